#include "integerticker.h"

#include <cmath>

double IntegerTicker::getTickStep(const QCPRange &range)
{
    const double step = QCPAxisTicker::getTickStep(range);
    // The nice steps below 10 are 1, 2, 2.5 and 5 (times a power of ten): 2.5 becomes 2, and
    // steps below 1 become 1.
    return step < 1.0 ? 1.0 : std::floor(step);
}

int IntegerTicker::getSubTickCount(double tickStep)
{
    // Sub-ticks only where they fall on whole numbers too.
    const double count = tickStep - 1.0;
    if (tickStep <= 5.0)
        return int(count);
    return QCPAxisTicker::getSubTickCount(tickStep);
}
