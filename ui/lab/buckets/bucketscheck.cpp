#include "bucketscheck.h"

#include "buckets/bucketsspec.h"
#include "buckets/bucketsviews.h"
#include "spec/tabstate.h"

#include "arrayfile.h"
#include "error.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// A map holds integers only; a bias almost never does.
bool isIntegral(const pelab::LoadedArray &array)
{
    const double *values = array.values.data();
    for (std::size_t i = 0; i < array.values.size(); ++i) {
        if (values[i] != std::floor(values[i]))
            return false;
    }
    return true;
}

} // namespace

QList<Parameter> BucketsCheck::parameters()
{
    const QStringList check{QStringLiteral("check")};
    return {
        Parameter::text(BucketsKeys::compare)
            .filePath(QT_TRANSLATE_NOOP("BucketsSpec",
                                        "Arrays (*.npy *.safetensors *.csv);;All files (*)"))
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("BucketsSpec", "&Map or bias:"))
            .help(QT_TRANSLATE_NOOP("BucketsSpec",
                                    "Check an implementation's bucket map (N × N integers) or "
                                    "bias (heads × N × N, or the head's N × N) against this "
                                    "tab's (.npy, CSV, safetensors).")),
        Parameter::text(BucketsKeys::compareTensor)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("BucketsSpec", "T&ensor:"))
            .help(QT_TRANSLATE_NOOP("BucketsSpec", "safetensors: the tensor of --compare to read "
                                                   "(required when it holds several).")),
    };
}

std::shared_ptr<const ViewResult> BucketsCheck::compute(const TabResult &result,
                                                        const TabState &state, const TaskControl &)
{
    const auto &buckets = static_cast<const BucketsResult &>(result);
    auto out = std::make_shared<BucketsCheckResult>();
    out->state = state;
    const QString file = state.text(BucketsKeys::compare);
    const QString tensor = state.text(BucketsKeys::compareTensor);
    if (file.isEmpty()) {
        if (!tensor.isEmpty())
            throw pelab::Error(tr("--compare-tensor needs --compare FILE").toStdString());
        return out;
    }
    pelab::ArrayReadOptions options;
    options.tensorName = tensor.toStdString();
    options.squeeze = true;        // (1, N, N) as a model gives it
    options.flattenLeading = true; // (H, N, N) read as (H·N) × N
    options.integers = true;       // a map is int64, as the model's code makes it
    const pelab::LoadedArray array =
        pelab::readArrayFile(QFile::encodeName(file).toStdString(), options);
    if (!tensor.isEmpty() && array.format != "safetensors")
        throw pelab::Error(tr("%1: --compare-tensor applies to safetensors files only (this is "
                              "a %2 file)")
                               .arg(file, fromStd(array.format))
                               .toStdString());
    out->file = QFileInfo(file).fileName();
    out->dtype = fromStd(array.dtype);
    out->shape = array.shape;
    out->squeezedAxes = array.squeezedAxes;
    pelab::requireFinite(array, out->file.toStdString(), "the compared table");
    const pelab::BucketQuantity quantity =
        isIntegral(array) ? pelab::BucketQuantity::Map : pelab::BucketQuantity::Bias;
    out->comparison =
        pelab::compareBuckets(array, buckets.params, quantity, buckets.table.get(),
                              out->file.toStdString(), state.integer(BucketsKeys::head) - 1);
    return out;
}

