#include "stepfigures.h"

#include "figures/barchartwidget.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"
#include "spec/tabresult.h"
#include "steplab/steplabspec.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "view/figureregistration.h"

#include <QChart>
#include <QColor>

#include <algorithm>
#include <cmath>

namespace {

const QColor kAtP(0x1f, 0x77, 0xb4);
const QColor kAtQ(0xff, 0x7f, 0x0e);
const QColor kDifference(0x2c, 0xa0, 0x2c);
const QColor kOff(0x8c, 0x8c, 0x8c);
const QColor kMistake(0xd6, 0x27, 0x28);

QList<qreal> values(const std::vector<double> &v)
{
    QList<qreal> out;
    for (double x : v)
        out << (std::isfinite(x) ? x : 0.0);
    return out;
}

QStringList components(std::int64_t count)
{
    QStringList out;
    for (std::int64_t j = 0; j < count; ++j)
        out << QString::number(j);
    return out;
}

// Step 6's figure: the length chart next to the per-pair distances, under the step's title.
class LengthAndPairsFigure : public CompositeFigure
{
public:
    LengthAndPairsFigure() { setParts({&m_length, &m_pairs}); }
    LineChartWidget &length() { return m_length; }
    BarChartWidget &pairs() { return m_pairs; }

private:
    LineChartWidget m_length;
    BarChartWidget m_pairs;
};

} // namespace

void StepFigures::drawLengthChart(LineChartWidget &chart, const ViewData &data)
{
    showLengthChart(chart, data.resultAs<StepLabTabResult>().walk);
}

void StepFigures::drawPairDistances(BarChartWidget &chart, const ViewData &data)
{
    showPairDistances(chart, data.resultAs<StepLabTabResult>().walk);
}

void StepFigures::drawBars(BarChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<StepLabTabResult>();
    if (const auto mistake = StepLabSpec::mistake(data.state))
        showMistakeBars(chart, r.mistake(*mistake));
    else
        showStepBars(chart, r.walk, StepLabSpec::step(data.state));
}

std::unique_ptr<FigureSource> StepFigures::create(const ViewData &data)
{
    if (!has(data.view->name))
        return nullptr;
    const auto &r = data.resultAs<StepLabTabResult>();
    const int step = StepLabSpec::step(data.state);
    if (step == 6 && !StepLabSpec::mistake(data.state)) {
        auto figure = std::make_unique<LengthAndPairsFigure>();
        showLengthChart(figure->length(), r.walk);
        showPairDistances(figure->pairs(), r.walk);
        figure->setTitle(stepFigureTitle(r.walk, step));
        return figure;
    }
    auto bars = std::make_unique<BarChartWidget>();
    drawBars(*bars, data);
    return bars;
}

bool StepFigures::has(const QString &view)
{
    return view == QLatin1String("main");
}

void StepFigures::showLengthChart(LineChartWidget &chart, const pelab::StepLabResult &r)
{
    const auto &p = r.params;
    QList<QPointF> on;
    for (std::size_t k = 0; k < r.normByPositionOn.size(); ++k)
        on << QPointF(double(k + 1), r.normByPositionOn[k]);
    chart.setTitle(
        tr("Length ‖x(q) − x(p)‖ against q = 1 … 32 (p = %1, d = %2)").arg(p.p).arg(p.dim));
    chart.setAxisTitles(tr("compared position q"), tr("length"));
    chart.setSeries(0, tr("position signal on"), on);
    if (p.positionSignal) {
        chart.setSeriesCount(1);
        chart.setLegendVisible(false);
    } else {
        QList<QPointF> off;
        for (std::size_t k = 0; k < r.normByPosition.size(); ++k)
            off << QPointF(double(k + 1), r.normByPosition[k]);
        chart.setSeries(1, tr("off (used now): 0"), off);
        chart.setLegendVisible(true);
    }
    double highest = 0.0;
    for (double v : r.normByPositionOn)
        highest = std::max(highest, v);
    // Up to a multiple of 0.4, so that the default five ticks fall on round values.
    chart.setFixedYRange(0.0, highest > 0.0 ? std::ceil(highest * 1.02 / 0.4) * 0.4 : 1.0);
    const std::size_t index = std::size_t(p.q - 1);
    if (p.q >= 1 && index < r.normByPosition.size())
        chart.setMarker(QPointF(double(p.q), r.normByPosition[index]));
    else
        chart.setMarker(std::nullopt);
}

