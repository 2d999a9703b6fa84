#include "heatmaplook.h"

#include "figures/screenscale.h"
#include "figures/titletext.h"

#include <qcustomplot.h>

#include <QPalette>

namespace {

// QCustomPlot's colour bar width at 100 %, in pixels.
constexpr int kColourBarWidth = 20;

QList<QCPAxis *> axesOf(QCustomPlot *plot, QCPColorScale *scale)
{
    return plot->axisRect()->axes() + QList<QCPAxis *>{scale->axis()};
}

QCPTextElement *titleOf(QCustomPlot *plot)
{
    return qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
}

} // namespace

namespace HeatmapLook {

void applyZoom(QCustomPlot *plot, QCPColorScale *scale, QCPItemRect *marker, double zoom)
{
    const QFont base = ScreenScale::instance().baseFont();
    const QFont text = ScreenScale::scaled(base, zoom);
    for (QCPAxis *axis : axesOf(plot, scale)) {
        axis->setTickLabelFont(text);
        axis->setLabelFont(text);
        // QCustomPlot's tick lengths (5 and 2 pixels inwards) at the zoom.
        axis->setTickLength(qRound(5 * zoom), 0);
        axis->setSubTickLength(qRound(2 * zoom), 0);
    }
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

void fitTitle(QCustomPlot *plot, const QString &title, int width)
{
    QCPTextElement *text = titleOf(plot);
    if (!text)
        return;
    // Room for the title's margins on both sides.
    const QString shown = TitleText::wrap(title, text->font(), width - 24);
    if (shown != text->text()) {
        text->setText(shown);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace HeatmapLook
