#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

// What the built programs say about their own command lines, read from their output as a user
// reads it (the tests of the manual pages and of the shell completion compare against it).
namespace CommandLineTestUtils {

inline QString output(const QString &program, const QStringList &arguments)
{
    QProcess process;
    // `pelab --help` ends in QCommandLineParser::process(), which calls exit() with main's
    // QApplication still alive: under the sanitizer build LeakSanitizer would report its memory
    // and make the exit status non-zero. The window's leaks are checked by the tests that open
    // and close it; here only its help text matters.
    if (program.endsWith(QStringLiteral("/pelab")) && qEnvironmentVariableIsSet("ASAN_OPTIONS")) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("ASAN_OPTIONS"), qEnvironmentVariable("ASAN_OPTIONS") +
                                                               QStringLiteral(":detect_leaks=0"));
        process.setProcessEnvironment(environment);
    }
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The commands `pelab-cli --help` lists under "Commands:".
inline QStringList commands(const QString &cli)
{
    QStringList names;
    bool inCommands = false;
    for (const QString &line : output(cli, {QStringLiteral("--help")}).split(QLatin1Char('\n'))) {
        if (line == QStringLiteral("Commands:")) {
            inCommands = true;
            continue;
        }
        if (inCommands && line.trimmed().isEmpty())
            break;
        if (inCommands)
            names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    }
    return names;
}

// The options a --help text lists in its "Options:" block, by their long names ("  -h, --help",
// "  --dim <D>"), or their short one when they have no other ("  -q <FILE>").
inline QStringList helpOptions(const QString &help)
{
    static const QRegularExpression optionColumn(
        QStringLiteral("^  (?:-[?a-zA-Z], )*(--[a-z][a-z0-9-]*)"));
    static const QRegularExpression shortOnly(QStringLiteral("^  (-[a-zA-Z])(?: <| |$)"));
    QStringList names;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        QRegularExpressionMatch match = optionColumn.match(line);
        if (!match.hasMatch())
            match = shortOnly.match(line);
        if (match.hasMatch() && !names.contains(match.captured(1)))
            names << match.captured(1);
    }
    return names;
}

// The first column of a listing (--list-views, --list-presets, --list-styles, lesson --list).
inline QStringList firstColumn(const QString &listing)
{
    QStringList names;
    for (const QString &line : listing.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names << line.section(QLatin1Char(' '), 0, 0);
    return names;
}

} // namespace CommandLineTestUtils
