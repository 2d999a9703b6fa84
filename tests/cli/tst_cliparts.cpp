#include "clivalues.h"
#include "export/jsonwriter.h"
#include "sinusoidalblockchecks.h"
#include "testutils.h"

#include "sinusoidal.h"
#include "sinusoidalchecks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cstring>
#include <limits>

// The pieces of pelab-cli tested in-process: strict numbers, the JSON writer, and the
// block-wise checks behind `--json`.
class TestCliParts : public QObject
{
    Q_OBJECT

private slots:
    void integers_data();
    void integers();
    void doubles_data();
    void doubles();
    void jsonWriter();
    void blockChecksMatchWholeTable_data();
    void blockChecksMatchWholeTable();
    void rowsIndependentOfTableExtent();
};

void TestCliParts::integers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("value");
    QTest::newRow("plain") << QStringLiteral("128") << true << qint64(128);
    QTest::newRow("negative") << QStringLiteral("-3") << true << qint64(-3);
    QTest::newRow("zero") << QStringLiteral("0") << true << qint64(0);
    QTest::newRow("largest") << QStringLiteral("9223372036854775807") << true
                             << std::numeric_limits<qint64>::max();
    QTest::newRow("overflow") << QStringLiteral("9223372036854775808") << false << qint64(0);
    QTest::newRow("trailing text") << QStringLiteral("12abc") << false << qint64(0);
    QTest::newRow("empty") << QString() << false << qint64(0);
    QTest::newRow("space") << QStringLiteral(" 12") << false << qint64(0);
    QTest::newRow("trailing space") << QStringLiteral("12 ") << false << qint64(0);
    QTest::newRow("plus") << QStringLiteral("+12") << false << qint64(0);
    QTest::newRow("decimal") << QStringLiteral("12.0") << false << qint64(0);
    QTest::newRow("exponent") << QStringLiteral("1e3") << false << qint64(0);
    QTest::newRow("hex") << QStringLiteral("0x10") << false << qint64(0);
}

void TestCliParts::integers()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, value);
    const std::optional<std::int64_t> parsed = CliValues::toInt64(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(qint64(*parsed), value);
}

void TestCliParts::doubles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("value");
    QTest::newRow("integer") << QStringLiteral("10000") << true << 10000.0;
    QTest::newRow("decimal") << QStringLiteral("2.5") << true << 2.5;
    QTest::newRow("exponent") << QStringLiteral("1e4") << true << 1e4;
    QTest::newRow("negative") << QStringLiteral("-0.5") << true << -0.5;
    QTest::newRow("shortest") << QStringLiteral("0.1") << true << 0.1;
    QTest::newRow("overflow") << QStringLiteral("1e999") << false << 0.0;
    QTest::newRow("nan") << QStringLiteral("nan") << false << 0.0;
    QTest::newRow("inf") << QStringLiteral("inf") << false << 0.0;
    QTest::newRow("trailing text") << QStringLiteral("12abc") << false << 0.0;
    QTest::newRow("comma decimal") << QStringLiteral("2,5") << false << 0.0;
    QTest::newRow("empty") << QString() << false << 0.0;
    QTest::newRow("space") << QStringLiteral(" 2") << false << 0.0;
}

void TestCliParts::doubles()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(double, value);
    const std::optional<double> parsed = CliValues::toFiniteDouble(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, value);
}

void TestCliParts::jsonWriter()
{
    JsonWriter json;
    json.beginObject();
    json.add("text", QStringLiteral("quote \" backslash \\ newline \n tab \t ω"));
    json.add("control", std::string_view("\x01", 1));
    json.add("third", 1.0 / 3.0);
    json.add("tiny", 5e-324);
    json.add("count", std::int64_t(-7));
    json.add("flag", false);
    json.add("nan", std::numeric_limits<double>::quiet_NaN());
    json.beginArray("list");
    json.add({}, 1);
    json.beginObject();
    json.endObject();
    json.endArray();
    json.beginArray("empty");
    json.endArray();
    json.endObject();
    const std::string text = json.text();

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, text.c_str());
    const QJsonObject object = document.object();
    QCOMPARE(object.value(QStringLiteral("text")).toString(),
             QStringLiteral("quote \" backslash \\ newline \n tab \t ω"));
    QCOMPARE(object.value(QStringLiteral("control")).toString(), QStringLiteral("\x01"));
    QCOMPARE(object.value(QStringLiteral("third")).toDouble(), 1.0 / 3.0); // round-trips
    QCOMPARE(object.value(QStringLiteral("tiny")).toDouble(), 5e-324);
    QCOMPARE(object.value(QStringLiteral("count")).toInteger(), -7);
    QCOMPARE(object.value(QStringLiteral("flag")).toBool(true), false);
    QVERIFY(object.value(QStringLiteral("nan")).isNull());
    QCOMPARE(object.value(QStringLiteral("list")).toArray().size(), 2);
    QCOMPARE(object.value(QStringLiteral("empty")).toArray().size(), 0);
    // Keys stay in the order written.
    QVERIFY(text.find("\"text\"") < text.find("\"third\""));
    QVERIFY(text.find("\"third\"") < text.find("\"count\""));
}

