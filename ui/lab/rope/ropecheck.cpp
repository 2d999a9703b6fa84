#include "ropecheck.h"

#include "check/checkverdict.h"
#include "rope/ropesequence.h"
#include "rope/ropespec.h"
#include "rope/ropeviews.h"
#include "spec/tabstate.h"

#include "arrayfile.h"
#include "error.h"
#include "safetensorsreader.h"

#include <QFile>
#include <QFileInfo>

#include <utility>

namespace {

[[noreturn]] void fail(const QString &message)
{
    throw pelab::Error(message.toStdString());
}

// The whole file; `limit` bytes at most (a cache within the memory limit).
QByteArray readWhole(const QString &fileName, qint64 limit)
{
    QFile file(fileName);
    if (QFileInfo(fileName).isDir())
        fail(RopeCheck::tr("%1: is a folder, not a file").arg(fileName));
    if (!file.open(QIODevice::ReadOnly))
        fail(RopeCheck::tr("%1: cannot be read: %2").arg(fileName, file.errorString()));
    if (file.size() > limit)
        fail(RopeCheck::tr("%1: %2 bytes, above the limit of %3 bytes")
                 .arg(fileName)
                 .arg(file.size())
                 .arg(limit));
    return file.readAll();
}

// The precision of the stored elements; F64 for float64 and text (CSV values that are all
// float32 numbers are found to be float32 by core from the values).
pelab::Precision storedPrecision(const pelab::LoadedArray &array)
{
    const QString dtype = CheckVerdict::dtypeName(array.dtype);
    if (dtype == QLatin1String("float32"))
        return pelab::Precision::F32;
    if (dtype == QLatin1String("float16"))
        return pelab::Precision::F16;
    if (dtype == QLatin1String("bfloat16"))
        return pelab::Precision::BF16;
    return pelab::Precision::F64;
}

// The coarser of two stored precisions (a cache's cos and sin files).
pelab::Precision coarser(pelab::Precision a, pelab::Precision b)
{
    return pelab::unitRoundoff(a) >= pelab::unitRoundoff(b) ? a : b;
}

pelab::LoadedArray load(const QString &fileName)
{
    pelab::ArrayReadOptions options;
    options.squeeze = true;
    return pelab::readArrayFile(QFile::encodeName(fileName).toStdString(), options);
}

void describe(RopeCheck::Tables &tables, const pelab::LoadedArray &array)
{
    tables.stored = storedPrecision(array);
    tables.dtype = array.dtype;
    tables.shape = array.shape;
    tables.squeezedAxes = array.squeezedAxes;
}

void setInvFreq(RopeCheck::Tables &tables, const pelab::LoadedArray &array)
{
    if (array.values.rows() != 1)
        fail(RopeCheck::tr("%1: an inv_freq vector has one row (got %2 × %3); give a cos/sin "
                           "cache with --compare-cos and --compare-sin")
                 .arg(tables.name)
                 .arg(array.values.rows())
                 .arg(array.values.cols()));
    describe(tables, array);
    tables.invFreq.emplace(array.values.data(), array.values.data() + array.values.size());
}

void setCache(RopeCheck::Tables &tables, pelab::LoadedArray c, pelab::LoadedArray s)
{
    describe(tables, c);
    tables.stored = coarser(storedPrecision(c), storedPrecision(s));
    if (s.dtype != c.dtype)
        tables.dtype = c.dtype + " and " + s.dtype;
    tables.cos = std::move(c.values);
    tables.sin = std::move(s.values);
}

// A safetensors file: the named tensor as inv_freq, or the tensors named like cos and sin as a
// cache, or its only tensor as inv_freq.
void readSafetensors(RopeCheck::Tables &tables, const QString &fileName, const QString &tensor)
{
    const QByteArray whole = readWhole(fileName, qint64(pelab::kDefaultMemoryLimit));
    const std::string name = tables.name.toStdString();
    const auto read = [&](const std::string &tensorName) {
        pelab::ArrayReadOptions options;
        options.tensorName = tensorName;
        options.squeeze = true;
        return pelab::readSafetensorsBytes(whole.constData(), std::size_t(whole.size()), name,
                                           options);
    };
    if (!tensor.isEmpty()) {
        setInvFreq(tables, read(tensor.toStdString()));
        return;
    }
    std::string cosName;
    std::string sinName;
    for (const pelab::TensorInfo &t :
         pelab::listSafetensorsBytes(whole.constData(), std::size_t(whole.size()), name)) {
        if (t.name.find("cos") != std::string::npos && cosName.empty())
            cosName = t.name;
        if (t.name.find("sin") != std::string::npos && sinName.empty())
            sinName = t.name;
    }
    if (!cosName.empty() && !sinName.empty())
        setCache(tables, read(cosName), read(sinName));
    else
        setInvFreq(tables, read({}));
}

} // namespace

