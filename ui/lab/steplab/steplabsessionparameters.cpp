#include "steplabsessionparameters.h"

#include "session/pageparameters.h"

#include <QCoreApplication>

QJsonObject StepLabSessionParameters::toJson(const StepLabSessionValues &v)
{
    const pelab::StepLabParams &p = v.params;
    return QJsonObject{
        {QStringLiteral("positions"), QStringLiteral("%1,%2").arg(p.p).arg(p.q)},
        {QStringLiteral("dim"), double(p.dim)},
        {QStringLiteral("base"), p.base},
        {QStringLiteral("off"), !p.positionSignal},
        {QStringLiteral("step"), v.step},
        // As in `pelab-cli steplab --mistake NAME`: empty while the mistakes mode is off.
        {QStringLiteral("mistake"),
         v.mistake ? QString::fromLatin1(pelab::mistakeId(*v.mistake).data()) : QString()},
    };
}

StepLabSessionValues StepLabSessionParameters::fromJson(const QJsonObject &parameters,
                                                        const QString &tab, QStringList *warnings)
{
    PageParameters in(parameters, tab, warnings);
    StepLabSessionValues v;
    const pelab::StepLabParams defaults;
    pelab::StepLabParams &p = v.params;
    const QString defaultPositions = QStringLiteral("%1,%2").arg(defaults.p).arg(defaults.q);
    const QString positions = in.text(QStringLiteral("positions"), defaultPositions);
    const QStringList parts = positions.split(QLatin1Char(','));
    bool okP = false;
    bool okQ = false;
    if (parts.size() == 2) {
        p.p = parts[0].trimmed().toLongLong(&okP);
        p.q = parts[1].trimmed().toLongLong(&okQ);
    }
    if (!okP || !okQ || p.p < 0 || p.p > 1'000'000 || p.q < 1 ||
        p.q > pelab::kStepLabComparedPositions) {
        if (warnings)
            warnings->append(
                QCoreApplication::translate("StepLabPage",
                                            "%1: parameter \"positions\" must be two positions "
                                            "P,Q (P 0 … 1000000, Q 1 … %2); the default is used")
                    .arg(tab)
                    .arg(pelab::kStepLabComparedPositions));
        p.p = defaults.p;
        p.q = defaults.q;
    }
    p.dim = in.integer(QStringLiteral("dim"), defaults.dim, pelab::kStepLabMinDim,
                       pelab::kStepLabMaxDim);
    p.base = in.real(QStringLiteral("base"), defaults.base, 1.5, 1e9);
    p.positionSignal = !in.flag(QStringLiteral("off"), !defaults.positionSignal);
    v.step = int(in.integer(QStringLiteral("step"), 1, 1, pelab::kStepLabStepCount));
    QStringList mistakes{QString()};
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        mistakes << QString::fromLatin1(pelab::mistakeId(pelab::StepMistake(m)).data());
    const QString mistake = in.choice(QStringLiteral("mistake"), QString(), mistakes);
    if (!mistake.isEmpty())
        v.mistake = pelab::parseMistake(mistake.toStdString());
    in.finish();
    return v;
}
