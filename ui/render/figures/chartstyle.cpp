#include "chartstyle.h"

#include "figures/chartpapertext.h"
#include "figures/figurefonts.h"
#include "figures/niceticks.h"
#include "figures/titletext.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QPalette>
#include <QScatterSeries>
#include <QTextDocumentFragment>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <optional>

namespace {

// What a style changes on a chart, kept to be put back after drawing.
struct Saved
{
    QString title;
    QFont titleFont;
    QFont legendFont;
    Qt::Alignment legendAlignment;
    QMargins margins;
    QMarginsF layoutMargins;
    struct Axis
    {
        QFont labels;
        QFont title;
        QString titleText;
        QValueAxis::TickType tickType = QValueAxis::TicksFixed;
        double tickInterval = 0.0;
        int tickCount = 0;
        QString labelFormat;
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
    Saved s{chart->title(),
            chart->titleFont(),
            chart->legend()->font(),
            chart->legend()->alignment(),
            chart->margins(),
            QMarginsF(left, top, right, bottom),
            {},
            {}};
    for (QAbstractAxis *axis : chart->axes()) {
        Saved::Axis a{axis->labelsFont(), axis->titleFont(), axis->titleText()};
        a.lineWidth = axis->linePen().width();
        if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            a.tickType = value->tickType();
            a.tickInterval = value->tickInterval();
            a.tickCount = value->tickCount();
            a.labelFormat = value->labelFormat();
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
    chart->setTitle(s.title);
    chart->setTitleFont(s.titleFont);
    chart->legend()->setFont(s.legendFont);
    chart->legend()->setAlignment(s.legendAlignment);
    chart->setMargins(s.margins);
    chart->layout()->setContentsMargins(s.layoutMargins.left(), s.layoutMargins.top(),
                                        s.layoutMargins.right(), s.layoutMargins.bottom());
    const auto axes = chart->axes();
    for (int i = 0; i < axes.size() && i < s.axes.size(); ++i) {
        const Saved::Axis &a = s.axes[i];
        axes[i]->setLabelsFont(a.labels);
        axes[i]->setTitleFont(a.title);
        axes[i]->setTitleText(a.titleText);
        QPen line = axes[i]->linePen();
        line.setWidth(a.lineWidth);
        axes[i]->setLinePen(line);
        if (auto *value = qobject_cast<QValueAxis *>(axes[i])) {
            value->setTickType(a.tickType);
            value->setTickInterval(a.tickInterval);
            value->setTickCount(a.tickCount);
            value->setLabelFormat(a.labelFormat);
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

// Ticks as dense as the labels allow at this size: about one label width and a half apart
// across, three text lines apart upwards, and never more than the screen's five intervals.
void fitTicks(QValueAxis *axis, const QSize &size)
{
    if (axis->tickType() != QValueAxis::TicksDynamic || !(axis->tickInterval() > 0.0))
        return;
    const QFontMetricsF metrics(axis->labelsFont());
    const bool across = axis->orientation() == Qt::Horizontal;
    const double widest = std::max(metrics.horizontalAdvance(QStringLiteral("−0.000")),
                                   metrics.horizontalAdvance(QStringLiteral("−00000")));
    const double room = across ? size.width() * 0.8 / (1.5 * widest)
                               : size.height() * 0.7 / (3.0 * metrics.height());
    const int intervals = std::clamp(int(room), 1, 5);
    const double step = NiceTicks::setRange(*axis, axis->min(), axis->max(), intervals);
    if (step > 0.0)
        axis->setLabelFormat(NiceTicks::labelFormat(step));
}

// Rich text broken into lines of at most `width` (Qt Charts would cut it short with "...").
QString wrapped(const QString &html, const QFont &font, double width)
{
    const QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
    return TitleText::wrap(plain, font, width)
        .toHtmlEscaped()
        .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

void applyStyle(QChart *chart, const FigureStyle &style, const QSize &size)
{
    if (!style.title)
        chart->setTitle(QString());
    if (style.isDefault())
        return;
    chart->setTitleFont(FigureFonts::title(style, chart->titleFont()));
    chart->legend()->setFont(FigureFonts::text(style, chart->legend()->font()));
    if (style.title && !chart->title().isEmpty())
        chart->setTitle(wrapped(chart->title(), chart->titleFont(), size.width() * 0.92));
    if (style.fontSize > 0.0) {
        // Margins from the text, not fixed pixels: half a line all round.
        const int margin =
            int(FigureFonts::text(style, chart->legend()->font()).pointSizeF() * 96.0 / 72.0 / 2.0);
        chart->setMargins(QMargins(margin, margin, margin, margin));
        chart->layout()->setContentsMargins(0, 0, 0, 0);
    }
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(FigureFonts::text(style, axis->labelsFont()));
        axis->setTitleFont(FigureFonts::text(style, axis->titleFont()));
        if (!axis->titleText().isEmpty() && axis->orientation() == Qt::Horizontal)
            axis->setTitleText(wrapped(axis->titleText(), axis->titleFont(), size.width() * 0.75));
        if (style.lineWidth > 0.0) {
            QPen line = axis->linePen();
            line.setWidthF(FigureFonts::pixels(style.lineWidth) / 2.0);
            axis->setLinePen(line);
        }
        if (auto *value = qobject_cast<QValueAxis *>(axis))
            fitTicks(value, size);
    }
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

void fitTitle(QChart *chart, const QString &title, double width)
{
    chart->setTitle(TitleText::wrap(title, chart->titleFont(), width)
                        .toHtmlEscaped()
                        .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
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
    applyStyle(chart, style, size);
    std::optional<ChartPaperText> paperText;
    if (style.fontSize > 0.0)
        paperText.emplace(chart, size);
    const QSizeF screenSize = chart->size();
    chart->resize(size);
    {
        QPainter painter(&device);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.scale(scale, scale);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        chart->scene()->render(&painter, area, area);
        if (paperText)
            paperText->draw(painter);
    }
    paperText.reset();
    chart->resize(screenSize);
    restore(chart, saved);
    apply(chart, screen, projector);
}

} // namespace ChartStyle
