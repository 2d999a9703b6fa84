// pelab-cli learned: the JSON report against values computed here, outputs read back exactly
// (CSV, .npy, safetensors), CSV input, the bundled sample without a file, --file as FILE, the
// other views (similarity, spectrum, compare) against values computed here, non-ASCII paths,
// and every bad input (file, CSV, tensor, colormap, view, folder, a file or table above the
// memory limit) refused with exit 2 and one line naming the file and the problem.
#include "clitestutils.h"

#include "arrayfile.h"
#include "npyformat.h"
#include "testutils.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <bit>
#include <cmath>
#include <numbers>

using CliTestUtils::CliFixture;
using CliTestUtils::Run;

namespace {

bool sameBits(const pelab::Matrix &a, const pelab::Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const double x = a.data()[i], y = b.data()[i];
        if (std::bit_cast<std::uint64_t>(x) != std::bit_cast<std::uint64_t>(y) &&
            !(std::isnan(x) && std::isnan(y)))
            return false;
    }
    return true;
}

} // namespace

class TestCliLearned : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonReport();
    void outputsReadBack();
    void safetensorsTensor();
    void badFiles_data();
    void badFiles();
    void figure();
    void csvInput();
    void sampleWithoutFile();
    void fileOption();
    void views();
    void refusals_data();
    void refusals();
    void nonAsciiPaths();
    void aboveTheMemoryLimit_data();
    void aboveTheMemoryLimit();

private:
    void writeFile(const QString &name, const QByteArray &bytes);
    static QByteArray refusal(const CliTestUtils::Run &run, const QString &message);
    QString tableCsv() const;
    CliFixture m_cli;
    pelab::Matrix m_table;
};