void TestCliParts::blockChecksMatchWholeTable_data()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<bool>("split");
    QTest::newRow("one row") << qint64(1) << qint64(2) << qint64(0) << false;
    QTest::newRow("fewer rows than the overlap") << qint64(3) << qint64(8) << qint64(0) << false;
    QTest::newRow("one block") << qint64(100) << qint64(64) << qint64(0) << false;
    const qint64 step = pelab::SinusoidalBlockChecks::blockRows(1024);
    QTest::newRow("exactly two blocks") << 2 * step << qint64(1024) << qint64(0) << false;
    QTest::newRow("overlap only past a block") << step + 3 << qint64(1024) << qint64(0) << false;
    QTest::newRow("one row past overlap") << step + 5 << qint64(1024) << qint64(0) << false;
    QTest::newRow("many blocks, split") << 5 * step + 17 << qint64(1024) << qint64(5) << true;
    QTest::newRow("wide rows") << qint64(40) << qint64(65536) << qint64(0) << false;
    QTest::newRow("large positions") << qint64(3000) << qint64(512) << qint64(16777000) << false;
}

void TestCliParts::blockChecksMatchWholeTable()
{
    QFETCH(qint64, positions);
    QFETCH(qint64, dim);
    QFETCH(qint64, start);
    QFETCH(bool, split);
    pelab::SinusoidalParams params;
    params.positions = positions;
    params.dim = dim;
    params.start = start;
    params.layout = split ? pelab::Layout::Split : pelab::Layout::Interleaved;

    const pelab::Matrix table = pelab::sinusoidalTable(params);
    const pelab::SinusoidalChecks whole = pelab::checkSinusoidal(table, params);
    const pelab::SinusoidalChecks blocks = pelab::SinusoidalBlockChecks::compute(params);
    // The same values are checked by the same code: equal, not merely close.
#define PELAB_COMPARE_EXACT(field)                                                                 \
    QVERIFY2(blocks.field == whole.field,                                                          \
             qPrintable(QStringLiteral(#field ": blocks %1, whole table %2")                       \
                            .arg(double(blocks.field), 0, 'g', 17)                                 \
                            .arg(double(whole.field), 0, 'g', 17)))
    PELAB_COMPARE_EXACT(minValue);
    PELAB_COMPARE_EXACT(maxValue);
    PELAB_COMPARE_EXACT(inUnitRange);
    PELAB_COMPARE_EXACT(maxNormError);
    PELAB_COMPARE_EXACT(worstNormPosition);
    PELAB_COMPARE_EXACT(maxDotError);
    PELAB_COMPARE_EXACT(worstDotPosition);
    PELAB_COMPARE_EXACT(worstDotOffset);
    PELAB_COMPARE_EXACT(dotOffsetsChecked);
    PELAB_COMPARE_EXACT(maxShiftResidual);
    PELAB_COMPARE_EXACT(worstShiftPosition);
    PELAB_COMPARE_EXACT(worstShiftPair);
    PELAB_COMPARE_EXACT(shift);
    PELAB_COMPARE_EXACT(tolerance);
#undef PELAB_COMPARE_EXACT
    QCOMPARE(blocks.passed(), whole.passed());
}

// SinusoidalBlockChecks relies on what pelab::fillSinusoidal documents: a row's values do not
// depend on the table's start or size, so blocks hold exactly the rows of the whole table.
void TestCliParts::rowsIndependentOfTableExtent()
{
    const auto samePrefix = [](std::int64_t start) {
        pelab::SinusoidalParams whole;
        whole.positions = 4000;
        whole.dim = 1024;
        whole.start = start;
        pelab::SinusoidalParams prefix = whole;
        prefix.positions = 1000;
        const pelab::Matrix a = pelab::sinusoidalTable(whole);
        const pelab::Matrix b = pelab::sinusoidalTable(prefix);
        return std::memcmp(a.data(), b.data(), b.size() * sizeof(double)) == 0;
    };
    QVERIFY(samePrefix(0));
    QVERIFY(samePrefix(1000000));
    // Across 2^24, where the kernel switches to its large-position correction (per span of
    // positions, so a row's values still do not depend on the table).
    QVERIFY(samePrefix((std::int64_t(1) << 24) - 2216));
}

QTEST_GUILESS_MAIN(TestCliParts)

#include "tst_cliparts.moc"
