#include "heatmaplook.h"

#include "figures/figureticker.h"
#include "figures/screenscale.h"
#include "figures/titletext.h"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QPalette>

#include <algorithm>

namespace {

// QCustomPlot's colour bar width at 100 %, in pixels.
constexpr int kColourBarWidth = 20;
// The ticks' length at 100 %, as Qt Charts draws the line charts' (outwards).
constexpr int kTickLength = 4;

QList<QCPAxis *> axesOf(QCustomPlot *plot, QCPColorScale *scale)
{
    return plot->axisRect()->axes() + QList<QCPAxis *>{scale->axis()};
}

QCPTextElement *titleOf(QCustomPlot *plot)
{
    return qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
}

// `text` broken into lines of `width`, shortened by design (TitleText::shortenings) where its
// lines would be taller than `height`.
QString fitted(const QString &text, const QFont &font, double width, double height)
{
    const QFontMetricsF metrics(font);
    const double limit = std::max(height, metrics.height() * 1.05);
    QString shown;
    for (const QString &form : TitleText::shortenings(text)) {
        shown = TitleText::wrap(form, font, std::max(width, 1.0));
        if ((shown.count(QLatin1Char('\n')) + 1) * metrics.height() <= limit)
            break;
    }
    return shown;
}

} // namespace

namespace HeatmapLook {

void arrange(QCustomPlot *plot, QCPColorMap *map, QCPColorScale *scale)
{
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, QString(), QFont()));
    plot->axisRect()->setupFullAxesBox(false);
    for (QCPAxis *axis : plot->axisRect()->axes())
        axis->setTicker(QSharedPointer<FigureTicker>::create(true));
    plot->yAxis->setRangeReversed(true);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->grid()->setVisible(false);
    // The title spans the whole figure: the axis rectangle and the colour scale share a row of
    // their own below it.
    QCPAxisRect *rect = plot->axisRect();
    plot->plotLayout()->take(rect);
    auto *body = new QCPLayoutGrid;
    plot->plotLayout()->addElement(1, 0, body);
    body->addElement(0, 0, rect);
    body->addElement(0, 1, scale);
    scale->setType(QCPAxis::atRight);
    scale->axis()->setTicker(QSharedPointer<FigureTicker>::create(false));
    map->setColorScale(scale);
    auto *group = new QCPMarginGroup(plot);
    rect->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
}

void applyZoom(QCustomPlot *plot, QCPColorScale *scale, QCPItemRect *marker, double zoom)
{
    const QFont base = ScreenScale::instance().baseFont();
    const QFont text = ScreenScale::scaled(base, zoom);
    for (QCPAxis *axis : axesOf(plot, scale)) {
        axis->setTickLabelFont(text);
        axis->setLabelFont(text);
        // As the line charts: ticks out of the plot (not over its cells), 4 px at 100 %, no
        // sub-ticks; the frame's top and right sides without ticks.
        axis->setTickLength(0, qRound(kTickLength * zoom));
        axis->setSubTicks(false);
    }
    for (QCPAxis *side : {plot->xAxis2, plot->yAxis2})
        side->setTicks(false);
    QFont title(base.family());
    title.setPointSizeF(11.0 * zoom);
    title.setBold(true);
    if (QCPTextElement *element = titleOf(plot))
        element->setFont(title);
    scale->setBarWidth(qRound(kColourBarWidth * zoom));
    marker->setPen(QPen(Qt::white, 2.0 * zoom));
}

QPalette paper(QPalette palette)
{
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    return palette;
}

void applyPalette(QCustomPlot *plot, QCPColorScale *scale, const QPalette &palette, double zoom)
{
    const QColor text = palette.color(QPalette::WindowText);
    plot->setBackground(palette.brush(QPalette::Window));
    plot->axisRect()->setBackground(palette.brush(QPalette::Base));
    // Hairlines at 100 % (as QCustomPlot draws them), as wide as the zoom otherwise.
    const double width = zoom == 1.0 ? 0.0 : zoom;
    for (QCPAxis *axis : axesOf(plot, scale)) {
        axis->setBasePen(QPen(text, width));
        axis->setTickPen(QPen(text, width));
        axis->setSubTickPen(QPen(text, width));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }
    if (QCPTextElement *title = titleOf(plot))
        title->setTextColor(text);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void fitTicks(QCustomPlot *plot, QCPColorScale *scale, const QSize &size)
{
    for (QCPAxis *axis : axesOf(plot, scale)) {
        if (!axis->tickLabels())
            continue;
        const QFontMetricsF metrics(axis->tickLabelFont());
        const bool across = axis->orientation() == Qt::Horizontal;
        // The widest label: the range's ends written out, and a label and a half apart.
        const QCPRange range = axis->range();
        const double digits =
            std::max(metrics.horizontalAdvance(QString::number(qRound64(range.lower))),
                     metrics.horizontalAdvance(QString::number(qRound64(range.upper))));
        const double widest = std::max(digits, metrics.horizontalAdvance(QStringLiteral("−0.0")));
        const double room =
            across ? size.width() * 0.7 / (1.5 * widest)
                   : (size.height() - 4.0 * metrics.height()) / (2.5 * metrics.height());
        axis->ticker()->setTickCount(std::clamp(int(room), 2, 8));
    }
}

void fitTitle(QCustomPlot *plot, const QString &title, const QSize &size)
{
    QCPTextElement *text = titleOf(plot);
    if (!text)
        return;
    // Room for the title's margins on both sides; at most a quarter of the height.
    const QString shown = fitted(title, text->font(), size.width() - 24, 0.25 * size.height());
    if (shown != text->text()) {
        text->setText(shown);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void setLabels(QCustomPlot *plot, QCPColorScale *scale, const QStringList &labels)
{
    const QList<QCPAxis *> axes{plot->xAxis, plot->yAxis, scale->axis()};
    for (int i = 0; i < axes.size() && i < labels.size(); ++i)
        axes[i]->setLabel(labels[i]);
}

void fitLabels(QCustomPlot *plot, QCPColorScale *scale, const QStringList &labels,
               const QSize &size)
{
    const QList<QCPAxis *> axes{plot->xAxis, plot->yAxis, scale->axis()};
    for (int i = 0; i < axes.size() && i < labels.size(); ++i) {
        const bool across = axes[i]->orientation() == Qt::Horizontal;
        // Along its axis; at most two lines (a fifth of the plot) across it.
        const double length = across ? size.width() * 0.7 : size.height() * 0.55;
        const double room = 2.05 * QFontMetricsF(axes[i]->labelFont()).height();
        axes[i]->setLabel(fitted(labels[i], axes[i]->labelFont(), length, room));
    }
}

} // namespace HeatmapLook
