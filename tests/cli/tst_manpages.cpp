// The manual pages pelab(1) and pelab-cli(1), generated at build time (pelab-docs): every option
// each program accepts, as its --help lists it, is in the page (in its command's section, or
// among the output options), with its default; every view of every command; the exit status;
// and groff renders both pages without a warning.
#include "commandlinetestutils.h"
#include "testutils.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace CommandLineTestUtils;

namespace {

QString page(const QString &program)
{
    QFile file(QStringLiteral(PELAB_MAN_DIR "/") + program + QStringLiteral(".1"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Roff source as plain text: escapes undone, fonts dropped, break points removed.
QString plain(QString roff)
{
    roff.remove(QRegularExpression(QStringLiteral("\\\\f[BIR]")));
    roff.remove(QStringLiteral("\\:"));
    roff.remove(QStringLiteral("\\&"));
    roff.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    roff.replace(QStringLiteral("\\e"), QStringLiteral("\\"));
    static const QRegularExpression unicode(QStringLiteral("\\\\\\[u([0-9A-F]{4,6})\\]"));
    for (QRegularExpressionMatch m = unicode.match(roff); m.hasMatch(); m = unicode.match(roff)) {
        const char32_t c = m.captured(1).toUInt(nullptr, 16);
        roff.replace(m.capturedStart(), m.capturedLength(), QString::fromUcs4(&c, 1));
    }
    return roff;
}

// The part of the page from the line starting with `start` to the next heading of `level`
// (".SS" or ".SH") or the end.
QString section(const QString &roff, const QString &start)
{
    const qsizetype from = roff.indexOf(start);
    if (from < 0)
        return {};
    qsizetype to = roff.size();
    for (const QString &heading : {QStringLiteral("\n.SS"), QStringLiteral("\n.SH")}) {
        const qsizetype next = roff.indexOf(heading, from + 1);
        if (next >= 0)
            to = std::min(to, next);
    }
    return roff.mid(from, to - from);
}

// The text --help gives an option: from its line to the next option's.
QString helpEntry(const QString &help, const QString &option)
{
    const QStringList lines = help.split(QLatin1Char('\n'));
    QString text;
    bool in = false;
    for (const QString &line : lines) {
        const bool optionLine = line.startsWith(QStringLiteral("  -"));
        if (optionLine)
            in = QRegularExpression(QStringLiteral("^  (-., )?") +
                                    QRegularExpression::escape(option) +
                                    QStringLiteral("(?:[ ,=]|$)"))
                     .match(line)
                     .hasMatch() ||
                 line.trimmed().section(QLatin1Char(' '), 0, 0) == option;
        else if (line.trimmed().isEmpty() || !line.startsWith(QLatin1Char(' ')))
            in = false;
        if (in)
            text += line + QLatin1Char(' ');
    }
    return text.simplified();
}

} // namespace

class TestManPages : public QObject
{
    Q_OBJECT

private slots:
    void cliCommandsHaveEveryOption_data();
    void cliCommandsHaveEveryOption();
    void cliPageHasCommandsAndExitStatus();
    void windowPageHasEveryOption();
    void groffRendersWithoutWarnings_data();
    void groffRendersWithoutWarnings();
};

void TestManPages::cliCommandsHaveEveryOption_data()
{
    QTest::addColumn<QString>("command");
    const QStringList names = commands(QStringLiteral(PELAB_CLI_PATH));
    QVERIFY2(names.size() >= 10, qPrintable(names.join(QLatin1Char(' '))));
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
}

void TestManPages::cliCommandsHaveEveryOption()
{
    QFETCH(QString, command);
    const QString roff = page(QStringLiteral("pelab-cli"));
    QVERIFY2(!roff.isEmpty(), "pelab-cli.1 not generated");
    const QString own =
        section(roff, QStringLiteral(".SS \"pelab\\-cli ") + command + QLatin1Char(' '));
    QVERIFY2(!own.isEmpty(), qPrintable(command + QStringLiteral(" has no section")));
    const QString outputs = section(roff, QStringLiteral(".SH \"OUTPUT OPTIONS\""));
    const QString ownText = plain(own);
    const QString outputText = plain(outputs);

    const QString help =
        output(QStringLiteral(PELAB_CLI_PATH), {command, QStringLiteral("--help")});
    const QStringList options = helpOptions(help);
    QVERIFY2(options.size() >= 2, qPrintable(help));
    for (const QString &option : options) {
        const QString term = QStringLiteral("\\fB") +
                             QString(option).replace(QLatin1Char('-'), QStringLiteral("\\-")) +
                             QStringLiteral("\\fR");
        QVERIFY2(own.contains(term) || outputs.contains(term),
                 qPrintable(QStringLiteral("%1 %2 is not in pelab-cli(1)").arg(command, option)));
        // Its default, as --help states it, is in the page too.
        static const QRegularExpression defaultValue(QStringLiteral("\\(default ([^);]+)[);]"));
        const QRegularExpressionMatch match = defaultValue.match(helpEntry(help, option));
        if (match.hasMatch())
            QVERIFY2(ownText.contains(match.captured(0)) || outputText.contains(match.captured(0)),
                     qPrintable(QStringLiteral("%1 %2: \"%3\" is not in the page")
                                    .arg(command, option, match.captured(0))));
    }
    // Every option the section documents is one the command accepts.
    static const QRegularExpression documented(
        QStringLiteral("^\\.TP\\n\\\\fB\\\\-\\\\-([a-z0-9\\\\-]+)\\\\fR"),
        QRegularExpression::MultilineOption);
    for (auto it = documented.globalMatch(own); it.hasNext();) {
        const QString option =
            QStringLiteral("--") + it.next().captured(1).remove(QLatin1Char('\\'));
        QVERIFY2(
            options.contains(option),
            qPrintable(QStringLiteral("pelab-cli(1) documents %1 %2, which --help does not list")
                           .arg(command, option)));
    }
    // Every view, by name, with what it shows.
    if (options.contains(QStringLiteral("--list-views"))) {
        const QStringList views = firstColumn(
            output(QStringLiteral(PELAB_CLI_PATH), {command, QStringLiteral("--list-views")}));
        QVERIFY(!views.isEmpty());
        for (const QString &view : views)
            QVERIFY2(
                own.contains(QStringLiteral(".TP\n.B ") +
                             QString(view).replace(QLatin1Char('-'), QStringLiteral("\\-")) +
                             QLatin1Char('\n')),
                qPrintable(QStringLiteral("%1's view %2 is not in the page").arg(command, view)));
    }
}

void TestManPages::cliPageHasCommandsAndExitStatus()
{
    const QString roff = page(QStringLiteral("pelab-cli"));
    QVERIFY(roff.startsWith(QStringLiteral(".\\\"")));
    QVERIFY(roff.contains(QStringLiteral(".TH PELAB\\-CLI 1 \"\" \"PE Lab " PELAB_VERSION "\"")));
    const QString status = section(roff, QStringLiteral(".SH \"EXIT STATUS\""));
    for (const QString &code : {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")})
        QVERIFY2(status.contains(QStringLiteral(".TP\n.B ") + code + QLatin1Char('\n')),
                 qPrintable(status));
    QVERIFY(section(roff, QStringLiteral(".SH EXAMPLES"))
                .contains(QStringLiteral("pelab\\-cli sinusoidal")));
    QVERIFY(roff.contains(QStringLiteral(".BR pelab (1)")));
    // Nothing but ASCII: other characters are groff's escapes.
    for (const QChar c : roff)
        QVERIFY2(c.unicode() < 0x80, qPrintable(QStringLiteral("U+%1").arg(c.unicode(), 4, 16)));
}

void TestManPages::windowPageHasEveryOption()
{
    const QString roff = page(QStringLiteral("pelab"));
    QVERIFY2(!roff.isEmpty(), "pelab.1 not generated");
    const QString help = output(QStringLiteral(PELAB_WINDOW_PATH), {QStringLiteral("--help")});
    const QStringList options = helpOptions(help);
    QVERIFY2(options.contains(QStringLiteral("--screenshot")) &&
                 options.contains(QStringLiteral("--tab")),
             qPrintable(help));
    const QString own = section(roff, QStringLiteral(".SH OPTIONS"));
    for (const QString &option : options)
        QVERIFY2(own.contains(QStringLiteral("\\fB") +
                              QString(option).replace(QLatin1Char('-'), QStringLiteral("\\-")) +
                              QStringLiteral("\\fR")),
                 qPrintable(option + QStringLiteral(" is not in pelab(1)")));
    // Every tab --tab opens is named.
    const QString text = plain(own);
    for (const QString &command : commands(QStringLiteral(PELAB_CLI_PATH))) {
        if (command != QStringLiteral("session") && command != QStringLiteral("lesson"))
            QVERIFY2(text.contains(command), qPrintable(command));
    }
    QVERIFY(roff.contains(QStringLiteral(".SH \"EXIT STATUS\"")));
    QVERIFY(roff.contains(QStringLiteral(".BR pelab\\-cli (1)")));
}

void TestManPages::groffRendersWithoutWarnings_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("device");
    // utf8: man in a UTF-8 locale; ascii: in the C locale, where every character outside ASCII
    // needs the page's fallback (a missing one is a warning, and the character would vanish).
    for (const QString &device : {QStringLiteral("utf8"), QStringLiteral("ascii")}) {
        for (const QString &program : {QStringLiteral("pelab"), QStringLiteral("pelab-cli")})
            QTest::newRow(qPrintable(program + QLatin1Char(' ') + device)) << program << device;
    }
}

void TestManPages::groffRendersWithoutWarnings()
{
    QFETCH(QString, program);
    QFETCH(QString, device);
    const QString groff = QStandardPaths::findExecutable(QStringLiteral("groff"));
    if (groff.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("groff is not installed (groff-base)");
    // As man(1) formats it for an 80-column terminal, every warning on.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    process.setProcessEnvironment(environment);
    process.start(groff,
                  {QStringLiteral("-man"), QStringLiteral("-T") + device, QStringLiteral("-ww"),
                   QStringLiteral("-rLL=78n"), QStringLiteral("-P-cbou"),
                   QStringLiteral(PELAB_MAN_DIR "/") + program + QStringLiteral(".1")});
    QVERIFY(process.waitForFinished(60000));
    const QString warnings = QString::fromUtf8(process.readAllStandardError());
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
    QVERIFY2(text.contains(QStringLiteral("EXIT STATUS")), qPrintable(text.left(400)));
    // The options read as they are typed: ASCII hyphens, not hyphenated across lines.
    QVERIFY(text.contains(QStringLiteral("--help")));
}

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
