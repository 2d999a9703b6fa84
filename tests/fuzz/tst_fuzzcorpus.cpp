// The fuzz seed corpus (fuzz/corpus/) and the fuzz regressions (tests/data/fuzz-regressions/)
// replayed through the fuzz targets' own bodies (fuzz/fuzzarrays.h, fuzzsession.h, fuzzlesson.h):
// every input is read exactly as the libFuzzer target reads it, and a broken invariant fails the
// test.
#include "fuzzarrays.h"
#include "fuzzlesson.h"
#include "fuzzsession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <string>

namespace {

using Target = pelab::fuzz::Outcome (*)(const char *data, std::size_t size,
                                        const std::string &name);

// The target of each reader name: a corpus folder, a regression file's prefix.
Target targetFor(const QString &reader)
{
    if (reader == QLatin1String("npy"))
        return pelab::fuzz::fuzzNpy;
    if (reader == QLatin1String("csv"))
        return pelab::fuzz::fuzzCsv;
    if (reader == QLatin1String("safetensors"))
        return pelab::fuzz::fuzzSafetensors;
    if (reader == QLatin1String("session"))
        return pelab::fuzz::fuzzSession;
    if (reader == QLatin1String("lesson"))
        return pelab::fuzz::fuzzLesson;
    return nullptr;
}

const QStringList &readers()
{
    static const QStringList names{QStringLiteral("npy"), QStringLiteral("csv"),
                                   QStringLiteral("safetensors"), QStringLiteral("session"),
                                   QStringLiteral("lesson")};
    return names;
}

// Runs `file` through the target of `reader`; false (with the test failed) on a broken
// invariant. Any exception but a Violation escapes, and QtTest fails the test on it.
bool replay(const QString &reader, const QString &file, pelab::fuzz::Outcome *outcome)
{
    const Target target = targetFor(reader);
    if (!target) {
        QTest::qFail(qPrintable(QStringLiteral("no fuzz target reads '%1'").arg(reader)), __FILE__,
                     __LINE__);
        return false;
    }
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot open %1").arg(file)), __FILE__, __LINE__);
        return false;
    }
    const QByteArray bytes = in.readAll();
    try {
        *outcome = target(bytes.constData(), std::size_t(bytes.size()),
                          QFileInfo(file).fileName().toStdString());
    } catch (const pelab::fuzz::Violation &violation) {
        QTest::qFail(violation.what(), __FILE__, __LINE__);
        return false;
    }
    return true;
}

// What an input must do besides keeping the invariants.
enum class Expect
{
    Reads,   // a valid seed: at least one read succeeds
    Refused, // a deliberate near-miss: every read is refused
    Either,  // a regression: whatever the target does, within the invariants
};

} // namespace

Q_DECLARE_METATYPE(Expect)

class TestFuzzCorpus : public QObject
{
    Q_OBJECT

private slots:
    void inputs_data();
    void inputs();
};

// Each seed (valid or a near-miss), then every input a fuzz target ever found, named
// `<reader>-<what>`. One table, so that it always has rows (QtTest runs a data-driven test once
// with no data, and QFETCH aborts, when its table is empty): the seeds are never missing.
void TestFuzzCorpus::inputs_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("file");
    QTest::addColumn<Expect>("expect");
    const QStringList broken = {QStringLiteral("npy/truncated.npy"),
                                QStringLiteral("npy/int.npy"),
                                QStringLiteral("npy/empty.npy"),
                                QStringLiteral("csv/ragged.csv"),
                                QStringLiteral("safetensors/duplicate.safetensors"),
                                QStringLiteral("safetensors/badlength.safetensors"),
                                QStringLiteral("session/badfile.json"),
                                QStringLiteral("session/badfigure.json"),
                                QStringLiteral("session/badstyle.json"),
                                QStringLiteral("session/newer.json"),
                                QStringLiteral("session/truncated.json"),
                                QStringLiteral("lesson/badnote.json"),
                                QStringLiteral("lesson/empty.json"),
                                QStringLiteral("lesson/newer.json"),
                                QStringLiteral("lesson/truncated.json")};
    const QDir corpus(QStringLiteral(PELAB_FUZZ_CORPUS_DIR));
    int count = 0;
    for (const QString &reader : readers()) {
        const QDir dir(corpus.filePath(reader));
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        if (files.isEmpty())
            qFatal("the fuzz seed corpus of %s is missing", qPrintable(reader));
        for (const QString &file : files) {
            const QString relative = reader + QLatin1Char('/') + file;
            QTest::newRow(qPrintable(relative))
                << reader << dir.filePath(file)
                << (broken.contains(relative) ? Expect::Refused : Expect::Reads);
            ++count;
        }
    }
    if (count < 30)
        qFatal("the fuzz seed corpus is incomplete (%d files)", count);

    const QDir regressions(QStringLiteral(PELAB_FUZZ_REGRESSIONS_DIR));
    for (const QString &file : regressions.entryList(QDir::Files, QDir::Name)) {
        if (file == QLatin1String("README.md"))
            continue;
        QTest::newRow(qPrintable(QStringLiteral("regression/") + file))
            << file.section(QLatin1Char('-'), 0, 0) << regressions.filePath(file) << Expect::Either;
    }
}

void TestFuzzCorpus::inputs()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(Expect, expect);
    pelab::fuzz::Outcome outcome;
    if (!replay(reader, file, &outcome))
        return;
    if (expect == Expect::Reads)
        QVERIFY2(outcome.loaded > 0, "a valid seed was refused");
    else if (expect == Expect::Refused)
        QCOMPARE(outcome.loaded, 0);
}

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
