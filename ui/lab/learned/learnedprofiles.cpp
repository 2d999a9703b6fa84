#include "learnedprofiles.h"

#include "learned/learnedspec.h"
#include "similarity/similarityview.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "similarity.h"

namespace LearnedProfiles {

QList<RelativeProfile> all()
{
    RelativeProfile table;
    table.id = QStringLiteral("learned");
    table.title = QT_TRANSLATE_NOOP("LearnedSpec", "Learned: similarity at distance Δ");
    table.shortTitle = QT_TRANSLATE_NOOP("LearnedSpec", "Learned");
    table.formula = QT_TRANSLATE_NOOP("LearnedSpec", "sim(P[t], P[t − Δ]), t = Δ … n − 1");
    table.band = QT_TRANSLATE_NOOP("LearnedSpec", "positions t");
    table.compute = [](const TabState &state, std::int64_t maxDistance,
                       const TaskControl &control) {
        const auto read = LearnedSpec::read(state, LearnedSpec::TensorChoice::Required);
        const pelab::Matrix &values = *read->table;
        const auto rows = std::int64_t(values.rows());
        if (maxDistance > rows - 1)
            throw pelab::Error("the table has " + std::to_string(rows) +
                               " positions: its distances go up to " + std::to_string(rows - 1) +
                               " (asked for " + std::to_string(maxDistance) + ")");
        const auto progress = [&control](double f) { return control.report(0.8 * f); };
        pelab::Matrix gram = pelab::gramMatrix(values, pelab::kDefaultMemoryLimit, progress);
        if (gram.empty())
            throw pelab::Error("cancelled");
        const SimilarityMeasure measure =
            parseSimilarityMeasure(state.text(SimilarityKeys::measure))
                .value_or(SimilarityMeasure::Cosine);
        if (measure == SimilarityMeasure::Cosine)
            gram = pelab::cosineFromGram(gram);
        else if (measure == SimilarityMeasure::Distance)
            gram = pelab::distanceFromGram(gram);
        pelab::ProfileCurve curve = pelab::diagonalProfile(
            gram, maxDistance, [&control](double f) { return control.report(0.8 + 0.2 * f); });
        if (curve.centre.empty())
            throw pelab::Error("cancelled");
        return curve;
    };
    return {table};
}

} // namespace LearnedProfiles
