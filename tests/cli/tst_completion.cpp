// The bash completions of pelab and pelab-cli, generated at build time (pelab-docs): bash itself
// runs each completion function on partial command lines, and what it offers is compared with
// what the programs list (their --help, --list-views, --list-presets, --list-styles, lesson
// --list) and with the files of a temporary directory.
#include "commandlinetestutils.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace CommandLineTestUtils;

namespace {

const QString kCli = QStringLiteral(PELAB_CLI_PATH);

QStringList sorted(QStringList list)
{
    list.removeDuplicates();
    list.sort();
    return list;
}

QStringList startingWith(const QStringList &list, const QString &prefix)
{
    QStringList found;
    for (const QString &word : list) {
        if (word.startsWith(prefix))
            found << word;
    }
    return sorted(found);
}

} // namespace

class TestCompletion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void commands();
    void everyOptionOfEveryCommand();
    void choices();
    void files();
    void valuesToType();
    void window();

private:
    // What bash offers for `words` (the program first; the last word is being completed), run
    // in `directory`.
    QStringList complete(const QString &program, const QStringList &words,
                         const QString &directory = {}, const QString &shellOptions = {}) const;

    QTemporaryDir m_dir;
};

void TestCompletion::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const QString &name :
         {QStringLiteral("alpha.npy"), QStringLiteral("alpine.csv"), QStringLiteral("beta.npy"),
          QStringLiteral("with space.npy"), QStringLiteral("[x].npy"), QStringLiteral("x")}) {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("albums")));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("whole")));
}

QStringList TestCompletion::complete(const QString &program, const QStringList &words,
                                     const QString &directory, const QString &shellOptions) const
{
    // The words as a bash array, each single-quoted; bash splits a word at each '=' itself
    // ("--x=v" is three words), so the test does as COMP_WORDBREAKS does.
    QStringList split;
    for (const QString &word : words) {
        const QStringList parts = word.split(QLatin1Char('='));
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (i > 0)
                split << QStringLiteral("=");
            if (!parts.at(i).isEmpty() || i == parts.size() - 1)
                split << parts.at(i);
        }
    }
    QStringList quoted;
    for (const QString &word : split)
        quoted << QLatin1Char('\'') +
                      QString(word).replace(QLatin1Char('\''), QStringLiteral("'\\''")) +
                      QLatin1Char('\'');
    const QString function =
        QLatin1Char('_') + QString(program).replace(QLatin1Char('-'), QLatin1Char('_'));
    const QString script = shellOptions + QStringLiteral("\nsource '%1/%2' || exit 3\n"
                                                         "COMP_WORDS=(%3)\nCOMP_CWORD=%4\n%5\n"
                                                         "printf '%s\\n' \"${COMPREPLY[@]}\"\n")
                                              .arg(QStringLiteral(PELAB_COMPLETION_DIR), program,
                                                   quoted.join(QLatin1Char(' ')))
                                              .arg(split.size() - 1)
                                              .arg(function);
    QProcess bash;
    bash.setWorkingDirectory(directory.isEmpty() ? m_dir.path() : directory);
    bash.start(QStringLiteral("/bin/bash"),
               {QStringLiteral("--norc"), QStringLiteral("-c"), script});
    if (!bash.waitForFinished(30000) || bash.exitCode() != 0)
        return {QStringLiteral("<bash failed: %1>")
                    .arg(QString::fromUtf8(bash.readAllStandardError()))};
    return sorted(QString::fromUtf8(bash.readAllStandardOutput())
                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts));
}

void TestCompletion::commands()
{
    const QStringList names = CommandLineTestUtils::commands(kCli);
    QVERIFY(names.contains(QStringLiteral("rope")) && names.contains(QStringLiteral("lesson")));
    QCOMPARE(complete(QStringLiteral("pelab-cli"), {QStringLiteral("pelab-cli"), QString()}),
             sorted(names + QStringList{QStringLiteral("--help"), QStringLiteral("--version")}));
    QCOMPARE(
        complete(QStringLiteral("pelab-cli"), {QStringLiteral("pelab-cli"), QStringLiteral("ro")}),
        QStringList{QStringLiteral("rope")});
    QCOMPARE(
        complete(QStringLiteral("pelab-cli"), {QStringLiteral("pelab-cli"), QStringLiteral("s")}),
        startingWith(names, QStringLiteral("s")));
}

