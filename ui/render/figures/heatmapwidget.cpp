#include "heatmapwidget.h"

#include "figures/cellkeys.h"
#include "figures/figuretext.h"
#include "figures/heatmapcells.h"
#include "figures/heatmaplook.h"
#include "figures/heatmapstyle.h"
#include "figures/preparedcolormap.h"
#include "figures/screenscale.h"
#include "task/backgroundtask.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

// Up to this many cells a matrix is prepared on the GUI thread: too little work to wait for.
constexpr std::size_t kCellsShownAtOnce = 256 * 256;

} // namespace

HeatmapWidget::HeatmapWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2); // room for the focus frame
    setFocusPolicy(Qt::StrongFocus);        // the arrow keys move the marked cell
    setMinimumSize(240, 180);               // room for the axes, the colour bar and cells
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("heatmapPlot"));
    layout->addWidget(m_plot);

    m_map = new PreparedColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_scale = new QCPColorScale(m_plot);
    HeatmapLook::arrange(m_plot, m_map, m_scale);
    m_map->setGradient(HeatmapCells::maskedGradient(m_colormap, m_levels));

    m_marker = new QCPItemRect(m_plot);
    m_marker->setPen(QPen(Qt::white, 2.0));
    m_marker->setBrush(Qt::NoBrush);
    m_marker->setVisible(false);
    m_marker->setSelectable(false);

    m_plot->setMouseTracking(true);
    m_plot->installEventFilter(this);
    m_prepare = new BackgroundTask(this);
    connect(&ScreenScale::instance(), &ScreenScale::changed, this, [this] {
        if (m_live)
            applyZoom();
    });
    applyZoom();
}

void HeatmapWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_live) {
        m_live = true;
        applyZoom();
    }
}

void HeatmapWidget::applyZoom()
{
    m_zoom = m_live ? ScreenScale::instance().figureFactorFor(m_plot->size()) : 1.0;
    HeatmapLook::applyZoom(m_plot, m_scale, m_marker, m_zoom);
    applyPalette(); // the lines' widths
    fitTexts();
}

void HeatmapWidget::fitTexts()
{
    // A figure never shown (a file's) keeps its labels whole until it is drawn (HeatmapStyle).
    if (m_live)
        HeatmapLook::fitLabels(m_plot, m_scale, m_labels, m_plot->size());
    else
        HeatmapLook::setLabels(m_plot, m_scale, m_labels);
    HeatmapLook::fitTicks(m_plot, m_scale, m_plot->size());
    HeatmapLook::fitTitle(m_plot, m_title, m_plot->size());
}

namespace {

// A matrix's cells and their colours, made off the GUI thread.
struct PreparedCells
{
    std::unique_ptr<QCPColorMapData> cells;
    QImage colors;
    QCPRange range;
};

} // namespace

void HeatmapWidget::setMatrixInBackground(std::shared_ptr<const pelab::Matrix> matrix,
                                          double rowOrigin, double columnOrigin, CellBuilder build)
{
    if (!build)
        build = &HeatmapCells::build;
    if (!matrix || matrix->size() <= kCellsShownAtOnce) {
        setMatrix(matrix, rowOrigin, columnOrigin,
                  matrix ? build(*matrix, rowOrigin, columnOrigin) : nullptr);
        emit matrixShown();
        return;
    }
    const Colormap colormap = m_colormap;
    const int levels = m_levels;
    const bool autoRange = m_autoRange;
    const QCPRange fixed = m_map->dataRange();
    m_prepare->start<std::shared_ptr<PreparedCells>>(
        [matrix, rowOrigin, columnOrigin, colormap, levels, autoRange, fixed,
         build](const TaskControl &) {
            auto prepared = std::make_shared<PreparedCells>();
            prepared->cells = build(*matrix, rowOrigin, columnOrigin);
            prepared->range = autoRange
                                  ? HeatmapCells::autoRange(prepared->cells->dataBounds(), colormap)
                                  : fixed;
            prepared->colors = HeatmapCells::colorize(
                *prepared->cells, colormap, prepared->range.lower, prepared->range.upper, levels);
            return prepared;
        },
        [this, matrix, rowOrigin, columnOrigin, colormap](std::shared_ptr<PreparedCells> p) {
            setMatrix(matrix, rowOrigin, columnOrigin, std::move(p->cells), p->colors, colormap,
                      p->range.lower, p->range.upper);
            emit matrixShown();
        },
        [this, matrix, rowOrigin, columnOrigin, build](const QString &) {
            // e.g. out of memory for the colours
            setMatrix(matrix, rowOrigin, columnOrigin, build(*matrix, rowOrigin, columnOrigin));
            emit matrixShown();
        });
}

