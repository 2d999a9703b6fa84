#include "chartstyle.h"

#include "figures/charttexts.h"
#include "figures/figurefonts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QPalette>
#include <QScatterSeries>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>

namespace {

// A frame round the plot in the axes' pen, as a heatmap's axis box.
void frame(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes();
    if (axes.isEmpty())
        return;
    chart->setPlotAreaBackgroundBrush(Qt::NoBrush);
    chart->setPlotAreaBackgroundPen(axes.first()->linePen());
    chart->setPlotAreaBackgroundVisible(true);
}

// What a style changes on a chart, kept to be put back after drawing.
struct Saved
{
    QString title;
    QFont titleFont;
    QFont legendFont;
    QMargins margins;
    QMarginsF layoutMargins;
    struct Axis
    {
        QFont labels;
        QFont title;
        QValueAxis::TickType tickType = QValueAxis::TicksFixed;
        double tickInterval = 0.0;
        int tickCount = 0;
        int lineWidth = 1;
    };
    QList<Axis> axes;
    QList<QPen> pens;
    QList<double> markerSizes;
};

Saved save(QChart *chart)
{
    qreal left = 0, top = 0, right = 0, bottom = 0;
    chart->layout()->getContentsMargins(&left, &top, &right, &bottom);
    const ChartTexts *texts = ChartTexts::of(chart);
    Saved s{texts->title(),
            chart->titleFont(),
            chart->legend()->font(),
            texts->margins(),
            QMarginsF(left, top, right, bottom),
            {},
            {}};
    for (QAbstractAxis *axis : chart->axes()) {
        Saved::Axis a{axis->labelsFont(), axis->titleFont()};
        a.lineWidth = axis->linePen().width();
        if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            a.tickType = value->tickType();
            a.tickInterval = value->tickInterval();
            a.tickCount = value->tickCount();
        }
        s.axes.append(a);
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            s.pens.append(xy->pen());
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            s.markerSizes.append(scatter->markerSize());
    }
    return s;
}

void restore(QChart *chart, const Saved &s)
{
    ChartTexts::of(chart)->setTitle(s.title);
    chart->setTitleFont(s.titleFont);
    chart->legend()->setFont(s.legendFont);
    ChartTexts::of(chart)->setMargins(s.margins);
    chart->layout()->setContentsMargins(s.layoutMargins.left(), s.layoutMargins.top(),
                                        s.layoutMargins.right(), s.layoutMargins.bottom());
    const auto axes = chart->axes();
    for (int i = 0; i < axes.size() && i < s.axes.size(); ++i) {
        const Saved::Axis &a = s.axes[i];
        axes[i]->setLabelsFont(a.labels);
        axes[i]->setTitleFont(a.title);
        QPen line = axes[i]->linePen();
        line.setWidth(a.lineWidth);
        axes[i]->setLinePen(line);
        if (auto *value = qobject_cast<QValueAxis *>(axes[i])) {
            value->setTickType(a.tickType);
            value->setTickInterval(a.tickInterval);
            value->setTickCount(a.tickCount);
        }
    }
    int pen = 0;
    int marker = 0;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series); xy && pen < s.pens.size())
            xy->setPen(s.pens[pen++]);
        if (auto *scatter = qobject_cast<QScatterSeries *>(series);
            scatter && marker < s.markerSizes.size())
            scatter->setMarkerSize(s.markerSizes[marker++]);
    }
}

