// The fuzz seed corpus and the fuzz regressions replayed through the array-file readers:
// every input either loads consistently or is refused with a pelab::Error naming the file.
#include "arrayfile.h"
#include "csvreader.h"
#include "error.h"
#include "npyreader.h"
#include "safetensorsreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// The readers' memory limit in the fuzz targets (fuzz/fuzzcheck.h).
constexpr std::uint64_t kFuzzMemoryLimit = std::uint64_t(64) << 20;

enum class Reader
{
    Npy,
    Csv,
    Safetensors
};

struct Outcome
{
    int loaded = 0;  // reads that succeeded
    int refused = 0; // reads refused with pelab::Error
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return file.readAll();
}

// A successful read: shape within the limit, the NaN and Inf counts matching the values.
void checkLoaded(const pelab::LoadedArray &array, const std::string &name)
{
    QVERIFY2(array.ndim == 1 || array.ndim == 2, name.c_str());
    QVERIFY2(array.ndim == 2 || array.values.rows() <= 1, name.c_str());
    QVERIFY2(array.values.size() * sizeof(double) <= kFuzzMemoryLimit, name.c_str());
    std::size_t nan = 0;
    std::size_t inf = 0;
    for (std::size_t i = 0; i < array.values.size(); ++i) {
        const double v = array.values.data()[i];
        nan += std::isnan(v) ? 1 : 0;
        inf += std::isinf(v) ? 1 : 0;
    }
    QCOMPARE(array.nanCount, nan);
    QCOMPARE(array.infCount, inf);
}

// Runs one read; a pelab::Error must start with "name: ".
template <typename Read> void attempt(Read read, const std::string &name, Outcome &outcome)
{
    try {
        const pelab::LoadedArray array = read();
        checkLoaded(array, name);
        ++outcome.loaded;
    } catch (const pelab::Error &error) {
        const std::string message = error.what();
        QVERIFY2(message.rfind(name + ": ", 0) == 0, message.c_str());
        ++outcome.refused;
    }
}

// What the fuzz target for `reader` does with these bytes.
Outcome replay(Reader reader, const QByteArray &bytes, const std::string &name)
{
    Outcome outcome;
    pelab::ArrayReadOptions options;
    options.memoryLimit = kFuzzMemoryLimit;
    const char *data = bytes.constData();
    const std::size_t size = std::size_t(bytes.size());
    switch (reader) {
    case Reader::Npy:
        attempt([&] { return pelab::readNpyBytes(data, size, name, options); }, name, outcome);
        break;
    case Reader::Csv:
        attempt([&] { return pelab::readCsvBytes(data, size, name, options); }, name, outcome);
        break;
    case Reader::Safetensors: {
        std::vector<pelab::TensorInfo> tensors;
        try {
            tensors = pelab::listSafetensorsBytes(data, size, name);
        } catch (const pelab::Error &) {
        }
        for (const pelab::TensorInfo &tensor : tensors) {
            options.tensorName = tensor.name;
            attempt([&] { return pelab::readSafetensorsBytes(data, size, name, options); }, name,
                    outcome);
        }
        options.tensorName.clear();
        attempt([&] { return pelab::readSafetensorsBytes(data, size, name, options); }, name,
                outcome);
        break;
    }
    }
    return outcome;
}

Reader readerFor(const QString &prefix)
{
    if (prefix == QLatin1String("npy"))
        return Reader::Npy;
    if (prefix == QLatin1String("csv"))
        return Reader::Csv;
    if (prefix == QLatin1String("safetensors"))
        return Reader::Safetensors;
    qFatal("unknown reader %s", qPrintable(prefix));
}

} // namespace

class TestFuzzCorpus : public QObject
{
    Q_OBJECT

private slots:
    void seeds_data();
    void seeds();
    void regressions_data();
    void regressions();
};

// Each seed, with whether it is a valid file (loads) or a deliberate near-miss (refused).
void TestFuzzCorpus::seeds_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("valid");
    const QStringList broken = {QStringLiteral("npy/truncated.npy"),
                                QStringLiteral("npy/int.npy"),
                                QStringLiteral("npy/empty.npy"),
                                QStringLiteral("csv/ragged.csv"),
                                QStringLiteral("safetensors/duplicate.safetensors"),
                                QStringLiteral("safetensors/badlength.safetensors")};
    const QDir corpus(QStringLiteral(PELAB_FUZZ_CORPUS_DIR));
    int count = 0;
    for (const QString &reader :
         {QStringLiteral("npy"), QStringLiteral("csv"), QStringLiteral("safetensors")}) {
        const QDir dir(corpus.filePath(reader));
        for (const QString &file : dir.entryList(QDir::Files, QDir::Name)) {
            const QString relative = reader + QLatin1Char('/') + file;
            QTest::newRow(qPrintable(relative))
                << reader << dir.filePath(file) << !broken.contains(relative);
            ++count;
        }
    }
    if (count < 20)
        qFatal("the fuzz seed corpus is missing (%d files)", count);
}

void TestFuzzCorpus::seeds()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(bool, valid);
    const std::string name = QFileInfo(file).fileName().toStdString();
    const Outcome outcome = replay(readerFor(reader), readAll(file), name);
    if (QTest::currentTestFailed())
        return;
    if (valid)
        QVERIFY2(outcome.loaded > 0, "a valid seed was refused");
    else
        QCOMPARE(outcome.loaded, 0);
}

void TestFuzzCorpus::regressions_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(PELAB_FUZZ_REGRESSIONS_DIR));
    int count = 0;
    for (const QString &file : dir.entryList(QDir::Files, QDir::Name)) {
        if (file == QLatin1String("README.md"))
            continue;
        QTest::newRow(qPrintable(file))
            << file.section(QLatin1Char('-'), 0, 0) << dir.filePath(file);
        ++count;
    }
    if (count == 0)
        QTest::newRow("none") << QString() << QString();
}

void TestFuzzCorpus::regressions()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    if (file.isEmpty())
        QSKIP("no fuzz target has found anything yet");
    replay(readerFor(reader), readAll(file), QFileInfo(file).fileName().toStdString());
}

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
