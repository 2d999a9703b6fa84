#include "figurepreview.h"

#include "export/figureexporter.h"
#include "export/figuresource.h"
#include "shell/waitcursor.h"
#include "view/figures.h"

#include <QButtonGroup>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace {

constexpr int kPauseMs = 250;      // after the last change of the options or the space
constexpr double kMinFitPpi = 4.0; // a fitted preview never smaller than this

QToolButton *makeZoomButton(const QString &text, const QString &tip, const QString &name,
                            QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setObjectName(name);
    button->setCheckable(true);
    button->setAutoRaise(true);
    return button;
}

} // namespace

FigurePreview::FigurePreview(QWidget *parent) : QWidget(parent)
{
    m_fit = makeZoomButton(tr("&Fit"), tr("Scale the preview to the space it has"),
                           QStringLiteral("previewFit"), this);
    m_actual = makeZoomButton(tr("100 %"),
                              tr("Show the figure at its printed size: an inch of the figure "
                                 "is an inch of this screen (the desktop's resolution)"),
                              QStringLiteral("previewActual"), this);
    auto *group = new QButtonGroup(this);
    group->addButton(m_fit);
    group->addButton(m_actual);
    m_fit->setChecked(true);
    connect(m_fit, &QToolButton::clicked, this, [this] { setZoom(Zoom::Fit); });
    connect(m_actual, &QToolButton::clicked, this, [this] { setZoom(Zoom::Actual); });

    m_redraw = new QToolButton(this);
    m_redraw->setObjectName(QStringLiteral("previewRedraw"));
    m_redraw->setText(tr("&Redraw"));
    m_redraw->setToolTip(tr("Draw the preview again with the current options"));
    m_redraw->setAutoRaise(true);
    m_redraw->hide();
    connect(m_redraw, &QToolButton::clicked, this, &FigurePreview::redraw);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("previewCaption"));
    m_caption->setWordWrap(true);
    m_picture = new QLabel;
    m_picture->setObjectName(QStringLiteral("previewPicture"));
    m_picture->setAlignment(Qt::AlignCenter);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_picture);
    m_scroll->setWidgetResizable(true);
    m_scroll->setAlignment(Qt::AlignCenter);
    m_scroll->setBackgroundRole(QPalette::Dark);
    m_scroll->setMinimumSize(320, 220);
    m_scroll->viewport()->installEventFilter(this);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Preview:"), this));
    bar->addWidget(m_fit);
    bar->addWidget(m_actual);
    bar->addWidget(m_redraw);
    bar->addWidget(m_caption, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &FigurePreview::redraw);
}

void FigurePreview::setData(const ViewData &data)
{
    m_data = data;
    m_slow = false; // another figure: try drawing it by itself first
    changed();
}

void FigurePreview::setOptions(const FigureOptions &options)
{
    m_options = options;
    changed();
}

void FigurePreview::changed()
{
    m_stale = true;
    if (!m_slow) {
        m_pause.start();
        return;
    }
    updateCaption();
}

void FigurePreview::setZoom(Zoom zoom)
{
    m_zoom = zoom;
    m_fit->setChecked(zoom == Zoom::Fit);
    m_actual->setChecked(zoom == Zoom::Actual);
    m_scroll->setWidgetResizable(zoom == Zoom::Fit);
    changed();
}

double FigurePreview::screenPixelsPerInch() const
{
    return logicalDpiX() * devicePixelRatioF();
}

void FigurePreview::redraw()
{
    m_pause.stop();
    m_stale = false;
    QElapsedTimer clock;
    clock.start();
    m_image = {};
    m_problem.clear();
    m_shownScale = 0.0;
    const QSizeF inches = m_options.physicalPoints() / 72.0;
    std::unique_ptr<FigureSource> source;
    if (!m_data.isValid())
        m_problem = tr("There is no result to preview yet.");
    else if (source = Figures::create(m_data); !source)
        m_problem = tr("This view has no figure.");
    else if (!(inches.width() > 0.0 && inches.height() > 0.0))
        m_problem = m_options.problem();

    if (m_problem.isEmpty()) {
        const double screen = screenPixelsPerInch();
        // No side longer than the preview draws (the layout's rounding gives a pixel or two).
        const double largest =
            (FigureExporter::kMaxPreviewPixels - 16) / std::max(inches.width(), inches.height());
        double ppi = screen;
        if (m_zoom == Zoom::Fit) {
            const QSize space = m_scroll->viewport()->size() * devicePixelRatioF();
            ppi = std::max(kMinFitPpi, std::min((space.width() - 8) / inches.width(),
                                                (space.height() - 8) / inches.height()));
        }
        ppi = std::min(ppi, largest);
        const WaitCursor wait;
        m_image = FigureExporter::renderPreview(*source, m_options, ppi, &m_problem);
        if (!m_image.isNull()) {
            m_image.setDevicePixelRatio(devicePixelRatioF());
            m_shownScale = ppi / screen;
        }
    }
    m_picture->setPixmap(m_image.isNull() ? QPixmap() : QPixmap::fromImage(m_image));
    m_picture->adjustSize();
    m_slow = m_slow || (!m_image.isNull() && clock.elapsed() > m_autoLimitMs);
    m_drawMs = clock.elapsed();
    m_redraw->setVisible(m_slow);
    updateCaption();
    emit redrawn();
}

void FigurePreview::updateCaption()
{
    if (!m_problem.isEmpty()) {
        m_caption->setText(tr("Nothing to show: %1").arg(m_problem));
        return;
    }
    if (m_slow && m_stale) {
        m_caption->setText(tr("the options changed: Redraw to see them (this figure takes %1 s "
                              "to draw)")
                               .arg(QLocale().toString(m_drawMs / 1000.0, 'f', 1)));
        return;
    }
    const int percent = qRound(m_shownScale * 100.0);
    if (m_zoom == Zoom::Actual && percent == 100)
        m_caption->setText(tr("at its printed size on this screen"));
    else if (m_zoom == Zoom::Actual)
        m_caption->setText(
            tr("at %1 % of its printed size (too large to draw at 100 %)").arg(percent));
    else
        m_caption->setText(tr("at %1 % of its printed size").arg(percent));
}

bool FigurePreview::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && m_zoom == Zoom::Fit)
        changed();
    return QWidget::eventFilter(watched, event);
}
