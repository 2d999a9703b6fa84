#pragma once

#include <QList>
#include <QString>

#include <optional>

// How the similarity views compare two rows of a table (the Sinusoidal and Learned tabs):
// the dot product, the cosine, or the Euclidean distance.
enum class SimilarityMeasure
{
    Dot,
    Cosine,
    Distance
};

QList<SimilarityMeasure> allSimilarityMeasures();
QString similarityMeasureId(SimilarityMeasure measure); // "dot", "cosine", "distance"
std::optional<SimilarityMeasure> parseSimilarityMeasure(const QString &id);
