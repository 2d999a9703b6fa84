#include "zoomedchartview.h"

#include "figures/chartstyle.h"
#include "figures/charttexts.h"
#include "figures/screenscale.h"

#include <QChart>
#include <QEvent>

#include <cmath>

namespace {

// The size a chart asks for at 100 % (its layout and splitter give it its own).
constexpr int kHintWidth = 480;
constexpr int kHintHeight = 240;

} // namespace

ZoomedChartView::ZoomedChartView(QChart *chart, QWidget *parent) : QChartView(chart, parent)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(&ScreenScale::instance(), &ScreenScale::changed, this, [this] {
        if (m_live) {
            applyLook();
            relayout();
        }
    });
}

void ZoomedChartView::applyLook()
{
    if (chart())
        ChartStyle::apply(chart(), palette(), m_live && ScreenScale::instance().projector());
}

void ZoomedChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyLook();
    QChartView::changeEvent(event);
}

void ZoomedChartView::setBaseMinimumHeight(int height)
{
    m_baseMinimumHeight = height;
    setMinimumHeight(int(height * m_zoom));
}

void ZoomedChartView::setChartTitle(const QString &title)
{
    m_title = title;
    if (chart())
        ChartTexts::of(chart())->setTitle(title);
}

void ZoomedChartView::showEvent(QShowEvent *event)
{
    QChartView::showEvent(event);
    m_live = true;
    applyLook();
    relayout();
}

void ZoomedChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event); // lays the chart out at the view's size
    if (m_live)
        relayout();
}

void ZoomedChartView::relayout()
{
    QChart *shown = chart();
    if (!shown)
        return;
    const double factor = m_live ? ScreenScale::instance().figureFactor() : 1.0;
    m_zoom = m_live ? ScreenScale::instance().figureFactorFor(viewport()->size()) : 1.0;
    const QSizeF area = QSizeF(viewport()->size()) / m_zoom;
    ChartTexts::of(shown)->layoutAt(area);
    setSceneRect(QRectF(QPointF(0, 0), area));
    setTransform(QTransform::fromScale(m_zoom, m_zoom));
    if (minimumHeight() != int(m_baseMinimumHeight * factor))
        setMinimumHeight(int(m_baseMinimumHeight * factor));
}

QSize ZoomedChartView::sizeHint() const
{
    const double factor = ScreenScale::instance().factor();
    return QSize(int(std::lround(kHintWidth * factor)), int(std::lround(kHintHeight * factor)))
        .expandedTo(minimumSize());
}
