#include "valuetext.h"

#include <charconv>
#include <cmath>

namespace ValueText {

std::optional<std::int64_t> parseInteger(const QString &text)
{
    const QByteArray bytes = text.trimmed().toUtf8();
    std::int64_t value = 0;
    const char *end = bytes.constData() + bytes.size();
    const auto [ptr, ec] = std::from_chars(bytes.constData(), end, value);
    if (bytes.isEmpty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

std::optional<double> parseReal(const QString &text)
{
    const QByteArray bytes = text.trimmed().toUtf8();
    double value = 0.0;
    const char *end = bytes.constData() + bytes.size();
    const auto [ptr, ec] = std::from_chars(bytes.constData(), end, value);
    if (bytes.isEmpty() || ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QString shortest(double value)
{
    // Positional from 10⁻⁴ to 10¹⁵, as people write them (500000, not 5e+05), otherwise the
    // shortest of both; either reads back as the same double.
    const double magnitude = std::abs(value);
    const bool positional = magnitude >= 1e-4 && magnitude < 1e15;
    char buffer[400];
    const auto [ptr, ec] =
        positional ? std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed)
                   : std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? QString::fromLatin1(buffer, ptr - buffer) : QString();
}

bool isAutomatic(const QString &text)
{
    return text.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0 ||
           text.compare(QLatin1String("automatic"), Qt::CaseInsensitive) == 0;
}

} // namespace ValueText
