#include "steplabcommand.h"

#include "clierror.h"
#include "clivalues.h"
#include "figures/barchartwidget.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"
#include "jsonwriter.h"
#include "steplab/stepfigures.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"

#include "error.h"

#include <QCommandLineParser>

#include <memory>

namespace {

void addArray(JsonWriter &json, std::string_view key, const std::vector<double> &values)
{
    json.beginArray(key);
    for (double v : values)
        json.add({}, v);
    json.endArray();
}

} // namespace

QString StepLabCommand::name() const
{
    return QStringLiteral("steplab");
}

QString StepLabCommand::summary() const
{
    return tr("Step-through lab: PE(p), PE(q), their difference and its length, step by step");
}

QString StepLabCommand::synopsis() const
{
    return tr("--positions P,Q --dim D [--base B] [--off] [options]");
}

QString StepLabCommand::description() const
{
    return tr("The classroom walk-through of \"the cat saw the dog\": two tokens with one\n"
              "embedding E at positions P and Q, x(t) = E + PE(t), so x(Q) − x(P) = PE(Q) − "
              "PE(P).\nReports PE(P), PE(Q), the difference, its Euclidean length, the per-pair "
              "distances\nand the length for compared positions 1 … 32; writes the table and "
              "figure of a step.");
}

QString StepLabCommand::examples() const
{
    return QStringLiteral("  pelab-cli steplab --positions 0,3 --dim 8 --json\n"
                          "  pelab-cli steplab --positions 0,6 --dim 8 --csv step6.csv --png "
                          "step6.png\n"
                          "  pelab-cli steplab --positions 0,3 --dim 8 --off --step 7 --pdf "
                          "off.pdf\n"
                          "  pelab-cli steplab --positions 0,3 --dim 8 --mistake "
                          "two-denominators --json\n");
}