void TestCompletion::everyOptionOfEveryCommand()
{
    for (const QString &command : CommandLineTestUtils::commands(kCli)) {
        const QStringList options = helpOptions(output(kCli, {command, QStringLiteral("--help")}));
        QVERIFY2(options.size() >= 2, qPrintable(command));
        QCOMPARE(complete(QStringLiteral("pelab-cli"),
                          {QStringLiteral("pelab-cli"), command, QStringLiteral("-")}),
                 sorted(options));
        QCOMPARE(complete(QStringLiteral("pelab-cli"),
                          {QStringLiteral("pelab-cli"), command, QStringLiteral("--")}),
                 startingWith(options, QStringLiteral("--")));
    }
    QCOMPARE(
        complete(QStringLiteral("pelab-cli"),
                 {QStringLiteral("pelab-cli"), QStringLiteral("rope"), QStringLiteral("--sca")}),
        startingWith(helpOptions(output(kCli, {QStringLiteral("rope"), QStringLiteral("--help")})),
                     QStringLiteral("--sca")));
}

void TestCompletion::choices()
{
    const QString cli = QStringLiteral("pelab-cli");
    // Views, as --list-views lists them, after --view and after --view=.
    for (const QString &command :
         {QStringLiteral("alibi"), QStringLiteral("rope"), QStringLiteral("buckets")}) {
        const QStringList views =
            firstColumn(output(kCli, {command, QStringLiteral("--list-views")}));
        QVERIFY(!views.isEmpty());
        QCOMPARE(complete(cli, {cli, command, QStringLiteral("--view"), QString()}), sorted(views));
        QCOMPARE(complete(cli, {cli, command, QStringLiteral("--view=")}), sorted(views));
    }
    // Presets of the command's own family.
    const QStringList presets =
        firstColumn(output(kCli, {QStringLiteral("rope"), QStringLiteral("--list-presets")}));
    QVERIFY(presets.contains(QStringLiteral("llama-3.1-8b")));
    QCOMPARE(complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--preset"),
                            QStringLiteral("llama")}),
             startingWith(presets, QStringLiteral("llama")));
    QCOMPARE(complete(cli, {cli, QStringLiteral("buckets"), QStringLiteral("--preset"), QString()}),
             sorted(firstColumn(
                 output(kCli, {QStringLiteral("buckets"), QStringLiteral("--list-presets")}))));
    // Figure styles, for a tab and for a lesson.
    const QStringList styles =
        firstColumn(output(kCli, {QStringLiteral("sinusoidal"), QStringLiteral("--list-styles")}));
    QCOMPARE(styles.size(), 4);
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("--style=")}),
             sorted(styles));
    QCOMPARE(complete(cli, {cli, QStringLiteral("lesson"), QStringLiteral("--style"),
                            QStringLiteral("paper")}),
             startingWith(styles, QStringLiteral("paper")));
    // A parameter's choices: RoPE's scalings (Hugging Face's rope_type values) and pairings.
    QCOMPARE(
        complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--scaling"), QString()}),
        sorted({QStringLiteral("none"), QStringLiteral("linear"), QStringLiteral("dynamic"),
                QStringLiteral("yarn"), QStringLiteral("llama3"), QStringLiteral("longrope")}));
    QCOMPARE(complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--pairing"), QString()}),
             sorted({QStringLiteral("interleaved"), QStringLiteral("half")}));
    QCOMPARE(complete(cli, {cli, QStringLiteral("steplab"), QStringLiteral("--lang"), QString()}),
             sorted({QStringLiteral("en"), QStringLiteral("ja")}));
    // A shipped lesson's name, or a file of the directory.
    const QStringList lessons =
        firstColumn(output(kCli, {QStringLiteral("lesson"), QStringLiteral("--list")}));
    QVERIFY(lessons.contains(QStringLiteral("why-sin-cos")));
    QCOMPARE(
        complete(cli, {cli, QStringLiteral("lesson"), QStringLiteral("wh")}),
        sorted(startingWith(lessons, QStringLiteral("wh")) + QStringList{QStringLiteral("whole")}));
}

