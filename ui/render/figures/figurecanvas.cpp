#include "figurecanvas.h"

#include "export/figureexporter.h"
#include "export/figureoptions.h"
#include "export/figuresource.h"

#include <QPainter>

#include <cmath>

FigureCanvas::FigureCanvas(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(160, 120);
}

FigureCanvas::~FigureCanvas() = default;

void FigureCanvas::setFigure(std::unique_ptr<FigureSource> figure, const FigureStyle &style)
{
    m_figure = std::move(figure);
    m_style = style;
    m_dirty = true;
    update();
}

void FigureCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_dirty = true;
}

void FigureCanvas::redraw()
{
    m_dirty = false;
    m_image = QImage();
    m_problem.clear();
    if (!m_figure)
        return;
    const double ratio = devicePixelRatioF();
    const QSizeF pixels = QSizeF(size()) * ratio;
    if (pixels.isEmpty())
        return;
    const double scale = pixels.width() / kLayoutWidth;
    FigureOptions options;
    options.width = kLayoutWidth;
    options.height = std::max(FigureOptions::kMinPixels, int(std::lround(pixels.height() / scale)));
    options.style = m_style;
    m_image = FigureExporter::renderPreview(*m_figure, options, 96.0 * scale, &m_problem);
    m_image.setDevicePixelRatio(ratio);
}

void FigureCanvas::paintEvent(QPaintEvent *)
{
    if (m_dirty)
        redraw();
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (!m_image.isNull()) {
        const QSizeF shown = m_image.deviceIndependentSize();
        painter.drawImage(QPointF((width() - shown.width()) / 2, (height() - shown.height()) / 2),
                          m_image);
    } else if (!m_problem.isEmpty()) {
        painter.setPen(Qt::black);
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_problem);
    }
}
