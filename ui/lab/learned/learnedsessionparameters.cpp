#include "learnedsessionparameters.h"

#include "session/pageparameters.h"

namespace {

const QStringList kMeasures = {QStringLiteral("dot"), QStringLiteral("cosine"),
                               QStringLiteral("distance")};
const QStringList kSpectrumViews = {QStringLiteral("magnitude"), QStringLiteral("peaks")};
const QStringList kCompareSides = {QStringLiteral("learned"), QStringLiteral("sinusoidal")};

} // namespace

QJsonObject LearnedSessionParameters::toJson(const LearnedSessionValues &v)
{
    return QJsonObject{
        {QStringLiteral("file"), v.file},
        {QStringLiteral("tensor"), v.tensor},
        {QStringLiteral("colormap"), colormapId(v.colormap)},
        {QStringLiteral("measure"), kMeasures.at(int(v.measure))},
        {QStringLiteral("spectrum"),
         kSpectrumViews.at(v.spectrum == LearnedSpectrumView::Magnitude ? 0 : 1)},
        {QStringLiteral("compare-export"), kCompareSides.at(v.compareSinusoidal ? 1 : 0)},
    };
}

LearnedSessionValues LearnedSessionParameters::fromJson(const QJsonObject &parameters,
                                                        const QString &tab, QStringList *warnings)
{
    PageParameters in(parameters, tab, warnings);
    const LearnedSessionValues defaults;
    LearnedSessionValues v;
    v.file = in.text(QStringLiteral("file"), {});
    v.tensor = in.text(QStringLiteral("tensor"), {});
    const QString colormap =
        in.choice(QStringLiteral("colormap"), colormapId(defaults.colormap),
                  {QStringLiteral("viridis"), QStringLiteral("rdbu"), QStringLiteral("cividis"),
                   QStringLiteral("magma"), QStringLiteral("grey")});
    v.colormap = parseColormap(colormap).value_or(defaults.colormap);
    const QString measure =
        in.choice(QStringLiteral("measure"), kMeasures.at(int(defaults.measure)), kMeasures);
    v.measure = SimilarityMeasure(kMeasures.indexOf(measure));
    const QString spectrum =
        in.choice(QStringLiteral("spectrum"), kSpectrumViews.first(), kSpectrumViews);
    v.spectrum = spectrum == kSpectrumViews.first() ? LearnedSpectrumView::Magnitude
                                                    : LearnedSpectrumView::PeakShare;
    v.compareSinusoidal = in.choice(QStringLiteral("compare-export"), kCompareSides.first(),
                                    kCompareSides) == kCompareSides.at(1);
    in.finish();
    return v;
}