QString BucketsCheck::causeSummary(const pelab::BucketComparison &c)
{
    switch (c.cause) {
    case pelab::BucketCause::Match:
        return tr("match: equals this tab's");
    case pelab::BucketCause::DirectionReversed:
        return tr("direction reversed: the relative position taken the other way (query − key "
                  "for key − query, or the reverse)");
    case pelab::BucketCause::BidirectionalMismatch:
        return tr("bidirectional mismatch: the encoder's and the decoder's direction swapped");
    case pelab::BucketCause::NumBucketsDiffers:
        return tr("another number of buckets: equals the map of %1 buckets").arg(c.otherNumBuckets);
    case pelab::BucketCause::MaxDistanceDiffers:
        return tr("another max distance: equals the map of max distance %1")
            .arg(c.otherMaxDistance);
    case pelab::BucketCause::ExactRegionDiffers:
        return tr("exact region differs: its bound is |r| < %1, not this tab's max_exact")
            .arg(c.otherMaxExact);
    case pelab::BucketCause::SchemeDiffers:
        return tr("another scheme: equals the other scheme's buckets (T5 for DeBERTa or the "
                  "reverse)");
    case pelab::BucketCause::TableTransposed:
        return tr("table transposed: the bias table's memory read as heads × buckets");
    case pelab::BucketCause::ArithmeticDiffers:
        return c.otherArithmetic == pelab::BucketArithmetic::Float64
                   ? tr("another arithmetic: the formula computed in float64, not float32 as "
                        "the model does")
                   : tr("another arithmetic: the formula in exact arithmetic, not float32 as "
                        "the model does");
    case pelab::BucketCause::Unknown:
        return tr("unknown: no hypothesis explains the difference");
    }
    return {};
}

QString BucketsCheck::causeExplanation(pelab::BucketCause cause)
{
    switch (cause) {
    case pelab::BucketCause::Match:
        return tr("Every cell equals this tab's (a bias within the tolerance of the file's "
                  "precision).");
    case pelab::BucketCause::Unknown:
        return tr("None of the fixed hypotheses (direction, encoder or decoder, arithmetic, "
                  "bucket count, max distance, exact region, scheme, transposed table) "
                  "reproduces the file.");
    default:
        return tr("Recomputed under this hypothesis, the file is matched cell for cell.");
    }
}

CheckVerdict BucketsCheck::verdict(const BucketsCheckResult &result)
{
    using Kind = CheckVerdict::Kind;
    if (!result.comparison)
        return {Kind::NoFile, tr("No implementation loaded"),
                tr("Load what your implementation produced: its bucket map (N × N integers, "
                   "map[q][k] as compute_bias or build_relative_position give it) or its bias "
                   "(heads × N × N, or the head's N × N), as .npy, safetensors or CSV. A bias is "
                   "judged with the bias table on the left.")};
    const pelab::BucketComparison &c = *result.comparison;
    const bool map = c.quantity == pelab::BucketQuantity::Map;
    CheckVerdict v;
    v.kind = c.match ? Kind::Match : Kind::Mismatch;
    v.heading = c.match ? tr("Match") : tr("Does not match");
    const QString what =
        map ? tr("a %1 × %1 bucket map").arg(c.positions)
            : (c.headCount == 1 ? tr("head %1's %2 × %2 bias").arg(c.firstHead + 1).arg(c.positions)
                                : tr("%1 heads' %2 × %2 bias").arg(c.headCount).arg(c.positions));
    QString file = tr("%1: %2, stored as %3")
                       .arg(result.file, what, CheckVerdict::dtypeName(result.dtype.toStdString()));
    if (!result.squeezedAxes.empty())
        file += tr("; shape %1").arg(CheckVerdict::shape(result.shape, result.squeezedAxes));
    QString numbers = tr("%1 of %2 cells differ").arg(c.mismatchedCells).arg(c.cells);
    if (c.mismatchedCells > 0)
        numbers += tr("; the first at query %1, key %2: %3 where this tab has %4")
                       .arg(c.firstQuery)
                       .arg(c.firstKey)
                       .arg(CheckVerdict::number(c.got, 6), CheckVerdict::number(c.want, 6));
    if (!map)
        numbers += tr("; largest difference %1, tolerance %2")
                       .arg(CheckVerdict::number(c.maxAbsError), CheckVerdict::number(c.tolerance));
    v.details = tr("%1<br>%2.<br>%3")
                    .arg(file.toHtmlEscaped(), numbers.toHtmlEscaped(),
                         causeExplanation(c.cause).toHtmlEscaped());
    if (!c.match)
        v.details = tr("Likely cause: %1").arg(causeSummary(c).toHtmlEscaped()) +
                    QStringLiteral("<br>") + v.details;
    return v;
}