void applyStyle(QChart *chart, const FigureStyle &style)
{
    if (!style.title)
        ChartTexts::of(chart)->setTitle(QString());
    if (style.isDefault())
        return;
    chart->setTitleFont(FigureFonts::title(style, chart->titleFont()));
    chart->legend()->setFont(FigureFonts::text(style, chart->legend()->font()));
    if (style.fontSize > 0.0) {
        // Margins from the text, not fixed pixels: half a line all round.
        const int margin =
            int(FigureFonts::text(style, chart->legend()->font()).pointSizeF() * 96.0 / 72.0 / 2.0);
        ChartTexts::of(chart)->setMargins(QMargins(margin, margin, margin, margin));
        chart->layout()->setContentsMargins(0, 0, 0, 0);
    }
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(FigureFonts::text(style, axis->labelsFont()));
        axis->setTitleFont(FigureFonts::text(style, axis->titleFont()));
        if (style.lineWidth > 0.0) {
            QPen line = axis->linePen();
            line.setWidthF(FigureFonts::pixels(style.lineWidth) / 2.0);
            axis->setLinePen(line);
        }
    }
    frame(chart);
    if (style.lineWidth > 0.0) {
        for (QAbstractSeries *series : chart->series()) {
            if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
                // A marked point stays visible next to the thicker lines.
                scatter->setMarkerSize(
                    std::max(scatter->markerSize(), 4.0 * FigureFonts::pixels(style.lineWidth)));
            } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
                QPen pen = xy->pen();
                pen.setWidthF(FigureFonts::pixels(style.lineWidth));
                xy->setPen(pen);
            }
        }
    }
}

const char *const kProjectorProperty = "pelabProjector";
const char *const kWatched = "pelabProjectorWatched";
// A series' pen width or an axis's line width of its own while the projector look widens it.
const char *const kOwnWidth = "pelabOwnWidth";

void thicken(QXYSeries *series)
{
    QPen pen = series->pen();
    if (pen.widthF() >= ChartStyle::kProjectorLineWidth)
        return;
    series->setProperty(kOwnWidth, pen.widthF());
    pen.setWidthF(ChartStyle::kProjectorLineWidth);
    series->setPen(pen); // penChanged: thicken() again, which finds it wide enough
}

void unthicken(QXYSeries *series)
{
    const QVariant own = series->property(kOwnWidth);
    if (!own.isValid())
        return;
    series->setProperty(kOwnWidth, QVariant());
    QPen pen = series->pen();
    pen.setWidthF(own.toDouble());
    series->setPen(pen);
}

} // namespace

namespace ChartStyle {

void apply(QChart *chart, const QPalette &palette, bool projector)
{
    chart->setProperty(kProjectorProperty, projector);
    const QColor text = projector ? QColor(Qt::black) : palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(projector ? 0.4 : 0.18);
    chart->setBackgroundBrush(projector ? QColor(Qt::white) : palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        QPen line = axis->linePen();
        line.setColor(text);
        const QVariant own = axis->property(kOwnWidth);
        if (projector && !own.isValid()) {
            axis->setProperty(kOwnWidth, line.widthF());
            line.setWidthF(2.0);
        } else if (!projector && own.isValid()) {
            axis->setProperty(kOwnWidth, QVariant());
            line.setWidthF(own.toDouble());
        }
        axis->setLinePen(line);
        axis->setGridLineColor(grid);
    }
    frame(chart);
    for (QAbstractSeries *series : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || qobject_cast<QScatterSeries *>(xy))
            continue;
        if (projector && !xy->property(kWatched).toBool()) {
            // A pen set while the look is on (a chart drawn again) is thickened too.
            xy->setProperty(kWatched, true);
            QObject::connect(xy, &QXYSeries::penChanged, chart, [chart, xy] {
                if (chart->property(kProjectorProperty).toBool())
                    thicken(xy);
            });
        }
        if (projector)
            thicken(xy);
        else
            unthicken(xy);
    }
}

void render(QChart *chart, const QPalette &screen, QPaintDevice &device, const QSize &size,
            double scale, const FigureStyle &style)
{
    const bool projector = chart->property(kProjectorProperty).toBool();
    QPalette paper = screen;
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::WindowText, Qt::black);
    apply(chart, paper); // without the projector look
    const Saved saved = save(chart);
    applyStyle(chart, style);
    const QSizeF screenSize = chart->size();
    ChartTexts::of(chart)->layoutAt(size);
    {
        QPainter painter(&device);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.scale(scale, scale);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        chart->scene()->render(&painter, area, area);
    }
    restore(chart, saved);
    ChartTexts::of(chart)->layoutAt(screenSize);
    apply(chart, screen, projector);
}

} // namespace ChartStyle
