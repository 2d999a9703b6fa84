#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

class QCommandLineParser;

// Strict parsing of option values: the whole text must be the number ("12abc", "", " 12",
// "1e999", "nan" are refused). The option readers throw CliError (exit 2) naming the option.
class CliValues
{
    Q_DECLARE_TR_FUNCTIONS(CliValues)

public:
    static std::optional<std::int64_t> toInt64(const QString &text);
    static std::optional<double> toFiniteDouble(const QString &text);

    // The value of --name; throws when the option is missing or not a number.
    static std::int64_t requiredInt64(const QCommandLineParser &parser, const QString &name);
    // The value of --name, or `fallback` when not given; throws when not a number.
    static std::int64_t int64(const QCommandLineParser &parser, const QString &name,
                              std::int64_t fallback);
    static int integer(const QCommandLineParser &parser, const QString &name, int fallback);
    static double real(const QCommandLineParser &parser, const QString &name, double fallback);
};
