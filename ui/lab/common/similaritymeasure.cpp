#include "similaritymeasure.h"

QList<SimilarityMeasure> allSimilarityMeasures()
{
    return {SimilarityMeasure::Dot, SimilarityMeasure::Cosine, SimilarityMeasure::Distance};
}

QString similarityMeasureId(SimilarityMeasure measure)
{
    switch (measure) {
    case SimilarityMeasure::Dot:
        return QStringLiteral("dot");
    case SimilarityMeasure::Cosine:
        return QStringLiteral("cosine");
    case SimilarityMeasure::Distance:
        return QStringLiteral("distance");
    }
    return {};
}

std::optional<SimilarityMeasure> parseSimilarityMeasure(const QString &id)
{
    for (SimilarityMeasure measure : allSimilarityMeasures()) {
        if (similarityMeasureId(measure) == id)
            return measure;
    }
    return std::nullopt;
}
