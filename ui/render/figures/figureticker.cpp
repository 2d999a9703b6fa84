#include "figureticker.h"

#include "figures/figurenumbers.h"
#include "figures/niceticks.h"

#include <algorithm>

double FigureTicker::getTickStep(const QCPRange &range)
{
    // The densest round step with at most tickCount() labels in the range.
    const qsizetype most = std::max(2, tickCount());
    const NiceTicks::Ticks ticks = NiceTicks::fit(
        range.lower, range.upper, m_integers ? 1.0 : 0.0, 1.0, [&range, most](double s) {
            return NiceTicks::values(range.lower, range.upper, s).size() <= most ? 0.0 : 2.0;
        });
    setTickOrigin(ticks.anchor);
    m_step = ticks.step > 0.0 ? ticks.step : QCPAxisTicker::getTickStep(range);
    // The decimals of the round step the labels come from (two end labels: "−1", "1").
    m_decimalsStep = ticks.anchor != 0.0 ? std::min(m_step, std::abs(ticks.anchor)) : m_step;
    return m_step;
}

int FigureTicker::getSubTickCount(double)
{
    return 0;
}

QString FigureTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return FigureNumbers::text(tick, FigureNumbers::decimals(m_decimalsStep));
}
