// pelab-cli learned: the JSON report against values computed here, outputs read back exactly
// (CSV, .npy, safetensors), bad files refused with exit 2 and one line naming the file.
#include "clitestutils.h"

#include "arrayfile.h"
#include "npyformat.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <bit>
#include <cmath>

using CliTestUtils::CliFixture;

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

private:
    void writeFile(const QString &name, const QByteArray &bytes);
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
    QCOMPARE(m_cli.run({QStringLiteral("learned"), QStringLiteral("--json")}).exitCode, 2);
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

QTEST_GUILESS_MAIN(TestCliLearned)
#include "tst_clilearned.moc"
