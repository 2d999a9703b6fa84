#include "alibicheck.h"

#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/tabstate.h"

#include "error.h"

#include <QFile>
#include <QFileInfo>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

QList<Parameter> AlibiCheck::parameters()
{
    const QStringList check{QStringLiteral("check")};
    return {
        Parameter::text(AlibiCheckKeys::compare)
            .filePath(
                QT_TRANSLATE_NOOP("AlibiSpec", "Arrays (*.npy *.safetensors *.csv);;All files (*)"))
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("AlibiSpec", "&Slopes or bias:"))
            .help(QT_TRANSLATE_NOOP("AlibiSpec",
                                    "Check an implementation's slopes or bias (.npy, CSV, "
                                    "safetensors) against the slopes.")),
        Parameter::text(AlibiCheckKeys::compareTensor)
            .stage(Parameter::Stage::View)
            .views(check)
            .label(QT_TRANSLATE_NOOP("AlibiSpec", "&Tensor:"))
            .help(QT_TRANSLATE_NOOP("AlibiSpec", "safetensors: the tensor of --compare to read "
                                                 "(required when it holds several).")),
    };
}

std::optional<pelab::LoadedArray> AlibiCheck::read(const TabState &state)
{
    const QString file = state.text(AlibiCheckKeys::compare);
    const QString tensor = state.text(AlibiCheckKeys::compareTensor);
    if (file.isEmpty()) {
        if (!tensor.isEmpty())
            throw pelab::Error(tr("--compare-tensor needs --compare FILE").toStdString());
        return std::nullopt;
    }
    pelab::ArrayReadOptions options;
    options.tensorName = tensor.toStdString();
    options.squeeze = true; // MPT's slopes are (1, H, 1, 1), a bias (1, H, N, N) squeezed
    pelab::LoadedArray array = pelab::readArrayFile(QFile::encodeName(file).toStdString(), options);
    if (!tensor.isEmpty() && array.format != "safetensors")
        throw pelab::Error(tr("%1: --compare-tensor applies to safetensors files only (this is "
                              "a %2 file)")
                               .arg(file, fromStd(array.format))
                               .toStdString());
    return array;
}

pelab::AlibiComparison AlibiCheck::compare(const pelab::LoadedArray &array, const TabState &state,
                                           std::optional<std::int64_t> head)
{
    return pelab::compareAlibi(
        array,
        {AlibiSpec::headCount(state), AlibiSpec::rule(state), state.real(AlibiKeys::alibiBiasMax)},
        state.text(AlibiCheckKeys::compare).toStdString(), head);
}

std::shared_ptr<const ViewResult> AlibiCheck::compute(const TabResult &, const TabState &state,
                                                      const TaskControl &)
{
    auto out = std::make_shared<AlibiCheckResult>();
    out->state = state;
    const std::optional<pelab::LoadedArray> array = read(state);
    if (!array)
        return out;
    out->file = QFileInfo(state.text(AlibiCheckKeys::compare)).fileName();
    out->dtype = fromStd(array->dtype);
    out->shape = array->shape;
    out->squeezedAxes = array->squeezedAxes;
    out->comparison = compare(*array, state, state.integer(AlibiKeys::head));
    return out;
}

QString AlibiCheck::causeSummary(const pelab::AlibiComparison &comparison)
{
    // The numbers of the cause in the window's words (core's detail is their English, for the
    // JSON report).
    QString detail;
    QString text;
    switch (comparison.cause) {
    case pelab::AlibiCause::Match:
        return tr("match: equals the reference");
    case pelab::AlibiCause::Float32Rounding:
        return tr("float32 rounding: computed in float32 as frameworks do, a match");
    case pelab::AlibiCause::WrongRule:
        text = tr("wrong rule: equals another rule's slopes");
        if (comparison.otherRule) {
            const QString rule =
                TabSpecs::find(QStringLiteral("alibi"))
                    ->parameter(AlibiKeys::rule)
                    .choiceLabel(QString::fromLatin1(pelab::slopeRuleName(*comparison.otherRule)));
            detail = *comparison.otherRule == pelab::SlopeRule::Mpt
                         ? tr("the slopes of %1 with alibi_bias_max %2")
                               .arg(rule, QString::number(comparison.otherBiasMax, 'g', 10))
                         : tr("the slopes of %1").arg(rule);
        }
        break;
    case pelab::AlibiCause::PositionsShifted:
        text = tr("positions shifted: equals the bias at t + c");
        detail = tr("the query positions are shifted by %1 against the keys").arg(comparison.shift);
        break;
    case pelab::AlibiCause::Unknown:
        return tr("unknown: no hypothesis explains the difference");
    }
    return detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail);
}

