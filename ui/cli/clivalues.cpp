#include "clivalues.h"

#include "clierror.h"

#include <QCommandLineParser>

#include <charconv>
#include <cmath>
#include <limits>

namespace {

CliError invalid(const QString &name, const QString &text, const QString &what)
{
    return CliError(CliValues::tr("invalid value for --%1: '%2' %3").arg(name, text, what));
}

} // namespace

std::optional<std::int64_t> CliValues::toInt64(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    const char *begin = bytes.constData();
    const char *end = begin + bytes.size();
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (bytes.isEmpty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

std::optional<double> CliValues::toFiniteDouble(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    const char *begin = bytes.constData();
    const char *end = begin + bytes.size();
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (bytes.isEmpty() || ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::int64_t CliValues::requiredInt64(const QCommandLineParser &parser, const QString &name)
{
    if (!parser.isSet(name))
        throw CliError(tr("missing required option --%1").arg(name));
    return int64(parser, name, 0);
}

std::int64_t CliValues::int64(const QCommandLineParser &parser, const QString &name,
                              std::int64_t fallback)
{
    if (!parser.isSet(name))
        return fallback;
    const QString text = parser.value(name);
    if (const auto value = toInt64(text))
        return *value;
    // Distinguish a number that is merely too large from text that is no number at all.
    if (!text.isEmpty() && toFiniteDouble(text) && !text.contains(QLatin1Char('.')) &&
        !text.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        throw invalid(name, text, tr("is out of range"));
    throw invalid(name, text, tr("is not an integer"));
}

int CliValues::integer(const QCommandLineParser &parser, const QString &name, int fallback)
{
    const std::int64_t value = int64(parser, name, fallback);
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
        throw invalid(name, parser.value(name), tr("is out of range"));
    return int(value);
}

double CliValues::real(const QCommandLineParser &parser, const QString &name, double fallback)
{
    if (!parser.isSet(name))
        return fallback;
    const QString text = parser.value(name);
    if (const auto value = toFiniteDouble(text))
        return *value;
    throw invalid(name, text, tr("is not a finite number"));
}