QList<Parameter> RopeCheck::parameters()
{
    const QStringList check{QStringLiteral("check")};
    const char *arrays =
        QT_TRANSLATE_NOOP("RopeSpec", "Arrays (*.npy *.safetensors *.csv);;All files (*)");
    return {
        Parameter::text(RopeCheckKeys::compare)
            .filePath(arrays)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("RopeSpec", "&inv_freq or cache:"))
            .help(QT_TRANSLATE_NOOP("RopeSpec", "Check an implementation: an inv_freq vector, or a "
                                                "safetensors file with cos and sin tensors (.npy, "
                                                "safetensors or CSV).")),
        Parameter::text(RopeCheckKeys::compareCos)
            .filePath(arrays)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("RopeSpec", "or &cos:"))
            .help(QT_TRANSLATE_NOOP("RopeSpec",
                                    "Check an implementation's cos cache (N × rotary dim).")),
        Parameter::text(RopeCheckKeys::compareSin)
            .filePath(arrays)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("RopeSpec", "and &sin:"))
            .help(QT_TRANSLATE_NOOP("RopeSpec",
                                    "Check an implementation's sin cache (N × rotary dim).")),
        Parameter::text(RopeCheckKeys::compareTensor)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("RopeSpec", "&Tensor:"))
            .help(QT_TRANSLATE_NOOP("RopeSpec",
                                    "safetensors: the inv_freq tensor of --compare to read "
                                    "(by default the cos and sin tensors, or the only one).")),
        Parameter::integer(RopeCheckKeys::headDim, 128, 2, pelab::kMaxRopeDim)
            .even()
            .optional(QT_TRANSLATE_NOOP("RopeSpec", "= d"))
            .automaticByDefault()
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("RopeSpec", "&Head width:"))
            .help(QT_TRANSLATE_NOOP("RopeSpec",
                                    "The head width when only d of it rotates (partial rotary): "
                                    "a table of the head width is checked as "
                                    "partial-rotary-ignored."))
            .valueName("W"),
    };
}

std::optional<RopeCheck::Tables> RopeCheck::read(const QString &compare, const QString &cos,
                                                 const QString &sin, const QString &tensor)
{
    const bool one = !compare.isEmpty();
    const bool pair = !cos.isEmpty() || !sin.isEmpty();
    if (one && pair)
        fail(tr("--compare and --compare-cos/--compare-sin exclude each other"));
    if (cos.isEmpty() != sin.isEmpty())
        fail(tr("--compare-cos and --compare-sin go together: give both files"));
    if (!tensor.isEmpty() && !one)
        fail(tr("--compare-tensor needs --compare FILE"));
    if (!one && !pair)
        return std::nullopt;
    Tables tables;
    if (pair) {
        tables.name = QFileInfo(cos).fileName();
        setCache(tables, load(cos), load(sin));
        return tables;
    }
    tables.name = QFileInfo(compare).fileName();
    QFile probe(compare);
    const QByteArray start = probe.open(QIODevice::ReadOnly) ? probe.read(64) : QByteArray();
    const bool safetensors =
        pelab::detectArrayFormat(start.constData(), std::size_t(start.size()),
                                 tables.name.toStdString()) == pelab::ArrayFormat::Safetensors;
    if (safetensors)
        readSafetensors(tables, compare, tensor);
    else if (!tensor.isEmpty())
        fail(tr("%1: --compare-tensor applies to safetensors files only").arg(tables.name));
    else
        setInvFreq(tables, load(compare));
    return tables;
}

std::optional<RopeCheck::Tables> RopeCheck::read(const TabState &state)
{
    return read(state.text(RopeCheckKeys::compare), state.text(RopeCheckKeys::compareCos),
                state.text(RopeCheckKeys::compareSin), state.text(RopeCheckKeys::compareTensor));
}

std::int64_t RopeCheck::headDim(const TabState &state)
{
    const QVariant value = state.value(RopeCheckKeys::headDim);
    return value.isNull() ? 0 : value.toLongLong();
}

void RopeCheck::validate(const TabState &state)
{
    if (headDim(state) > 0)
        pelab::validateRopeDim(headDim(state));
}

pelab::RopeReference RopeCheck::reference(const pelab::RopeParameters &params,
                                          const TabState &state)
{
    const std::int64_t headDim = RopeCheck::headDim(state);
    pelab::RopeReference reference;
    reference.rotaryDim = params.dim;
    reference.headDim = headDim > 0 ? headDim : params.dim;
    reference.base = params.base;
    reference.pairing = params.pairing;
    reference.scaling = params.scaling;
    RopeSequence::addTo(reference, state);
    return reference;
}

pelab::RopeComparison RopeCheck::compare(const pelab::RopeReference &reference,
                                         const Tables &tables)
{
    const std::string name = tables.name.toStdString();
    if (tables.invFreq)
        return pelab::compareInvFreq(reference, *tables.invFreq, tables.stored, name);
    return pelab::compareCosSin(reference, *tables.cos, *tables.sin, tables.stored, name);
}

std::shared_ptr<const ViewResult> RopeCheck::compute(const TabResult &result, const TabState &state,
                                                     const TaskControl &)
{
    auto out = std::make_shared<RopeCheckResult>();
    out->state = state;
    // One of cos and sin chosen so far: still waiting for the other, not an error yet.
    if (state.text(RopeCheckKeys::compare).isEmpty() &&
        state.text(RopeCheckKeys::compareCos).isEmpty() !=
            state.text(RopeCheckKeys::compareSin).isEmpty())
        return out;
    const std::optional<Tables> tables = read(state);
    if (!tables)
        return out;
    const pelab::RopeParameters &params = static_cast<const RopeResult &>(result).params;
    out->comparison = compare(reference(params, state), *tables);
    out->file = tables->name;
    out->dtype = tables->dtype;
    out->shape = tables->shape;
    out->squeezedAxes = tables->squeezedAxes;
    return out;
}