bool HeatmapWidget::isPreparing() const
{
    return m_prepare->isRunning();
}

HeatmapWidget::~HeatmapWidget() = default;

void HeatmapWidget::setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin,
                              double columnOrigin)
{
    setMatrix(std::move(matrix), rowOrigin, columnOrigin, {});
}

void HeatmapWidget::setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin,
                              double columnOrigin, std::unique_ptr<QCPColorMapData> cells,
                              const QImage &colors, Colormap colorsColormap, double colorsLower,
                              double colorsUpper)
{
    // Colours made for another colormap than the one shown now are of no use.
    m_map->setPrepared(colorsColormap == m_colormap ? colors : QImage(),
                       QCPRange(colorsLower, colorsUpper));
    setMatrix(std::move(matrix), rowOrigin, columnOrigin, std::move(cells));
}

void HeatmapWidget::setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin,
                              double columnOrigin, std::unique_ptr<QCPColorMapData> cells)
{
    m_prepare->cancel();
    if (!matrix || matrix->empty()) {
        clear();
        return;
    }
    m_matrix = std::move(matrix);
    m_rowOrigin = rowOrigin;
    m_columnOrigin = columnOrigin;
    if (!cells)
        cells = HeatmapCells::build(*m_matrix, rowOrigin, columnOrigin);
    m_map->setData(cells.release(), false);
    m_map->setVisible(true);
    if (m_autoRange)
        applyAutoRange();
    const double rows = double(m_matrix->rows());
    const double cols = double(m_matrix->cols());
    m_plot->xAxis->setRange(columnOrigin - 0.5, columnOrigin + cols - 0.5);
    m_plot->yAxis->setRange(rowOrigin - 0.5, rowOrigin + rows - 0.5);
    m_currentRow = std::min(m_currentRow, int(rows) - 1);
    m_currentColumn = std::min(m_currentColumn, int(cols) - 1);
    updateMarker();
    fitTexts(); // the ticks of the new ranges
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::clear()
{
    m_prepare->cancel();
    m_matrix.reset();
    m_map->data()->clear();
    m_map->setVisible(false);
    m_marker->setVisible(false);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::setLabels(const QString &title, const QString &columnAxis,
                              const QString &rowAxis, const QString &valueAxis)
{
    m_title = FigureText::unicode(title);
    m_labels = {FigureText::unicode(columnAxis), FigureText::unicode(rowAxis),
                FigureText::unicode(valueAxis)};
    fitTexts();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::setColormap(Colormap colormap)
{
    if (colormap != m_colormap)
        m_map->setPrepared(QImage(), QCPRange());
    m_colormap = colormap;
    m_map->setGradient(HeatmapCells::maskedGradient(colormap, m_levels));
    if (m_autoRange && m_matrix)
        applyAutoRange(); // a diverging colormap centres its range on 0
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::setLevelCount(int levels)
{
    if (levels != m_levels)
        m_map->setPrepared(QImage(), QCPRange());
    m_levels = levels;
    m_map->setGradient(HeatmapCells::maskedGradient(m_colormap, levels));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::setValueRange(double lower, double upper)
{
    m_autoRange = false;
    m_map->setDataRange(QCPRange(lower, upper));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::setAutoValueRange()
{
    m_autoRange = true;
    if (m_matrix)
        applyAutoRange();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::applyAutoRange()
{
    m_map->rescaleDataRange(true);
    m_map->setDataRange(HeatmapCells::autoRange(m_map->dataRange(), m_colormap));
}

QColor HeatmapWidget::maskColor()
{
    return HeatmapCells::maskColor();
}

void HeatmapWidget::setCurrentCell(int row, int column)
{
    m_currentRow = row;
    m_currentColumn = column;
    updateMarker();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapWidget::updateMarker()
{
    const bool visible = m_matrix && m_currentRow >= 0 && m_currentColumn >= 0;
    m_marker->setVisible(visible);
    if (!visible)
        return;
    const double x = m_columnOrigin + m_currentColumn;
    const double y = m_rowOrigin + m_currentRow;
    m_marker->topLeft->setCoords(x - 0.5, y - 0.5);
    m_marker->bottomRight->setCoords(x + 0.5, y + 0.5);
}

// Arrow keys, Home and End move the marked cell and report it as a click, so that a keyboard
// user reads the same details as a mouse user.
void HeatmapWidget::keyPressEvent(QKeyEvent *event)
{
    const auto cell = m_matrix ? CellKeys::move(event->key(), m_currentRow, m_currentColumn,
                                                int(m_matrix->rows()), int(m_matrix->cols()))
                               : std::nullopt;
    if (!cell)
        return QWidget::keyPressEvent(event);
    setCurrentCell(cell->first, cell->second);
    emit cellClicked(cell->first, cell->second);
    event->accept();
}

void HeatmapWidget::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
    painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
}

bool HeatmapWidget::event(QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update(); // the focus frame
    return QWidget::event(event);
}

bool HeatmapWidget::cellAt(const QPointF &pos, int *row, int *column) const
{
    if (!m_matrix || !m_plot->axisRect()->rect().contains(pos.toPoint()))
        return false;
    const double key = m_plot->xAxis->pixelToCoord(pos.x());
    const double value = m_plot->yAxis->pixelToCoord(pos.y());
    const long long c = std::llround(key - m_columnOrigin);
    const long long r = std::llround(value - m_rowOrigin);
    if (r < 0 || c < 0 || r >= (long long)m_matrix->rows() || c >= (long long)m_matrix->cols())
        return false;
    *row = int(r);
    *column = int(c);
    return true;
}

bool HeatmapWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot) {
        int row = -1;
        int column = -1;
        switch (event->type()) {
        case QEvent::MouseMove: {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (cellAt(mouse->position(), &row, &column)) {
                if (row != m_hoverRow || column != m_hoverColumn) {
                    m_hoverRow = row;
                    m_hoverColumn = column;
                    emit cellHovered(row, column);
                }
            } else if (m_hoverRow >= 0) {
                m_hoverRow = m_hoverColumn = -1;
                emit hoverLeft();
            }
            break;
        }
        case QEvent::Leave:
            if (m_hoverRow >= 0) {
                m_hoverRow = m_hoverColumn = -1;
                emit hoverLeft();
            }
            break;
        case QEvent::MouseButtonPress: {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() == Qt::LeftButton && cellAt(mouse->position(), &row, &column))
                emit cellClicked(row, column);
            break;
        }
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void HeatmapWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void HeatmapWidget::applyPalette()
{
    const bool projector = m_live && ScreenScale::instance().projector();
    HeatmapLook::applyPalette(m_plot, m_scale,
                              projector ? HeatmapLook::paper(palette()) : palette(), m_zoom);
}

// Exports are drawn as on paper: white background, black text, no selection marker.
void HeatmapWidget::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                               const FigureStyle &style) const
{
    auto *self = const_cast<HeatmapWidget *>(this);
    const QPalette paper = HeatmapLook::paper(palette());
    const QPalette screen = palette();
    const bool markerVisible = m_marker->visible();
    m_marker->setVisible(false);
    self->QWidget::setPalette(paper);
    self->applyPalette();
    HeatmapLook::setLabels(m_plot, m_scale, m_labels); // whole: the style lays them out
    {
        // Taken off again at the end of this block, after the painter has finished.
        const HeatmapStyle styled(m_plot, m_scale, style, size);
        HeatmapLook::fitTicks(m_plot, m_scale, size);
        if (style.title)
            HeatmapLook::fitTitle(m_plot, m_title, size);
        QCPPainter painter(&device);
        // Vector devices (SVG, PDF): QCustomPlot then draws the colour map upsampled, so the
        // cells stay crisp instead of being smoothed by the viewer.
        if (!dynamic_cast<QImage *>(&device) && !dynamic_cast<QPixmap *>(&device)) {
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
        // Images kept as they are: Qt's PDF writer would otherwise store the cells as JPEG,
        // whose colour subsampling mixes neighbouring cells.
        painter.setRenderHint(QPainter::LosslessImageRendering, true);
        painter.scale(scale, scale);
        m_plot->toPainter(&painter, size.width(), size.height());
    }
    self->QWidget::setPalette(screen);
    self->applyPalette();
    self->fitTexts();
    m_marker->setVisible(markerVisible);
}

void HeatmapWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Text as large as the zoom asks where the plot has the room for it.
    if (m_live && ScreenScale::instance().figureFactorFor(m_plot->size()) != m_zoom)
        applyZoom();
    else
        fitTexts();
}

QString HeatmapWidget::figureTitle() const
{
    return m_title;
}
