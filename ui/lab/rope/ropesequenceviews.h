#pragma once

#include "rope/ropesequence.h"
#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"
#include "mrope.h"
#include "mropecache.h"

#include <QList>

#include <memory>
#include <optional>
#include <vector>

// The positions view's own result: the ids of every token of the sequence.
class RopePositionsResult : public ViewResult
{
public:
    std::vector<pelab::Segment> segments;
    pelab::TokenPositions positions;
    bool typed = false; // a sequence typed (else text:N from T0)
};

// The cos and sin views' own result: the cache of the sequence as the model applies it, for the
// chosen layer (a NoPE layer's: cos 1, sin 0).
class RopeCacheResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> values; // the view's: cos or sin, tokens × d
    RopeSequence::Rotation rotation;
    std::optional<pelab::RopeLayer> layer;
    pelab::MropeSections sections;
};

// The grid-scores view's own result: one image's scores and its 2-D invariance; nothing while
// the sequence has no image or video (as the check view waits for a file).
class RopeGridResult : public ViewResult
{
public:
    bool hasImage() const { return scores != nullptr; }
    pelab::GridScores grid;                      // its scores moved to `scores`
    std::shared_ptr<const pelab::Matrix> scores; // rows × cols of the merged grid
    std::int64_t imageNumber = 1;                // 1: the first image or video of the sequence
    pelab::MropeSections sections;
};

// The views of the sequence, M-RoPE and the layer schedule, after the RoPE tab's own:
// positions, axes, cos, sin, grid-scores, layers.
namespace RopeSequenceViews {

// The segment index of the n-th image or video (1-based); -1 when the sequence has none; throws
// pelab::Error when it has fewer.
std::int64_t imageSegment(const std::vector<pelab::Segment> &segments, std::int64_t number);

QList<ViewSpec> all();

} // namespace RopeSequenceViews