QString AlibiCheck::causeExplanation(pelab::AlibiCause cause)
{
    switch (cause) {
    case pelab::AlibiCause::Match:
        return tr("Every value is within the tolerance of the file's precision.");
    case pelab::AlibiCause::Float32Rounding:
        return tr("The differences are those of computing in float32 as frameworks do: a match.");
    case pelab::AlibiCause::WrongRule:
        return tr("The slopes follow another rule than the model's: the paper's formula where "
                  "the model used the reference code's rule, or MPT's alibi_bias_max ignored.");
    case pelab::AlibiCause::PositionsShifted:
        return tr("The bias is built from shifted query positions (an off-by-one in the "
                  "position ids or a cache offset).");
    case pelab::AlibiCause::Unknown:
        return tr("None of the fixed hypotheses (another rule, a position shift, float32) "
                  "reproduces the table.");
    }
    return {};
}

CheckVerdict AlibiCheck::verdict(const AlibiCheckResult &result)
{
    using Kind = CheckVerdict::Kind;
    if (!result.comparison)
        return {Kind::NoFile, tr("No implementation loaded"),
                tr("Load the table your implementation produced: its slopes (H values), one "
                   "head's N × N bias (the heatmap's head) or every head's bias stacked "
                   "as (H·N) × N, as .npy, safetensors or CSV (axes of size 1 are dropped). It is "
                   "checked against the slopes on the left.")};
    const pelab::AlibiComparison &c = *result.comparison;
    const bool bias = c.quantity == pelab::AlibiQuantity::Bias;
    CheckVerdict v;
    v.kind = c.match ? Kind::Match : Kind::Mismatch;
    v.heading =
        c.match ? (c.cause == pelab::AlibiCause::Float32Rounding ? tr("Match (float32 rounding)")
                                                                 : tr("Match"))
                : tr("Does not match");
    const QString what =
        bias ? (c.headCount == 1 ? tr("head %1's %2 × %2 bias").arg(c.firstHead).arg(c.positions)
                                 : tr("%1 heads' %2 × %2 bias").arg(c.headCount).arg(c.positions))
             : tr("%1 slopes").arg(c.headCount);
    QString file = tr("%1: %2, stored as %3, tolerance of %4")
                       .arg(result.file, what, CheckVerdict::dtypeName(result.dtype.toStdString()),
                            fromStd(c.precision.name));
    if (!result.squeezedAxes.empty())
        file += tr("; shape %1").arg(CheckVerdict::shape(result.shape, result.squeezedAxes));
    std::size_t past = 0;
    for (std::size_t h = 0; h < c.headRelError.size(); ++h)
        past += c.headRelError[h] > c.headTolerance[h] ? 1 : 0;
    const QString within =
        past == 0 ? tr("every head within its tolerance")
                  : tr("%1 of %2 heads past their tolerance").arg(past).arg(c.headRelError.size());
    const QString where =
        bias ? tr("head %1, query %2, key %3").arg(c.worstHead).arg(c.worstQuery).arg(c.worstKey)
             : tr("head %1").arg(c.worstHead);
    const QString numbers =
        tr("largest relative error %1 at %2, tolerance %3")
            .arg(CheckVerdict::number(c.maxRelError), where, CheckVerdict::number(c.tolerance));
    v.details =
        tr("%1<br>Compared against the reference (%2): %3; %4.<br>%5")
            .arg(file.toHtmlEscaped(),
                 bias ? tr("relative to each slope times the distance, at least 1")
                      : tr("relative to each slope"),
                 within, numbers.toHtmlEscaped(), causeExplanation(c.cause).toHtmlEscaped());
    if (!c.match)
        v.details = tr("Likely cause: %1").arg(causeSummary(c).toHtmlEscaped()) +
                    QStringLiteral("<br>") + v.details;
    return v;
}
