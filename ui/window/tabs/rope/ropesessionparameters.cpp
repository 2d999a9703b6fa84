#include "ropesessionparameters.h"

#include "session/pageparameters.h"

#include <limits>

QJsonObject RopeSessionParameters::toJson(const RopeControlValues &v, Colormap colormap)
{
    const pelab::RopeParameters &p = v.params;
    const pelab::RopeScaling &s = p.scaling;
    QJsonObject out{
        {QStringLiteral("dim"), double(p.dim)},
        {QStringLiteral("positions"), double(p.positions)},
        {QStringLiteral("start"), double(p.start)},
        {QStringLiteral("base"), p.base},
        {QStringLiteral("pairing"), QString::fromUtf8(pelab::pairingName(p.pairing))},
        {QStringLiteral("scaling"), QString::fromUtf8(pelab::scalingName(s.type))},
        {QStringLiteral("factor"), s.factor.value_or(1.0)},
        {QStringLiteral("original-max-positions"), double(s.originalMaxPositions.value_or(0))},
        {QStringLiteral("low-freq-factor"), s.lowFreqFactor},
        {QStringLiteral("high-freq-factor"), s.highFreqFactor},
        {QStringLiteral("beta-fast"), s.betaFast},
        {QStringLiteral("beta-slow"), s.betaSlow},
        {QStringLiteral("precision"), QString::fromUtf8(pelab::precisionName(p.precision))},
        {QStringLiteral("content"), RopeControls::contentName(v.content)},
        {QStringLiteral("seed"), double(p.seed)},
        {QStringLiteral("q-values"), v.qText},
        {QStringLiteral("k-values"), v.kText},
        {QStringLiteral("sweep-positions"), double(v.sweepPositions)},
        {QStringLiteral("sweep-max-power"), v.sweepMaxPower},
        {QStringLiteral("colormap"), colormapId(colormap)},
    };
    // Keys that would be empty or "automatic" are left out, so that each maps to a valid
    // `pelab-cli rope` option.
    if (s.sequenceLength)
        out.insert(QStringLiteral("sequence-length"), double(*s.sequenceLength));
    if (!v.qFile.isEmpty())
        out.insert(QStringLiteral("q"), v.qFile);
    if (!v.kFile.isEmpty())
        out.insert(QStringLiteral("k"), v.kFile);
    if (!v.toleranceText.isEmpty())
        out.insert(QStringLiteral("tolerance"), v.toleranceText);
    return out;
}

RopeControlValues RopeSessionParameters::fromJson(const QJsonObject &parameters, const QString &tab,
                                                  QStringList *warnings, Colormap *colormapOut)
{
    PageParameters in(parameters, tab, warnings);
    const RopeControlValues defaults;
    RopeControlValues v;
    pelab::RopeParameters &p = v.params;
    const int intMax = std::numeric_limits<int>::max();
    p.dim = in.integer(QStringLiteral("dim"), defaults.params.dim, 2, pelab::kMaxRopeDim);
    p.positions = in.integer(QStringLiteral("positions"), defaults.params.positions, 1,
                             pelab::kMaxRopePositions);
    p.start = in.integer(QStringLiteral("start"), 0, 0, intMax);
    p.base = in.real(QStringLiteral("base"), pelab::kDefaultRopeBase, 1.0001, 1e12);
    p.pairing =
        pelab::parsePairing(in.choice(QStringLiteral("pairing"), QStringLiteral("interleaved"),
                                      {QStringLiteral("interleaved"), QStringLiteral("half")})
                                .toStdString())
            .value_or(pelab::RopePairing::Interleaved);
    QStringList scalings;
    for (const char *name : {"none", "linear", "dynamic", "yarn", "llama3"})
        scalings << QString::fromLatin1(name);
    p.scaling.type =
        pelab::parseScaling(
            in.choice(QStringLiteral("scaling"), QStringLiteral("none"), scalings).toStdString())
            .value_or(pelab::RopeScalingType::None);
    const bool llama = p.scaling.type == pelab::RopeScalingType::Llama3;
    p.scaling.factor =
        in.real(QStringLiteral("factor"), llama ? pelab::kLlama3Factor : 4.0, 1.0, 1e6);
    const std::int64_t original =
        in.integer(QStringLiteral("original-max-positions"), 0, 0, intMax);
    if (original > 0)
        p.scaling.originalMaxPositions = original;
    const std::int64_t sequence = in.integer(QStringLiteral("sequence-length"), 0, 0, intMax);
    if (sequence > 0)
        p.scaling.sequenceLength = sequence;
    p.scaling.lowFreqFactor = in.real(QStringLiteral("low-freq-factor"), 1.0, 0.001, 1e6);
    p.scaling.highFreqFactor = in.real(QStringLiteral("high-freq-factor"), 4.0, 0.001, 1e6);
    p.scaling.betaFast = in.real(QStringLiteral("beta-fast"), 32.0, 0.001, 1e6);
    p.scaling.betaSlow = in.real(QStringLiteral("beta-slow"), 1.0, 0.001, 1e6);
    p.precision =
        pelab::parsePrecision(in.choice(QStringLiteral("precision"), QStringLiteral("f64"),
                                        {QStringLiteral("f64"), QStringLiteral("f32"),
                                         QStringLiteral("bf16"), QStringLiteral("f16")})
                                  .toStdString())
            .value_or(pelab::Precision::F64);
    const QString content =
        in.choice(QStringLiteral("content"), QStringLiteral("random"),
                  {QStringLiteral("random"), QStringLiteral("typed"), QStringLiteral("files")});
    v.content = content == QLatin1String("typed")   ? RopeContent::Typed
                : content == QLatin1String("files") ? RopeContent::Files
                                                    : RopeContent::Random;
    p.seed = std::uint64_t(in.integer(QStringLiteral("seed"), 0, 0, intMax));
    v.qText = in.text(QStringLiteral("q-values"), {});
    v.kText = in.text(QStringLiteral("k-values"), {});
    v.qFile = in.text(QStringLiteral("q"), {});
    v.kFile = in.text(QStringLiteral("k"), {});
    v.toleranceText = in.text(QStringLiteral("tolerance"), {});
    v.sweepPositions =
        in.integer(QStringLiteral("sweep-positions"), defaults.sweepPositions, 2, 1024);
    v.sweepMaxPower =
        int(in.integer(QStringLiteral("sweep-max-power"), defaults.sweepMaxPower, 1, 40));
    QStringList colormaps;
    for (Colormap c : allColormaps())
        colormaps << colormapId(c);
    const QString colormap =
        in.choice(QStringLiteral("colormap"), colormapId(Colormap::RdBu), colormaps);
    in.finish();
    if (colormapOut)
        *colormapOut = parseColormap(colormap).value_or(Colormap::RdBu);
    return v;
}
