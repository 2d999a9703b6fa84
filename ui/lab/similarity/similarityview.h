#pragma once

#include "common/similaritymeasure.h"
#include "spec/parameter.h"
#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"

#include <functional>
#include <memory>

// The key of the similarity view's "measure" parameter (measureParameter()).
namespace SimilarityKeys {

inline constexpr ParameterKey measure{"measure"};

} // namespace SimilarityKeys

// The similarity of a table's rows, position by position (the Sinusoidal and Learned tabs'
// "similarity" view): the dot product PE·PEᵀ, the cosine similarity or the Euclidean distance,
// computed as the view's own result from the tab's table.
class SimilarityResult : public ViewResult
{
public:
    SimilarityMeasure measure = SimilarityMeasure::Dot;
    std::shared_ptr<const pelab::Matrix> matrix; // n × n
    qint64 rowOrigin = 0;                        // the label of row and column 0
    QString sourceTitle;                         // what the rows are: the table's title
};

namespace SimilarityView {

// What a tab compares: its table, the position of its first row, its title, and the stem of
// the view's file names ("sinusoidal-128x512" gives "sinusoidal-cosine-128x512").
struct Source
{
    std::shared_ptr<const pelab::Matrix> table;
    qint64 rowOrigin = 0;
    QString title;
    QString stemPrefix;
    QString shape;
};
using SourceOf = std::function<Source(const TabResult &result)>;

// The "measure" parameter (dot, cosine, distance), a View parameter of the similarity view;
// `defaultId` is the tab's default ("dot" for Sinusoidal, "cosine" for Learned).
Parameter measureParameter(const char *defaultId = "dot");
// The view "similarity" of a tab whose result gives `source`; title and summary are the tab's
// (translated in its context).
ViewSpec spec(SourceOf source, const char *title, const char *summary);
// The measure's name in titles: "Cosine similarity" (translated).
QString measureTitle(SimilarityMeasure measure);

} // namespace SimilarityView