void TestCliLearned::writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(m_cli.path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

void TestCliLearned::initTestCase()
{
    QVERIFY(m_cli.isValid());
    m_table = pelab::Matrix(5, 3);
    for (std::size_t i = 0; i < 15; ++i)
        m_table.data()[i] = std::sin(double(i) * 0.9) + 0.01 * double(i);
    m_table(2, 1) = std::nan("");
    std::string npy = pelab::npyHeaderF8({5, 3});
    pelab::appendLittleEndianDoubles(npy, m_table.data(), 15);
    writeFile(QStringLiteral("table.npy"), QByteArray(npy.data(), qsizetype(npy.size())));
}

void TestCliLearned::jsonReport()
{
    const auto run = m_cli.run(
        {QStringLiteral("learned"), QStringLiteral("table.npy"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("npy"));
    QCOMPARE(o.value(QStringLiteral("dtype")).toString(), QStringLiteral("<f8"));
    QCOMPARE(o.value(QStringLiteral("shape")).toArray(), (QJsonArray{5, 3}));
    QCOMPARE(o.value(QStringLiteral("nan_count")).toInt(), 1);
    double min = INFINITY, max = -INFINITY;
    for (std::size_t i = 0; i < 15; ++i) {
        if (!std::isnan(m_table.data()[i])) {
            min = std::min(min, m_table.data()[i]);
            max = std::max(max, m_table.data()[i]);
        }
    }
    QCOMPARE(o.value(QStringLiteral("min")).toDouble(), min);
    QCOMPARE(o.value(QStringLiteral("max")).toDouble(), max);
    // Row 2 holds the NaN: only the pairs (0, 1) and (3, 4) count.
    double sum = 0;
    for (std::size_t t : {0, 3}) {
        double dot = 0, a = 0, b = 0;
        for (std::size_t c = 0; c < 3; ++c) {
            dot += m_table(t, c) * m_table(t + 1, c);
            a += m_table(t, c) * m_table(t, c);
            b += m_table(t + 1, c) * m_table(t + 1, c);
        }
        sum += dot / (std::sqrt(a) * std::sqrt(b));
    }
    QVERIFY(std::abs(o.value(QStringLiteral("mean_neighbour_cosine")).toDouble() - sum / 2) <
            1e-14);
    QCOMPARE(o.value(QStringLiteral("neighbour_pairs")).toInt(), 2);
}

void TestCliLearned::outputsReadBack()
{
    const auto run =
        m_cli.run({QStringLiteral("learned"), QStringLiteral("table.npy"), QStringLiteral("--csv"),
                   QStringLiteral("out.csv"), QStringLiteral("--npy"), QStringLiteral("out.npy"),
                   QStringLiteral("--safetensors"), QStringLiteral("out.safetensors")});
    QCOMPARE(run.exitCode, 0);
    for (const char *name : {"out.csv", "out.npy", "out.safetensors"}) {
        const pelab::LoadedArray a =
            pelab::readArrayFile(m_cli.path(QLatin1StringView(name)).toStdString());
        QCOMPARE(a.values.rows(), std::size_t(5));
        QCOMPARE(a.values.cols(), std::size_t(3));
        for (std::size_t i = 0; i < 15; ++i) {
            const double x = a.values.data()[i], y = m_table.data()[i];
            QVERIFY2(std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y) ||
                         (std::isnan(x) && std::isnan(y)),
                     name);
        }
    }
}

void TestCliLearned::safetensorsTensor()
{
    QFile model(QStringLiteral(PELAB_TEST_DATA_DIR "/model.safetensors"));
    QVERIFY(model.open(QIODevice::ReadOnly));
    writeFile(QStringLiteral("model.safetensors"), model.readAll());
    auto run = m_cli.run(
        {QStringLiteral("learned"), QStringLiteral("model.safetensors"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("model.safetensors: the file holds 4 tensors"), run.err);
    run = m_cli.run({QStringLiteral("learned"), QStringLiteral("model.safetensors"),
                     QStringLiteral("--tensor"), QStringLiteral("wte.bf16"),
                     QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("tensor")).toString(), QStringLiteral("wte.bf16"));
    QCOMPARE(o.value(QStringLiteral("dtype")).toString(), QStringLiteral("BF16"));
    QCOMPARE(o.value(QStringLiteral("max")).toDouble(), 5.0 / 8.0 + 0.125);
}

void TestCliLearned::badFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated npy")
        << QByteArray("\x93NUMPY\x01\x00\x40", 9) << QStringLiteral("bad.npy: truncated");
    QTest::newRow("text named .npy")
        << QByteArray("1,2\n3\n") << QStringLiteral("bad.npy: not a NumPy .npy file");
}

void TestCliLearned::badFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    writeFile(QStringLiteral("bad.npy"), bytes);
    const auto run =
        m_cli.run({QStringLiteral("learned"), QStringLiteral("bad.npy"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err);
    const auto missing = m_cli.run(
        {QStringLiteral("learned"), QStringLiteral("none.npy"), QStringLiteral("--json")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("none.npy: cannot open the file"), missing.err);
}

void TestCliLearned::figure()
{
    const auto run =
        m_cli.run({QStringLiteral("learned"), QStringLiteral("table.npy"), QStringLiteral("--png"),
                   QStringLiteral("t.png"), QStringLiteral("--width"), QStringLiteral("640"),
                   QStringLiteral("--height"), QStringLiteral("480")});
    QCOMPARE(run.exitCode, 0);
    QImage image(m_cli.path(QStringLiteral("t.png")));
    QCOMPARE(image.size(), QSize(640, 480));
}

// Empty when the run is a refusal: exit 2, nothing on stdout, one line "pelab-cli: …" on stderr
// holding `message`; otherwise what is wrong.
QByteArray TestCliLearned::refusal(const Run &run, const QString &message)
{
    const QString err = QString::fromUtf8(run.err);
    if (run.exitCode != 2)
        return "exit code " + QByteArray::number(run.exitCode) + ": " + run.err;
    if (!run.out.isEmpty())
        return "output on stdout: " + run.out;
    if (!err.startsWith(QStringLiteral("pelab-cli: ")) || err.count(QLatin1Char('\n')) != 1 ||
        !err.endsWith(QLatin1Char('\n')))
        return "not one line: " + run.err;
    if (!err.contains(message))
        return "no '" + message.toUtf8() + "' in: " + run.err;
    return {};
}

// The table as a CSV file with a header row and an index column, numbers to 17 digits.
QString TestCliLearned::tableCsv() const
{
    QString text = QStringLiteral("position,d0,d1,d2\r\n");
    for (std::size_t t = 0; t < m_table.rows(); ++t) {
        text += QString::number(t);
        for (std::size_t c = 0; c < m_table.cols(); ++c) {
            const double v = m_table(t, c);
            text += QLatin1Char(',') +
                    (std::isnan(v) ? QStringLiteral("nan") : QString::number(v, 'g', 17));
        }
        text += QStringLiteral("\r\n");
    }
    return text;
}

void TestCliLearned::csvInput()
{
    writeFile(QStringLiteral("table.csv"), tableCsv().toUtf8());
    const auto run =
        m_cli.run({QStringLiteral("learned"), QStringLiteral("table.csv"), QStringLiteral("--json"),
                   QStringLiteral("--npy"), QStringLiteral("csv.npy")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("csv"));
    QCOMPARE(o.value(QStringLiteral("shape")).toArray(), (QJsonArray{5, 3}));
    QCOMPARE(o.value(QStringLiteral("nan_count")).toInt(), 1);
    const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
    QCOMPARE(notes.size(), 2);
    QVERIFY(notes[0].toString().contains(QStringLiteral("header row")));
    QVERIFY(notes[1].toString().contains(QStringLiteral("index column")));
    // Every value as written, to the bit (the index column dropped, NaN kept).
    const pelab::LoadedArray back =
        pelab::readArrayFile(m_cli.path(QStringLiteral("csv.npy")).toStdString());
    QVERIFY(sameBits(back.values, m_table));
}

// Without a file, the bundled sample the window starts on: 64 positions × 32 dimensions.
void TestCliLearned::sampleWithoutFile()
{
    const auto run = m_cli.run({QStringLiteral("learned"), QStringLiteral("--json"),
                                QStringLiteral("--npy"), QStringLiteral("sample.npy")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("file")).toString(), QString());
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("npy"));
    QCOMPARE(o.value(QStringLiteral("view")).toString(), QStringLiteral("table"));
    QCOMPARE(o.value(QStringLiteral("shape")).toArray(), (QJsonArray{64, 32}));
    const pelab::LoadedArray back =
        pelab::readArrayFile(m_cli.path(QStringLiteral("sample.npy")).toStdString());
    QFile sample(QStringLiteral(PELAB_SOURCE_DIR "/resources/samples/learned-sample.npy"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QByteArray bytes = sample.readAll();
    const pelab::LoadedArray original =
        pelab::readArrayBytes(bytes.constData(), std::size_t(bytes.size()), "sample.npy");
    QVERIFY(sameBits(back.values, original.values));
}

// --file FILE is FILE; both given, they must agree.
void TestCliLearned::fileOption()
{
    const auto positional = m_cli.run(
        {QStringLiteral("learned"), QStringLiteral("table.npy"), QStringLiteral("--json")});
    const auto option = m_cli.run({QStringLiteral("learned"), QStringLiteral("--file"),
                                   QStringLiteral("table.npy"), QStringLiteral("--json")});
    const auto both =
        m_cli.run({QStringLiteral("learned"), QStringLiteral("table.npy"), QStringLiteral("--file"),
                   QStringLiteral("table.npy"), QStringLiteral("--json")});
    QCOMPARE(positional.exitCode, 0);
    QCOMPARE(option.exitCode, 0);
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(option.out, positional.out);
    QCOMPARE(both.out, positional.out);
}

// The other views, as the window shows them: values computed here from their definitions.
void TestCliLearned::views()
{
    // A table without NaN: rows E_t = (t + 1, (t − 2)², sin t).
    pelab::Matrix e(5, 3);
    for (std::size_t t = 0; t < 5; ++t) {
        e(t, 0) = double(t) + 1.0;
        e(t, 1) = (double(t) - 2.0) * (double(t) - 2.0);
        e(t, 2) = std::sin(double(t));
    }
    std::string npy = pelab::npyHeaderF8({5, 3});
    pelab::appendLittleEndianDoubles(npy, e.data(), 15);
    writeFile(QStringLiteral("e.npy"), QByteArray(npy.data(), qsizetype(npy.size())));
    const auto view = [&](QStringList options, const QString &output) {
        const auto run = m_cli.run(QStringList{QStringLiteral("learned"), QStringLiteral("e.npy"),
                                               QStringLiteral("--npy"), output} +
                                   options);
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return pelab::readArrayFile(m_cli.path(output).toStdString()).values;
    };
    const auto dot = [&](std::size_t t, std::size_t s) {
        return e(t, 0) * e(s, 0) + e(t, 1) * e(s, 1) + e(t, 2) * e(s, 2);
    };

    // Similarity: cosine by default, and the distance ‖E_t − E_s‖.
    const pelab::Matrix cosine = view({QStringLiteral("--view"), QStringLiteral("similarity")},
                                      QStringLiteral("cosine.npy"));
    const pelab::Matrix distance = view({QStringLiteral("--view"), QStringLiteral("similarity"),
                                         QStringLiteral("--measure"), QStringLiteral("distance")},
                                        QStringLiteral("distance.npy"));
    QCOMPARE(cosine.rows(), std::size_t(5));
    QCOMPARE(distance.cols(), std::size_t(5));
    for (std::size_t t = 0; t < 5; ++t) {
        for (std::size_t s = 0; s < 5; ++s) {
            PELAB_COMPARE_NEAR(cosine(t, s), dot(t, s) / std::sqrt(dot(t, t) * dot(s, s)), 1e-14);
            const double squared = dot(t, t) + dot(s, s) - 2.0 * dot(t, s);
            PELAB_COMPARE_NEAR(distance(t, s), std::sqrt(std::max(0.0, squared)), 1e-12);
        }
    }

    // Compare: the sinusoidal side is PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i),
    // ω_i = 10000^(−2i/4): the width 3 rounded up to 4, its last column left out.
    const pelab::Matrix sinusoidal =
        view({QStringLiteral("--view"), QStringLiteral("compare"),
              QStringLiteral("--compare-export"), QStringLiteral("sinusoidal")},
             QStringLiteral("sinusoidal.npy"));
    QCOMPARE(sinusoidal.cols(), std::size_t(3));
    for (std::size_t t = 0; t < 5; ++t) {
        PELAB_COMPARE_NEAR(sinusoidal(t, 0), std::sin(double(t)), 1e-14);
        PELAB_COMPARE_NEAR(sinusoidal(t, 1), std::cos(double(t)), 1e-14);
        PELAB_COMPARE_NEAR(sinusoidal(t, 2), std::sin(double(t) * 0.01), 1e-14);
    }
    QVERIFY(sameBits(
        view({QStringLiteral("--view"), QStringLiteral("compare")}, QStringLiteral("learned.npy")),
        e));

    // Spectrum: |X_k|/N of the mean-removed column, X_k = Σ_t x_t e^(−2πi·kt/N), k = 0 … 2.
    const pelab::Matrix magnitude =
        view({QStringLiteral("--view"), QStringLiteral("spectrum")}, QStringLiteral("k.npy"));
    QCOMPARE(magnitude.rows(), std::size_t(3));
    for (std::size_t d = 0; d < 3; ++d) {
        double mean = 0.0;
        for (std::size_t t = 0; t < 5; ++t)
            mean += e(t, d) / 5.0;
        for (std::size_t k = 0; k < 3; ++k) {
            double re = 0.0, im = 0.0;
            for (std::size_t t = 0; t < 5; ++t) {
                const double angle = 2.0 * std::numbers::pi * double(k * t) / 5.0;
                re += (e(t, d) - mean) * std::cos(angle);
                im -= (e(t, d) - mean) * std::sin(angle);
            }
            PELAB_COMPARE_NEAR(magnitude(k, d), std::hypot(re, im) / 5.0, 1e-13);
        }
    }
    // Per dimension: peak bin, ω = 2πk/N, wavelength 2π/ω, share.
    const pelab::Matrix peaks = view({QStringLiteral("--view"), QStringLiteral("spectrum"),
                                      QStringLiteral("--spectrum"), QStringLiteral("peaks")},
                                     QStringLiteral("peaks.npy"));
    QCOMPARE(peaks.rows(), std::size_t(3));
    QCOMPARE(peaks.cols(), std::size_t(4));
    for (std::size_t d = 0; d < 3; ++d) {
        const double k = peaks(d, 0);
        QVERIFY(k == 1.0 || k == 2.0);
        PELAB_COMPARE_NEAR(peaks(d, 1), 2.0 * std::numbers::pi * k / 5.0, 1e-15);
        PELAB_COMPARE_NEAR(peaks(d, 2), 5.0 / k, 1e-14);
        QVERIFY(peaks(d, 3) > 0.0 && peaks(d, 3) <= 1.0);
    }

    // --list-views: one line per view.
    const auto list = m_cli.run({QStringLiteral("learned"), QStringLiteral("--list-views")});
    QCOMPARE(list.exitCode, 0);
    const QList<QByteArray> lines = list.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].startsWith("table ") && lines[3].startsWith("compare "));
}

void TestCliLearned::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString model = QStringLiteral("model.safetensors");
    const auto learned = [](std::initializer_list<QString> rest) {
        return QStringList{QStringLiteral("learned")} + QStringList(rest) +
               QStringList{QStringLiteral("--json")};
    };
    // CSV files the reader refuses, naming the line and column.
    QTest::newRow("ragged CSV") << learned({QStringLiteral("ragged.csv")})
                                << "ragged.csv: line 2 has 1 fields, expected 2";
    QTest::newRow("CSV text field") << learned({QStringLiteral("word.csv")})
                                    << "word.csv: line 2, column 2: 'abc' is not a number";
    QTest::newRow("CSV empty field")
        << learned({QStringLiteral("empty.csv")}) << "empty.csv: line 3, column 1:";
    QTest::newRow("semicolon CSV")
        << learned({QStringLiteral("semi.csv")}) << "semi.csv: fields separated by semicolons";
    QTest::newRow("decimal comma CSV")
        << learned({QStringLiteral("comma.csv")}) << "comma.csv: line 3 has 3 fields, expected 2";
    // --tensor naming no tensor, or one that is not floating point.
    QTest::newRow("unknown tensor")
        << learned({model, QStringLiteral("--tensor"), QStringLiteral("wpe")})
        << "model.safetensors: no tensor named 'wpe' (the file holds ";
    QTest::newRow("integer tensor")
        << learned({model, QStringLiteral("--tensor"), QStringLiteral("ids")})
        << "model.safetensors: tensor 'ids' has dtype I64";
    QTest::newRow("--tensor with a .npy")
        << learned({QStringLiteral("table.npy"), QStringLiteral("--tensor"), QStringLiteral("w")})
        << "table.npy: --tensor applies to safetensors files only (this is a npy file)";
    QTest::newRow("unknown colormap")
        << learned(
               {QStringLiteral("table.npy"), QStringLiteral("--colormap"), QStringLiteral("jet")})
        << "--colormap must be one of viridis, rdbu, cividis, magma, grey (got 'jet')";
    QTest::newRow("unknown measure")
        << learned({QStringLiteral("table.npy"), QStringLiteral("--view"),
                    QStringLiteral("similarity"), QStringLiteral("--measure"),
                    QStringLiteral("angle")})
        << "--measure must be one of dot, cosine, distance (got 'angle')";
    QTest::newRow("unknown view")
        << learned({QStringLiteral("table.npy"), QStringLiteral("--view"), QStringLiteral("sky")})
        << "the learned tab has no view \"sky\" (it has: table, similarity, spectrum, compare)";
    QTest::newRow("FILE and another --file")
        << learned({QStringLiteral("table.npy"), QStringLiteral("--file"), QStringLiteral("x.npy")})
        << "two files given: 'table.npy' and --file 'x.npy'";
    QTest::newRow("--tensor with the sample")
        << learned({QStringLiteral("--tensor"), QStringLiteral("w")})
        << "learned-sample.npy: --tensor applies to safetensors files only";
    QTest::newRow("spectrum of one position")
        << learned(
               {QStringLiteral("row.csv"), QStringLiteral("--view"), QStringLiteral("spectrum")})
        << "the spectrum needs at least 2 positions";
    QTest::newRow("a folder") << learned({QStringLiteral("folder.npy")})
                              << "folder.npy: is a folder, not a file";
    QTest::newRow("two files") << learned({QStringLiteral("table.npy"), QStringLiteral("x.npy")})
                               << "unexpected argument 'x.npy'";
}

void TestCliLearned::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    writeFile(QStringLiteral("ragged.csv"), "1,2\n3\n");
    writeFile(QStringLiteral("word.csv"), "1,2\n3,abc\n");
    writeFile(QStringLiteral("empty.csv"), "1,2\n3,4\n,5\n");
    writeFile(QStringLiteral("semi.csv"), "1;2\n3;4\n");
    writeFile(QStringLiteral("comma.csv"), "0.5,2\n1.5,3\n1,5,4\n");
    writeFile(QStringLiteral("row.csv"), "1,2,3\n");
    QFile model(QStringLiteral(PELAB_TEST_DATA_DIR "/model.safetensors"));
    QVERIFY(model.open(QIODevice::ReadOnly));
    writeFile(QStringLiteral("model.safetensors"), model.readAll());
    QVERIFY(QDir().mkpath(m_cli.path(QStringLiteral("folder.npy"))));
    const QStringList before = m_cli.entries();
    const QByteArray problem = refusal(m_cli.run(arguments), message);
    QVERIFY2(problem.isEmpty(), problem.constData());
    QCOMPARE(m_cli.entries(), before); // nothing written
}

void TestCliLearned::nonAsciiPaths()
{
    // Names in UTF-8 whatever the locale: Qt and std::filesystem take the bytes as they are.
    const QString input = QStringLiteral("位置-Tabelle-ä.npy");
    const QString output = QStringLiteral("Ausgabe-ö-出力.csv");
    QFile::remove(m_cli.path(input));
    QVERIFY(QFile::copy(m_cli.path(QStringLiteral("table.npy")), m_cli.path(input)));
    QProcessEnvironment c = QProcessEnvironment::systemEnvironment();
    c.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    for (const QProcessEnvironment &environment : {QProcessEnvironment(), c}) {
        QFile::remove(m_cli.path(output));
        const auto run = m_cli.run({QStringLiteral("learned"), input, QStringLiteral("--json"),
                                    QStringLiteral("--csv"), output},
                                   environment);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(QFileInfo(o.value(QStringLiteral("file")).toString()).fileName(), input);
        const QJsonArray outputs = o.value(QStringLiteral("outputs")).toArray();
        QCOMPARE(outputs.size(), 1);
        QCOMPARE(
            QFileInfo(outputs[0].toObject().value(QStringLiteral("file")).toString()).fileName(),
            output);
        const pelab::LoadedArray back =
            pelab::readArrayFile(QFile::encodeName(m_cli.path(output)).toStdString());
        QVERIFY(sameBits(back.values, m_table));
    }
    const QByteArray problem =
        refusal(m_cli.run({QStringLiteral("learned"), QStringLiteral("fehlt-ü-欠.npy"),
                           QStringLiteral("--json")}),
                QStringLiteral("fehlt-ü-欠.npy: cannot open the file"));
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void TestCliLearned::aboveTheMemoryLimit_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QString>("message");
    const auto npyHeader = [](std::size_t rows, std::size_t cols) {
        const std::string h = pelab::npyHeaderF8({rows, cols});
        return QByteArray(h.data(), qsizetype(h.size()));
    };
    // Sparse files: the sizes cost no disk, and the reader must refuse before reading them.
    QTest::newRow("file above 2 GiB")
        << QStringLiteral("huge.npy") << npyHeader(3, 1 << 27) << (qint64(3) << 30)
        << "huge.npy: the file of 3.00 GiB is above the memory limit of 2.00 GiB";
    // 1 GiB of F16 is 4 GiB as float64: the table, not the file, is above the limit.
    const QByteArray json = R"({"wpe":{"dtype":"F16","shape":[32768,16384],)"
                            R"("data_offsets":[0,1073741824]}})";
    QByteArray header = json + QByteArray((8 - json.size() % 8) % 8, ' ');
    QByteArray length(8, '\0');
    for (int i = 0; i < 8; ++i)
        length[i] = char((quint64(header.size()) >> (8 * i)) & 0xff);
    QTest::newRow("table above 2 GiB")
        << QStringLiteral("big.safetensors") << length + header
        << qint64(8 + header.size()) + (qint64(1) << 30)
        << "big.safetensors: tensor 'wpe' of 32768 x 16384 values would need 4.00 GiB, above "
           "the memory limit of 2.00 GiB";
    // A header announcing 80 GB over a few bytes of data.
    QTest::newRow("shape above the data")
        << QStringLiteral("shape.npy") << npyHeader(100000, 100000)
        << qint64(npyHeader(100000, 100000).size() + 16)
        << "shape.npy: truncated data: shape (100000, 100000) of <f8 needs 80000000000 bytes";
}

void TestCliLearned::aboveTheMemoryLimit()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, head);
    QFETCH(qint64, size);
    QFETCH(QString, message);
    {
        QFile file(m_cli.path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(head), head.size());
        QVERIFY(file.resize(size));
    }
    const QByteArray problem =
        refusal(m_cli.run({QStringLiteral("learned"), name, QStringLiteral("--json")}), message);
    QFile::remove(m_cli.path(name));
    QVERIFY2(problem.isEmpty(), problem.constData());
}

QTEST_GUILESS_MAIN(TestCliLearned)
#include "tst_clilearned.moc"
