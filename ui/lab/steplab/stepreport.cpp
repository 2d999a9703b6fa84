#include "stepreport.h"

#include "export/jsonwriter.h"
#include "steplab/steplabspec.h"
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

void StepReport::write(JsonWriter &json, const StepLabTabResult &result, const TabState &state)
{
    writeWalk(json, result.walk, StepLabSpec::step(state));
    if (const auto mistake = StepLabSpec::mistake(state))
        writeMistake(json, result.mistake(*mistake));
}

void StepReport::writeWalk(JsonWriter &json, const pelab::StepLabResult &r, int step)
{
    json.add("command", "steplab");
    json.add("p", r.params.p);
    json.add("q", r.params.q);
    json.add("dim", r.params.dim);
    json.add("base", r.params.base);
    json.add("position_signal", r.params.positionSignal);
    json.add("step", std::int64_t(step));
    addArray(json, "pe_p", r.peP);
    addArray(json, "pe_q", r.peQ);
    addArray(json, "added_p", r.addedP);
    addArray(json, "added_q", r.addedQ);
    addArray(json, "difference", r.difference);
    json.add("norm", r.norm);
    json.add("norm_on", r.normOn);
    // Step 7's off control: x(q) − x(p) = E − E whatever p, q and d.
    json.add("norm_off", 0.0);
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

void StepReport::writeMistake(JsonWriter &json, const pelab::StepMistakeResult &m)
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
