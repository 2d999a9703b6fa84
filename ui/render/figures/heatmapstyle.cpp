#include "heatmapstyle.h"

#include "figures/figurefonts.h"
#include "figures/titletext.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

HeatmapStyle::HeatmapStyle(QCustomPlot *plot, QCPColorScale *scale, const FigureStyle &style,
                           const QSize &size)
    : m_plot(plot), m_scale(scale),
      m_title(qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0)))
{
    if (style.isDefault())
        return;
    m_body = qobject_cast<QCPLayoutGrid *>(m_scale->layout());
    QList<QCPAxis *> axes = m_plot->axisRect()->axes();
    axes.append(m_scale->axis());
    for (QCPAxis *axis : axes)
        m_axes.append({axis, axis->tickLabelFont(), axis->labelFont(), axis->label(),
                       axis->ticker()->tickCount(), axis->basePen(), axis->tickPen(),
                       axis->padding(), axis->labelPadding(), axis->tickLabelPadding()});
    if (m_title) {
        m_titleFont = m_title->font();
        m_titleText = m_title->text();
    }
    m_barWidth = m_scale->barWidth();
    // QCustomPlot sizes tick labels from its cache of drawn labels, keyed by the text alone: a
    // label cached at another font would give the layout the wrong size.
    m_cachedLabels = m_plot->plottingHints().testFlag(QCP::phCacheLabels);
    m_plot->setPlottingHint(QCP::phCacheLabels, false);
    if (m_body)
        m_columnSpacing = m_body->columnSpacing();
    m_rectMinimum = m_plot->axisRect()->minimumMargins();
    m_scaleMinimum = m_scale->minimumMargins();
    apply(style, size);
}

HeatmapStyle::~HeatmapStyle()
{
    if (!m_applied)
        return;
    m_plot->setPlottingHint(QCP::phCacheLabels, m_cachedLabels);
    for (const Axis &a : m_axes) {
        a.axis->setTickLabelFont(a.tickFont);
        a.axis->setLabelFont(a.labelFont);
        a.axis->setLabel(a.label);
        a.axis->ticker()->setTickCount(a.tickCount);
        a.axis->setBasePen(a.basePen);
        a.axis->setTickPen(a.tickPen);
        a.axis->setPadding(a.padding);
        a.axis->setLabelPadding(a.labelPadding);
        a.axis->setTickLabelPadding(a.tickLabelPadding);
    }
    if (m_title) {
        m_title->setFont(m_titleFont);
        m_title->setText(m_titleText);
        m_title->setVisible(true);
        if (m_titleTaken) {
            m_plot->plotLayout()->insertRow(0);
            m_plot->plotLayout()->addElement(0, 0, m_title);
        }
    }
    if (m_body)
        m_body->setColumnSpacing(m_columnSpacing);
    m_plot->axisRect()->setMinimumMargins(m_rectMinimum);
    m_scale->setMinimumMargins(m_scaleMinimum);
    m_scale->setBarWidth(m_barWidth);
    if (m_scaleTaken && m_body) {
        m_body->addElement(0, 1, m_scale);
        m_scale->setVisible(true);
    }
}

void HeatmapStyle::apply(const FigureStyle &style, const QSize &size)
{
    m_applied = true;
    if (m_title && !style.title && m_plot->plotLayout()->take(m_title)) {
        // Out of the layout, so that its row gives its height to the plot.
        m_plot->plotLayout()->simplify();
        m_title->setVisible(false);
        m_titleTaken = true;
    }
    if (!style.colorbar && m_body && m_body->take(m_scale)) {
        m_body->simplify();
        m_scale->setVisible(false);
        m_scaleTaken = true;
    }
    if (!style.colorbarLabel.isEmpty())
        m_scale->axis()->setLabel(style.colorbarLabel);
    // Labels longer than their axis are broken into lines (QCustomPlot would draw them past the
    // figure's edge).
    for (const Axis &a : m_axes) {
        if (a.axis->label().isEmpty())
            continue;
        const bool across = a.axis->orientation() == Qt::Horizontal;
        const double length = across ? size.width() * 0.7 : size.height() * 0.55;
        a.axis->setLabel(
            TitleText::wrap(a.axis->label(), FigureFonts::text(style, a.labelFont), length));
    }
    if (m_title && style.title)
        m_title->setFont(FigureFonts::title(style, m_titleFont));
    for (const Axis &a : m_axes) {
        a.axis->setTickLabelFont(FigureFonts::text(style, a.tickFont));
        a.axis->setLabelFont(FigureFonts::text(style, a.labelFont));
        if (style.lineWidth > 0.0) {
            QPen base = a.basePen;
            base.setWidthF(FigureFonts::pixels(style.lineWidth) / 2.0);
            a.axis->setBasePen(base);
            QPen tick = a.tickPen;
            tick.setWidthF(base.widthF());
            a.axis->setTickPen(tick);
        }
    }
    if (style.fontSize <= 0.0)
        return;
    // Sizes from the text, not fixed pixels: the colour bar about one line wide (the ticks'
    // density follows the fonts too: HeatmapLook::fitTicks).
    const QFontMetricsF metrics(FigureFonts::text(style, m_axes.first().tickFont));
    m_scale->setBarWidth(std::max(4, int(metrics.height() * 0.8)));
    // Gaps of a fraction of a line between ticks, tick labels, axis labels and the colour bar.
    const int gap = std::max(1, int(metrics.height() / 6.0 + 0.5));
    for (const Axis &a : m_axes) {
        a.axis->setPadding(a.axis->tickLabels() ? std::max(1, gap / 2) : 0);
        a.axis->setLabelPadding(gap);
        a.axis->setTickLabelPadding(std::max(1, gap / 2)); // beyond the ticks (outwards)
    }
    if (m_body)
        m_body->setColumnSpacing(gap);
    // QCustomPlot keeps 15 px round an axis rectangle whatever the text, and leaves out a tick
    // label that would cross the figure's edge: above the plot, room for half a label (the
    // first row's, centred on the top edge); on its right, the gap to the colour bar, where the
    // last column's label has the room below the bar.
    const int top = int(std::ceil(metrics.height() * 0.5)) + 1;
    m_plot->axisRect()->setMinimumMargins(QMargins(0, top, 0, 0));
    m_scale->setMinimumMargins(QMargins(0, top, 0, 0));
}