void TestCompletion::files()
{
    const QString cli = QStringLiteral("pelab-cli");
    const QStringList al{QStringLiteral("albums"), QStringLiteral("alpha.npy"),
                         QStringLiteral("alpine.csv")};
    // Where a file is expected: an option's value, with or without '=', and an argument.
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("--file"),
                            QStringLiteral("al")}),
             al);
    QCOMPARE(complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--config=al")}), al);
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("--npy"),
                            QStringLiteral("al")}),
             al);
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("al")}), al);
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("wi")}),
             QStringList{QStringLiteral("with space.npy")});
    // A path in another directory.
    const QString prefix = m_dir.path() + QStringLiteral("/be");
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("--file"), prefix},
                      QDir::tempPath()),
             QStringList{m_dir.filePath(QStringLiteral("beta.npy"))});
    // The second Tab after a space: what was typed is escaped or quoted.
    const QStringList space{QStringLiteral("with space.npy")};
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("with\\ sp")}), space);
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("'with sp")}), space);
    QCOMPARE(complete(cli, {cli, QStringLiteral("learned"), QStringLiteral("\"with sp")}), space);
    // A file name that is also a glob pattern comes back as it is, under any shell option.
    const QStringList bracket{QStringLiteral("[x].npy")};
    QCOMPARE(
        complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--q"), QStringLiteral("[")}),
        bracket);
    QCOMPARE(complete(cli,
                      {cli, QStringLiteral("rope"), QStringLiteral("--q"), QStringLiteral("[")}, {},
                      QStringLiteral("shopt -s failglob")),
             bracket);
    QCOMPARE(complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("-k"), QStringLiteral("[")},
                      {}, QStringLiteral("shopt -s nullglob; set -u")),
             bracket);
    // Only directories where a directory is expected.
    QCOMPARE(complete(cli, {cli, QStringLiteral("session"), QStringLiteral("--outdir"),
                            QStringLiteral("al")}),
             QStringList{QStringLiteral("albums")});
}

void TestCompletion::valuesToType()
{
    const QString cli = QStringLiteral("pelab-cli");
    // A number or a name typed by the user: nothing offered (neither options nor files).
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                            QString()}),
             QStringList());
    QCOMPARE(
        complete(cli, {cli, QStringLiteral("rope"), QStringLiteral("--dim"), QStringLiteral("a")}),
        QStringList());
    // A value that holds '=' itself (compare --settings tab.key=value).
    QCOMPARE(complete(cli, {cli, QStringLiteral("compare"), QStringLiteral("--settings"),
                            QStringLiteral("rope.dim=")}),
             QStringList());
    // One dash works as two on pelab-cli's command line.
    QCOMPARE(
        complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("-positions"), QString()}),
        QStringList());
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("-view"),
                            QStringLiteral("heat")}),
             QStringList{QStringLiteral("heatmap")});
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("-no-t")}),
             QStringList{QStringLiteral("--no-title")});
    // After a flag, the options again.
    QCOMPARE(complete(cli, {cli, QStringLiteral("sinusoidal"), QStringLiteral("--json"),
                            QStringLiteral("--no-t")}),
             QStringList{QStringLiteral("--no-title")});
}

void TestCompletion::window()
{
    const QString pelab = QStringLiteral("pelab");
    const QStringList options =
        helpOptions(output(QStringLiteral(PELAB_WINDOW_PATH), {QStringLiteral("--help")}));
    QVERIFY(options.contains(QStringLiteral("--tab")));
    QCOMPARE(complete(pelab, {pelab, QStringLiteral("--")}), sorted(options));
    QStringList tabs = CommandLineTestUtils::commands(kCli);
    tabs.removeAll(QStringLiteral("session"));
    tabs.removeAll(QStringLiteral("lesson"));
    QCOMPARE(complete(pelab, {pelab, QStringLiteral("--tab"), QString()}), sorted(tabs));
    QCOMPARE(complete(pelab, {pelab, QStringLiteral("--open"), QStringLiteral("be")}),
             QStringList{QStringLiteral("beta.npy")});
    // --view offers every tab's views: those of rope among them.
    const QStringList views = complete(pelab, {pelab, QStringLiteral("--view"), QString()});
    for (const QString &view :
         firstColumn(output(kCli, {QStringLiteral("rope"), QStringLiteral("--list-views")})))
        QVERIFY2(views.contains(view), qPrintable(view));
}

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