void StepLabCommand::addOptions(QCommandLineParser &parser) const
{
    const pelab::StepLabParams defaults;
    QStringList mistakes;
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        mistakes << QLatin1String(pelab::mistakeId(pelab::StepMistake(m)).data());
    parser.addOptions({
        {QStringLiteral("positions"),
         tr("The two positions P,Q, integers 0 or more (required), e.g. 0,3."),
         QStringLiteral("P,Q")},
        {QStringLiteral("dim"), tr("Model width d, even, 2 … 64 (required)."), QStringLiteral("D")},
        {QStringLiteral("base"),
         tr("Base of the denominators, greater than 1 (default %1).").arg(defaults.base),
         QStringLiteral("B")},
        {QStringLiteral("off"),
         tr("Switch the position signal off: PE is computed but not added (the off control).")},
        {QStringLiteral("step"),
         tr("The step whose table and figure are written, 1 … 7 (default 6, the difference)."),
         QStringLiteral("N")},
        {QStringLiteral("mistake"),
         tr("Write a common mistake next to the correct computation instead of a step: %1.")
             .arg(mistakes.join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
    });
}

void StepLabCommand::prepare(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("positions")))
        throw CliError(tr("missing required option --positions"));
    const QString text = parser.value(QStringLiteral("positions"));
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        throw CliError(tr("--positions needs exactly two positions P,Q (got '%1')").arg(text));
    std::int64_t positions[2] = {0, 0};
    for (int k = 0; k < 2; ++k) {
        const std::optional<std::int64_t> value = CliValues::toInt64(parts[k].trimmed());
        if (!value)
            throw CliError(
                tr("invalid value for --positions: '%1' is not an integer").arg(parts[k]));
        positions[k] = *value;
    }
    m_params.p = positions[0];
    m_params.q = positions[1];
    m_params.dim = CliValues::requiredInt64(parser, QStringLiteral("dim"));
    m_params.base = CliValues::real(parser, QStringLiteral("base"), m_params.base);
    m_params.positionSignal = !parser.isSet(QStringLiteral("off"));
    m_step = CliValues::integer(parser, QStringLiteral("step"), 6);
    if (m_step < 1 || m_step > pelab::kStepLabStepCount)
        throw CliError(tr("--step must be between 1 and 7 (got %1)").arg(m_step));
    if (parser.isSet(QStringLiteral("mistake"))) {
        const QString id = parser.value(QStringLiteral("mistake"));
        m_mistake = pelab::parseMistake(id.toStdString());
        if (!m_mistake)
            throw CliError(tr("unknown mistake '%1' (see 'pelab-cli steplab --help')").arg(id));
    }
    try {
        pelab::validate(m_params);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

int StepLabCommand::run(const CliOutputOptions &outputs)
{
    const pelab::StepLabResult result = pelab::computeStepLab(m_params);
    std::optional<pelab::StepMistakeResult> mistake;
    if (m_mistake)
        mistake = pelab::computeMistake(m_params, *m_mistake);
    const StepTable table =
        mistake ? StepTables::forMistake(*mistake) : StepTables::forStep(result, m_step);
    if (!table.data.isValid() && !outputs.files.isEmpty())
        throw CliError(tr("step %1 has no table for d = %2 (it has no such pairs)")
                           .arg(m_step)
                           .arg(m_params.dim));

    // Widgets draw the figure: created only when one is asked for (a QApplication exists).
    std::unique_ptr<LineChartWidget> lengthChart;
    std::unique_ptr<BarChartWidget> pairChart;
    std::unique_ptr<BarChartWidget> stepBars;
    CompositeFigure figure;
    QString figureTitle;
    if (outputs.needsFigure()) {
        lengthChart = std::make_unique<LineChartWidget>();
        pairChart = std::make_unique<BarChartWidget>();
        stepBars = std::make_unique<BarChartWidget>();
        StepFigures::showLengthChart(*lengthChart, result);
        StepFigures::showPairDistances(*pairChart, result);
        if (mistake) {
            StepFigures::showMistakeBars(*stepBars, *mistake);
            figure.setParts({stepBars.get()});
            figureTitle = StepTexts::mistakeName(mistake->mistake);
        } else {
            StepFigures::showStepBars(*stepBars, result, m_step);
            StepFigures::composeStep(figure, result, m_step, *lengthChart, *pairChart, *stepBars);
            figureTitle = StepFigures::stepFigureTitle(result, m_step);
        }
    }
    writeOutputs(outputs, table.data, outputs.needsFigure() ? &figure : nullptr, figureTitle,
                 [&](JsonWriter &json) {
                     report(json, result);
                     if (mistake) {
                         json.beginObject("mistake");
                         json.add("id", pelab::mistakeId(mistake->mistake));
                         json.add("width", mistake->width);
                         addArray(json, "mistaken_p", mistake->wrongP);
                         addArray(json, "mistaken_q", mistake->wrongQ);
                         addArray(json, "mistaken_difference", mistake->wrongDifference);
                         json.add("correct_norm", mistake->correctNorm);
                         json.add("mistaken_norm", mistake->wrongNorm);
                         json.add("correct_measure", mistake->correctMeasure);
                         json.add("mistaken_measure", mistake->wrongMeasure);
                         json.add("correct_measure_at_p", mistake->correctMeasureAtP);
                         json.add("mistaken_measure_at_p", mistake->wrongMeasureAtP);
                         json.add("consequence", StepTexts::mistakeConsequence(*mistake));
                         json.endObject();
                     }
                 });
    return 0;
}

void StepLabCommand::report(JsonWriter &json, const pelab::StepLabResult &r) const
{
    json.add("command", "steplab");
    json.add("p", r.params.p);
    json.add("q", r.params.q);
    json.add("dim", r.params.dim);
    json.add("base", r.params.base);
    json.add("position_signal", r.params.positionSignal);
    json.add("step", m_step);
    addArray(json, "pe_p", r.peP);
    addArray(json, "pe_q", r.peQ);
    addArray(json, "added_p", r.addedP);
    addArray(json, "added_q", r.addedQ);
    addArray(json, "difference", r.difference);
    json.add("norm", r.norm);
    json.add("norm_on", r.normOn);
    addArray(json, "pair_distances", r.pairDistances);
    addArray(json, "norm_by_position", r.normByPosition);
    json.add("first_decrease_q", StepTexts::firstDecrease(r));
    json.beginArray("pairs");
    for (const pelab::StepLabPair &pair : r.pairs) {
        json.beginObject();
        json.add("pair", pair.pair);
        json.add("denominator", pair.denominator);
        json.add("omega", pair.omega);
        json.add("angle_p", pair.angleP);
        json.add("angle_q", pair.angleQ);
        json.add("sin_p", pair.sinP);
        json.add("cos_p", pair.cosP);
        json.add("sin_q", pair.sinQ);
        json.add("cos_q", pair.cosQ);
        json.add("distance", pair.distance);
        json.endObject();
    }
    json.endArray();
    const pelab::StepLabCost cost = pelab::stepLabCost(1, r.params.dim);
    json.beginObject("cost");
    json.add("values_per_position", cost.valuesPerPosition);
    json.add("time", "O(n·d)");
    json.add("space", "O(n·d)");
    json.endObject();
}
