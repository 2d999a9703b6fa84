#include "ropesequencetexts.h"

#include "spec/valuetext.h"

using pelab::LikelyCause;

bool RopeSequenceTexts::isSequenceCause(LikelyCause cause)
{
    switch (cause) {
    case LikelyCause::SectionsNotApplied:
    case LikelyCause::InterleavedVsChunked:
    case LikelyCause::SectionsOverWholeHead:
    case LikelyCause::TextPositionsForImages:
    case LikelyCause::MergeIgnored:
    case LikelyCause::NextStartDiffers:
    case LikelyCause::NopeLayerRotated:
    case LikelyCause::LocalBaseIgnored:
        return true;
    default:
        return false;
    }
}

QString RopeSequenceTexts::summary(LikelyCause cause)
{
    switch (cause) {
    case LikelyCause::SectionsNotApplied:
        return tr("sections not applied: every pair takes the temporal id");
    case LikelyCause::InterleavedVsChunked:
        return tr("interleaved vs chunked: the sections are laid out the other way");
    case LikelyCause::SectionsOverWholeHead:
        return tr("sections over the whole head: one split of head_dim instead of one per half");
    case LikelyCause::TextPositionsForImages:
        return tr("text positions for images: image tokens numbered in turn");
    case LikelyCause::MergeIgnored:
        return tr("merge ignored: the ids of the unmerged grid");
    case LikelyCause::NextStartDiffers:
        return tr("next start differs: the text after an image continues from the token count");
    case LikelyCause::NopeLayerRotated:
        return tr("NoPE layer rotated: this layer takes no RoPE, the table rotates");
    case LikelyCause::LocalBaseIgnored:
        return tr("local base ignored: this sliding-window layer uses the global base");
    default:
        return {};
    }
}

QString RopeSequenceTexts::explanation(LikelyCause cause)
{
    switch (cause) {
    case LikelyCause::SectionsNotApplied:
        return tr("The port builds the three ids but gives every rotary pair the first (t): "
                  "mrope_section was read and never used, so an image's rows and columns are not "
                  "told apart.");
    case LikelyCause::InterleavedVsChunked:
        return tr("Qwen2-VL and Qwen2.5-VL give the pairs to t, h and w in chunks; Qwen3-VL "
                  "interleaves them (pair j takes h when j mod 3 = 1, w when j mod 3 = 2). The "
                  "port uses the other layout.");
    case LikelyCause::SectionsOverWholeHead:
        return tr("The sections apply within each half of the head (mrope_section doubled, one "
                  "split per half); the port cut head_dim once, so the two columns of a pair "
                  "take different ids.");
    case LikelyCause::TextPositionsForImages:
        return tr("The port numbers image and video tokens in turn as text (t = h = w = the "
                  "token's index) instead of laying them out on their grid.");
    case LikelyCause::MergeIgnored:
        return tr("The language model sees each image merged m × m (spatial_merge_size); the "
                  "port laid the ids out on the unmerged grid, with m² times the tokens.");
    case LikelyCause::NextStartDiffers:
        return tr("After an image or video the next segment starts at the largest id so far + "
                  "1; the port continued from the number of tokens instead.");
    case LikelyCause::NopeLayerRotated:
        return tr("The model leaves this layer without positions (no_rope_layers, "
                  "no_rope_layer_interval, or Cohere2's global layers); the port rotates it.");
    case LikelyCause::LocalBaseIgnored:
        return tr("Sliding-window layers use rope_local_base_freq and no scaling (Gemma 3); the "
                  "port gives them the global rope_theta and rope_scaling.");
    default:
        return {};
    }
}

std::optional<QString> RopeSequenceTexts::detail(const pelab::CauseNote &note)
{
    if (!isSequenceCause(note.cause))
        return std::nullopt;
    if (note.cause == LikelyCause::LocalBaseIgnored && note.value > 0.0)
        return tr("base %1 instead of the local %2")
            .arg(ValueText::shortest(note.value), ValueText::shortest(note.other));
    return QString();
}
