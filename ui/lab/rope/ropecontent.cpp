#include "ropecontent.h"

#include "rope/ropespec.h"

#include "spec/tabstate.h"

#include "error.h"

#include <QRegularExpression>

#include <cmath>

std::vector<double> RopeContent::parseList(const QString &text, const QString &role)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.trimmed().split(separators, Qt::SkipEmptyParts);
    std::vector<double> out;
    for (const QString &part : parts) {
        bool ok = false;
        const double value = part.toDouble(&ok); // C locale: '.' decimals
        if (!ok || !std::isfinite(value))
            throw pelab::Error(tr("%1: '%2' is not a finite number").arg(role, part).toStdString());
        out.push_back(value);
    }
    return out;
}

std::vector<double> RopeContent::parseVector(const QString &text, std::int64_t dim,
                                             const QString &role)
{
    std::vector<double> out = parseList(text, role);
    if (std::int64_t(out.size()) != dim)
        throw pelab::Error(tr("%1 must hold d = %2 numbers (got %3)")
                               .arg(role)
                               .arg(dim)
                               .arg(out.size())
                               .toStdString());
    return out;
}

std::optional<double> RopeContent::parseTolerance(const QString &text, bool *ok)
{
    const QString trimmed = text.trimmed();
    if (ok)
        *ok = true;
    if (trimmed.isEmpty())
        return std::nullopt;
    bool parsed = false;
    const double tolerance = trimmed.toDouble(&parsed);
    if (!parsed || !(tolerance >= 0.0) || !std::isfinite(tolerance)) {
        if (ok)
            *ok = false;
        return std::nullopt;
    }
    return tolerance;
}

QString RopeContent::toleranceProblem(const QString &text)
{
    bool ok = false;
    parseTolerance(text, &ok);
    return ok ? QString() : tr("the tolerance '%1' is not a number ≥ 0").arg(text.trimmed());
}

void RopeContent::resolve(const TabState &state, pelab::RopeParameters &params, bool readFiles)
{
    const QString content = state.text(RopeKeys::content);
    if (content == QLatin1String("typed")) {
        params.q = parseVector(state.text(RopeKeys::qValues), params.dim, QStringLiteral("q"));
        params.k = parseVector(state.text(RopeKeys::kValues), params.dim, QStringLiteral("k"));
    } else if (content == QLatin1String("files")) {
        const QString q = state.text(RopeKeys::q);
        const QString k = state.text(RopeKeys::k);
        if (q.isEmpty() || k.isEmpty())
            throw pelab::Error(tr("choose the files of q and k").toStdString());
        if (readFiles) {
            params.q = pelab::readRopeVector(q.toStdString(), params.dim, "q");
            params.k = pelab::readRopeVector(k.toStdString(), params.dim, "k");
        }
    }
}
