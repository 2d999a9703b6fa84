#include "steplabcommand.h"

#include "clierror.h"
#include "clioutputoptions.h"
#include "jsonwriter.h"
#include "spec/tabspecs.h"
#include "steplab/steplabspec.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"

namespace {

void addArray(JsonWriter &json, std::string_view key, const std::vector<double> &values)
{
    json.beginArray(key);
    for (double v : values)
        json.add({}, v);
    json.endArray();
}

} // namespace

StepLabCommand::StepLabCommand() : TabCommand(*TabSpecs::find(QStringLiteral("steplab")))
{
    // The difference and its length: what a script asks for first.
    setDefault(QStringLiteral("step"), QVariant::fromValue(qint64(6)));
}

QString StepLabCommand::synopsis() const
{
    return tr("[--positions P,Q] [--dim D] [--base B] [--off] [options]");
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

int StepLabCommand::run(const CliOutputOptions &outputs)
{
    if (!listsOnly() && !StepLabSpec::mistake(state())) {
        // Steps 3 and 4 show pairs that a small d does not have: no table to write.
        const int step = StepLabSpec::step(state());
        const std::int64_t dim = StepLabSpec::params(state()).dim;
        const bool tableAsked = std::any_of(outputs.files.cbegin(), outputs.files.cend(),
                                            [](const CliOutputOptions::File &file) {
                                                return !ExportFormats::isFigure(file.format);
                                            });
        if (tableAsked && (step == 3 || step == 4) && StepTables::pairsOfStep(step, dim).isEmpty())
            throw CliError(
                tr("step %1 has no table for d = %2 (it has no such pairs)").arg(step).arg(dim));
    }
    return TabCommand::run(outputs);
}

void StepLabCommand::report(JsonWriter &json, const ViewData &data) const
{
    const auto &r = data.resultAs<StepLabTabResult>();
    report(json, r.walk);
    if (const auto mistake = StepLabSpec::mistake(data.state))
        report(json, r.mistake(*mistake));
}

void StepLabCommand::report(JsonWriter &json, const pelab::StepLabResult &r) const
{
    json.add("command", "steplab");
    json.add("p", r.params.p);
    json.add("q", r.params.q);
    json.add("dim", r.params.dim);
    json.add("base", r.params.base);
    json.add("position_signal", r.params.positionSignal);
    json.add("step", std::int64_t(StepLabSpec::step(state())));
    addArray(json, "pe_p", r.peP);
    addArray(json, "pe_q", r.peQ);
    addArray(json, "added_p", r.addedP);
    addArray(json, "added_q", r.addedQ);
    addArray(json, "difference", r.difference);
    json.add("norm", r.norm);
    json.add("norm_on", r.normOn);
    addArray(json, "pair_distances", r.pairDistances);
    addArray(json, "norm_by_position", r.normByPosition);
    json.add("first_decrease_q", pelab::firstLengthDecrease(r));
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

void StepLabCommand::report(JsonWriter &json, const pelab::StepMistakeResult &m) const
{
    json.beginObject("mistake");
    json.add("id", pelab::mistakeId(m.mistake));
    json.add("width", m.width);
    addArray(json, "mistaken_p", m.wrongP);
    addArray(json, "mistaken_q", m.wrongQ);
    addArray(json, "mistaken_difference", m.wrongDifference);
    json.add("correct_norm", m.correctNorm);
    json.add("mistaken_norm", m.wrongNorm);
    json.add("correct_measure", m.correctMeasure);
    json.add("mistaken_measure", m.wrongMeasure);
    json.add("correct_measure_at_p", m.correctMeasureAtP);
    json.add("mistaken_measure_at_p", m.wrongMeasureAtP);
    json.add("consequence", StepTexts::mistakeConsequence(m));
    json.endObject();
}