void StepFigures::showPairDistances(BarChartWidget &chart, const pelab::StepLabResult &r)
{
    // The pair's index alone: "1 (÷10)" was cut to "1 (÷..." where bars are narrow (a paper
    // column, 32 pairs); the denominators are in the step's table.
    QStringList categories;
    for (const pelab::StepLabPair &pair : r.pairs)
        categories << QString::number(pair.pair);
    chart.setTitle(
        tr("Per-pair distance between p = %1 and q = %2").arg(r.params.p).arg(r.params.q));
    chart.setAxisTitles(tr("sin/cos pair i (denominator base^(2i/d))"), tr("distance"));
    chart.setData(categories,
                  {{r.params.positionSignal ? tr("distance") : tr("distance (off: 0)"),
                    values(r.pairDistances), r.params.positionSignal ? kDifference : kOff}});
    chart.setFixedYRange(0.0, 2.0);
}

void StepFigures::showStepBars(BarChartWidget &chart, const pelab::StepLabResult &r, int step)
{
    const auto &p = r.params;
    const bool on = p.positionSignal;
    chart.setAutoYRange();
    chart.setTitle(stepFigureTitle(r, step));
    switch (step) {
    case 1:
        chart.setAxisTitles(tr("component j"), tr("x(q) − x(p)"));
        chart.setData(components(p.dim),
                      {{tr("x(q) − x(p) = E − E"), QList<qreal>(p.dim, 0.0), kDifference}});
        break;
    case 2:
    case 3:
    case 4: {
        QStringList categories;
        QList<qreal> atP, atQ;
        for (int i : StepTables::pairsOfStep(step, p.dim)) {
            const pelab::StepLabPair &pair = r.pairs[std::size_t(i)];
            categories << tr("sin ω_{%1}").arg(i) << tr("cos ω_{%1}").arg(i);
            atP << pair.sinP << pair.cosP;
            atQ << pair.sinQ << pair.cosQ;
        }
        chart.setAxisTitles(tr("component"), tr("value"));
        chart.setData(categories, {{tr("PE(%1)").arg(p.p), atP, on ? kAtP : kOff},
                                   {tr("PE(%1)").arg(p.q), atQ, on ? kAtQ : kOff.lighter(130)}});
        chart.setFixedYRange(-1.05, 1.05);
        break;
    }
    case 5:
        chart.setAxisTitles(tr("component j"), tr("added to e_j"));
        chart.setData(components(p.dim),
                      {{tr("added at p = %1").arg(p.p), values(r.addedP), kAtP},
                       {tr("added at q = %1").arg(p.q), values(r.addedQ), kAtQ}});
        chart.setFixedYRange(-1.05, 1.05);
        break;
    case 6:
        chart.setAxisTitles(tr("component j"), tr("x(q) − x(p)"));
        chart.setData(components(p.dim), {{tr("x(q) − x(p)"), values(r.difference), kDifference}});
        break;
    case 7: {
        std::vector<double> onDifference;
        for (std::size_t j = 0; j < r.peP.size(); ++j)
            onDifference.push_back(r.peQ[j] - r.peP[j]);
        chart.setAxisTitles(tr("component j"), tr("x(q) − x(p)"));
        chart.setData(components(p.dim), {{tr("on"), values(onDifference), kDifference},
                                          {tr("off"), QList<qreal>(p.dim, 0.0), kOff}});
        break;
    }
    default:
        break;
    }
}

void StepFigures::showMistakeBars(BarChartWidget &chart, const pelab::StepMistakeResult &m)
{
    chart.setAutoYRange();
    chart.setTitle(StepTexts::mistakeName(m.mistake));
    chart.setAxisTitles(tr("component j"), tr("x(q) − x(p)"));
    chart.setData(components(m.width), {{tr("correct"), values(m.correctDifference), kDifference},
                                        {tr("mistake"), values(m.wrongDifference), kMistake}});
}

QString StepFigures::stepFigureTitle(const pelab::StepLabResult &r, int step)
{
    const auto &p = r.params;
    const QString where = tr("p = %1, q = %2, d = %3%4")
                              .arg(p.p)
                              .arg(p.q)
                              .arg(p.dim)
                              .arg(p.positionSignal ? QString() : tr(", position signal off"));
    switch (step) {
    case 1:
        return tr("Step 1: embeddings only, the difference is zero (%1)").arg(where);
    case 2:
    case 3:
    case 4:
        return tr("Step %1: sin and cos of the pairs (%2)").arg(step).arg(where);
    case 5:
        return tr("Step 5: what is added to E (%1)").arg(where);
    case 6:
        return tr("Step 6: x(q) − x(p), length %1 (%2)").arg(StepTables::shown(r.norm), where);
    case 7:
        return tr("Step 7: off control, on length %1, off length 0 (%2)")
            .arg(StepTables::shown(r.normOn), where);
    default:
        return {};
    }
}

PELAB_REGISTER_TAB_FIGURES(steplab, StepFigures)
