#include "logticks.h"

#include "figures/figurenumbers.h"

#include <algorithm>
#include <cmath>

namespace LogTicks {

namespace {

// Positions computed as e + log10(m) may miss a range end computed from the data by an ulp.
constexpr double kSlack = 1e-9;
// Exponents written as plain numbers (10^−4 … 10^5).
constexpr int kPlainLowest = -4;
constexpr int kPlainHighest = 5;

// mantissa × 10^e for every mantissa and every `every`-th exponent e within lower … upper.
QList<Tick> ticks(double lower, double upper, const QList<int> &mantissas, int every)
{
    QList<Tick> out;
    const int first = int(std::floor(lower));
    const int last = int(std::ceil(upper));
    for (int e = first; e <= last; ++e) {
        if (e % every != 0)
            continue;
        for (int mantissa : mantissas) {
            const double position = double(e) + std::log10(double(mantissa));
            if (position >= lower - kSlack && position <= upper + kSlack)
                out.append({std::clamp(position, lower, upper), label(mantissa, e)});
        }
    }
    return out;
}

// Whether every two neighbouring labels keep clear of each other.
bool clear(const QList<Tick> &ticks, double pixelsPerDecade,
           const std::function<double(const QString &)> &extent)
{
    for (qsizetype i = 1; i < ticks.size(); ++i) {
        const double apart = (ticks[i].position - ticks[i - 1].position) * pixelsPerDecade;
        if (apart < (extent(ticks[i - 1].label) + extent(ticks[i].label)) / 2.0)
            return false;
    }
    return true;
}

} // namespace

QString label(int mantissa, int exponent)
{
    if (exponent >= kPlainLowest && exponent <= kPlainHighest)
        return FigureNumbers::text(double(mantissa) * std::pow(10.0, exponent),
                                   std::max(0, -exponent));
    const QString power = QStringLiteral("10^{%1}").arg(FigureNumbers::text(exponent, 0));
    if (mantissa == 1)
        return power;
    return QString::number(mantissa) + QChar(0x00d7) + power;
}

QList<Tick> fit(double lower, double upper, double length,
                const std::function<double(const QString &label)> &extent)
{
    const double span = upper - lower;
    if (!(span > 0.0) || !std::isfinite(span) || !(length > 0.0))
        return {};
    // Densest first: 1-2-5 over a short range, then every decade, every 2nd, 3rd, ….
    QList<QList<Tick>> choices;
    if (span < 2.0)
        choices.append(ticks(lower, upper, {1, 2, 5}, 1));
    for (int every : {1, 2, 3, 5, 10, 20, 50, 100})
        choices.append(ticks(lower, upper, {1}, every));
    QList<Tick> sparsest;
    for (const QList<Tick> &choice : std::as_const(choices)) {
        if (choice.size() < 2)
            continue;
        if (clear(choice, length / span, extent))
            return choice;
        sparsest = choice;
    }
    if (!sparsest.isEmpty())
        return {sparsest.first(), sparsest.last()};
    return {{lower, FigureNumbers::general(std::pow(10.0, lower))},
            {upper, FigureNumbers::general(std::pow(10.0, upper))}};
}

} // namespace LogTicks
