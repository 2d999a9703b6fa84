#include "figurenumbers.h"

#include <algorithm>
#include <cmath>

namespace FigureNumbers {

QString text(double value, int decimals)
{
    QString out = QString::number(value, 'f', std::clamp(decimals, 0, 17));
    if (out.startsWith(QLatin1Char('-'))) {
        // Written as zero ("-0.00"): no sign.
        if (out.count(QLatin1Char('0')) == out.size() - 1 - out.count(QLatin1Char('.')))
            return out.mid(1);
        out[0] = QChar(0x2212);
    }
    return out;
}

QString general(double value, int precision)
{
    if (value == 0.0)
        return QStringLiteral("0");
    return QString::number(value, 'g', precision).replace(QLatin1Char('-'), QChar(0x2212));
}

int decimals(double step)
{
    if (!(step > 0.0) || !std::isfinite(step))
        return 0;
    // The decimals of the step's leading digit (1e-9 absorbs 0.1 stored as 0.1000…01).
    return std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 15);
}

} // namespace FigureNumbers
