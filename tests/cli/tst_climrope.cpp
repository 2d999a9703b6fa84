// `pelab-cli rope` with a sequence, M-RoPE sections and a layer schedule (issue 27), run as a
// process: the ids written out by hand for a small sequence, the cache and the axes from the
// formulas, the 2-D invariance, the check of an implementation's cache (and of a NoPE layer),
// the JSON report's sequence and schedule, and every refusal (exit 2, one line).
#include "clitestutils.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <array>
#include <cmath>
#include <vector>

using namespace CliTestUtils;

namespace {

const QString kSequence = QStringLiteral("text:5,image:1x4x6,text:3");

// The ids of kSequence with merge 2, written out: text 0 … 4, the 2 × 3 merged image at 5
// (h 5–6, w 5–7), the text after it from the largest id + 1 = 8.
const std::vector<std::array<int, 3>> kIds = {
    {0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {3, 3, 3}, {4, 4, 4}, {5, 5, 5}, {5, 5, 6},
    {5, 5, 7}, {5, 6, 5}, {5, 6, 6}, {5, 6, 7}, {8, 8, 8}, {9, 9, 9}, {10, 10, 10}};
// What a port that numbers image tokens as text gives: 0 … 13.
std::vector<std::array<int, 3>> consecutiveIds()
{
    std::vector<std::array<int, 3>> ids;
    for (int i = 0; i < 14; ++i)
        ids.push_back({i, i, i});
    return ids;
}

constexpr int kDim = 16; // 8 pairs; sections 2, 3, 3

// The axis of pair i: chunked 2, 3, 3 (t 0–1, h 2–4, w 5–7), or Qwen3-VL's interleaving.
int axisOf(int pair, bool interleaved)
{
    if (interleaved) {
        if (pair % 3 == 1 && pair < 3 * 3)
            return 1;
        if (pair % 3 == 2 && pair < 3 * 3)
            return 2;
        return 0;
    }
    return pair < 2 ? 0 : pair < 5 ? 1 : 2;
}

// cos (or sin) of token r, column c, half pairing: pair c mod d/2, θ_i = 10000^(−2i/d).
double cacheValue(const std::vector<std::array<int, 3>> &ids, int row, int column, bool sin,
                  bool interleaved = false)
{
    const int pair = column % (kDim / 2);
    const double theta = std::pow(10000.0, -2.0 * pair / kDim);
    const double angle = ids[std::size_t(row)][std::size_t(axisOf(pair, interleaved))] * theta;
    return sin ? std::sin(angle) : std::cos(angle);
}

QStringList rope(const QStringList &more)
{
    return QStringList{QStringLiteral("rope"), QStringLiteral("--dim"), QString::number(kDim),
                       QStringLiteral("--pairing"), QStringLiteral("half")} +
           more;
}

// The CSV's value rows (label column dropped).
std::vector<std::vector<double>> readCsv(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<std::vector<double>> rows;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        std::vector<double> row;
        const QList<QByteArray> cells = lines[i].trimmed().split(',');
        for (qsizetype c = 1; c < cells.size(); ++c)
            row.push_back(cells[c].toDouble());
        rows.push_back(row);
    }
    return rows;
}

void writeCache(const QString &path, const std::vector<std::array<int, 3>> &ids, bool sin)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int r = 0; r < int(ids.size()); ++r) {
        QStringList cells;
        for (int c = 0; c < kDim; ++c)
            cells << QString::number(cacheValue(ids, r, c, sin), 'g', 17);
        file.write(cells.join(QLatin1Char(',')).toUtf8() + '\n');
    }
}

} // namespace

class TestCliMrope : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void positions();
    void cache_data();
    void cache();
    void axes();
    void gridScores();
    void report();
    void check_data();
    void check();
    void nopeLayer();
    void ownCacheMatches_data();
    void ownCacheMatches();
    void presets();
    void refusals_data();
    void refusals();

private:
    CliFixture m_cli;
};

void TestCliMrope::positions()
{
    const Run run = m_cli.run(
        rope({QStringLiteral("--sequence"), kSequence, QStringLiteral("--mrope-section"),
              QStringLiteral("2,3,3"), QStringLiteral("--view"), QStringLiteral("positions"),
              QStringLiteral("--csv"), QStringLiteral("ids.csv")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const auto rows = readCsv(m_cli.path(QStringLiteral("ids.csv")));
    QCOMPARE(rows.size(), kIds.size());
    const int segments[] = {0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2};
    for (std::size_t r = 0; r < rows.size(); ++r) {
        QCOMPARE(rows[r].size(), std::size_t(4));
        QCOMPARE(int(rows[r][0]), segments[r]);
        for (int a = 0; a < 3; ++a)
            QCOMPARE(int(rows[r][std::size_t(1 + a)]), kIds[r][std::size_t(a)]);
    }
}

void TestCliMrope::cache_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<bool>("interleaved");
    QTest::newRow("cos chunked") << QStringLiteral("cos") << false;
    QTest::newRow("sin chunked") << QStringLiteral("sin") << false;
    QTest::newRow("cos interleaved") << QStringLiteral("cos") << true;
    QTest::newRow("sin interleaved") << QStringLiteral("sin") << true;
}

void TestCliMrope::cache()
{
    QFETCH(QString, view);
    QFETCH(bool, interleaved);
    QStringList args{QStringLiteral("--sequence"),      kSequence,
                     QStringLiteral("--mrope-section"), QStringLiteral("2,3,3"),
                     QStringLiteral("--view"),          view,
                     QStringLiteral("--csv"),           QStringLiteral("cache.csv")};
    if (interleaved)
        args << QStringLiteral("--mrope-interleaved");
    const Run run = m_cli.run(rope(args));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const auto rows = readCsv(m_cli.path(QStringLiteral("cache.csv")));
    QCOMPARE(rows.size(), kIds.size());
    for (int r = 0; r < int(rows.size()); ++r) {
        QCOMPARE(rows[std::size_t(r)].size(), std::size_t(kDim));
        for (int c = 0; c < kDim; ++c) {
            const double expected =
                cacheValue(kIds, r, c, view == QLatin1String("sin"), interleaved);
            QVERIFY2(std::abs(rows[std::size_t(r)][std::size_t(c)] - expected) <= 1e-14,
                     qPrintable(QStringLiteral("token %1 column %2").arg(r).arg(c)));
        }
    }
}

void TestCliMrope::axes()
{
    for (const bool interleaved : {false, true}) {
        QStringList args{QStringLiteral("--mrope-section"), QStringLiteral("2,3,3"),
                         QStringLiteral("--view"),          QStringLiteral("axes"),
                         QStringLiteral("--csv"),           QStringLiteral("axes.csv")};
        if (interleaved)
            args << QStringLiteral("--mrope-interleaved");
        const Run run = m_cli.run(rope(args));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const auto rows = readCsv(m_cli.path(QStringLiteral("axes.csv")));
        QCOMPARE(rows.size(), std::size_t(kDim / 2));
        for (int i = 0; i < kDim / 2; ++i) {
            QCOMPARE(int(rows[std::size_t(i)][0]), axisOf(i, interleaved));
            QCOMPARE(int(rows[std::size_t(i)][1]), i); // half: columns i and i + d/2
            QCOMPARE(int(rows[std::size_t(i)][2]), i + kDim / 2);
        }
    }
}

void TestCliMrope::gridScores()
{
    // M-RoPE: the score of two patches depends only on (Δh, Δw).
    const Run run = m_cli.run(
        rope({QStringLiteral("--sequence"), QStringLiteral("text:2,image:1x8x8"),
              QStringLiteral("--mrope-section"), QStringLiteral("2,3,3"), QStringLiteral("--view"),
              QStringLiteral("grid-scores"), QStringLiteral("--patch-row"), QStringLiteral("1"),
              QStringLiteral("--patch-col"), QStringLiteral("2"), QStringLiteral("--csv"),
              QStringLiteral("grid.csv"), QStringLiteral("--json")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject grid =
        QJsonDocument::fromJson(run.out).object().value(QStringLiteral("grid_scores")).toObject();
    QCOMPARE(grid.value(QStringLiteral("rows")).toInt(), 4);
    QCOMPARE(grid.value(QStringLiteral("cols")).toInt(), 4);
    QVERIFY(grid.value(QStringLiteral("invariant")).toBool());
    QVERIFY(grid.value(QStringLiteral("max_spread")).toDouble() <=
            grid.value(QStringLiteral("tolerance")).toDouble());
    const auto rows = readCsv(m_cli.path(QStringLiteral("grid.csv")));
    QCOMPARE(rows.size(), std::size_t(4));
    QCOMPARE(rows[0].size(), std::size_t(4));
}

void TestCliMrope::report()
{
    const Run run = m_cli.run(
        rope({QStringLiteral("--sequence"), kSequence, QStringLiteral("--mrope-section"),
              QStringLiteral("2,3,3"), QStringLiteral("--layers"), QStringLiteral("8"),
              QStringLiteral("--layer-rope"), QStringLiteral("3*rope,nope"),
              QStringLiteral("--layer-windows"), QStringLiteral("sliding,full"),
              QStringLiteral("--sliding-window"), QStringLiteral("64"),
              QStringLiteral("--local-base"), QStringLiteral("500"), QStringLiteral("--json")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    const QJsonObject sequence = o.value(QStringLiteral("sequence")).toObject();
    QCOMPARE(sequence.value(QStringLiteral("segments")).toString(), kSequence);
    QCOMPARE(sequence.value(QStringLiteral("tokens")).toInt(), 14);
    QCOMPARE(sequence.value(QStringLiteral("spatial_merge")).toInt(), 2);
    QCOMPARE(sequence.value(QStringLiteral("mrope_layout")).toString(), QStringLiteral("chunked"));
    QCOMPARE(sequence.value(QStringLiteral("mrope_section")).toArray(), (QJsonArray{2, 3, 3}));
    const QJsonArray schedule = o.value(QStringLiteral("schedule")).toArray();
    QCOMPARE(schedule.size(), 8);
    for (int l = 0; l < 8; ++l) {
        const QJsonObject layer = schedule[l].toObject();
        QCOMPARE(layer.value(QStringLiteral("layer")).toInt(), l);
        const bool rope = l % 4 != 3;
        QCOMPARE(layer.value(QStringLiteral("rope")).toBool(), rope);
        const bool sliding = l % 2 == 0;
        QCOMPARE(layer.value(QStringLiteral("window")).toString(),
                 sliding ? QStringLiteral("sliding") : QStringLiteral("full"));
        if (rope)
            QCOMPARE(layer.value(QStringLiteral("base")).toDouble(), sliding ? 500.0 : 10000.0);
        QCOMPARE(layer.value(QStringLiteral("rotary_dim")).toInt(), rope ? kDim : 0);
    }
}

void TestCliMrope::check_data()
{
    QTest::addColumn<bool>("consecutive");
    QTest::addColumn<QString>("cause");
    QTest::newRow("the model's ids") << false << QStringLiteral("match");
    QTest::newRow("image tokens numbered as text")
        << true << QStringLiteral("text-positions-for-images");
}

void TestCliMrope::check()
{
    QFETCH(bool, consecutive);
    QFETCH(QString, cause);
    const auto ids = consecutive ? consecutiveIds() : kIds;
    writeCache(m_cli.path(QStringLiteral("cos.csv")), ids, false);
    writeCache(m_cli.path(QStringLiteral("sin.csv")), ids, true);
    const Run run = m_cli.run(rope(
        {QStringLiteral("--sequence"), kSequence, QStringLiteral("--mrope-section"),
         QStringLiteral("2,3,3"), QStringLiteral("--compare-cos"), QStringLiteral("cos.csv"),
         QStringLiteral("--compare-sin"), QStringLiteral("sin.csv"), QStringLiteral("--json")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject comparison =
        QJsonDocument::fromJson(run.out).object().value(QStringLiteral("comparison")).toObject();
    QCOMPARE(comparison.value(QStringLiteral("likely_cause")).toString(), cause);
    QCOMPARE(comparison.value(QStringLiteral("match")).toBool(), !consecutive);
}

void TestCliMrope::nopeLayer()
{
    // Layer 3 of "3*rope,nope" takes no RoPE: its cache is cos 1, sin 0.
    const QStringList layered{QStringLiteral("--layers"),     QStringLiteral("8"),
                              QStringLiteral("--layer-rope"), QStringLiteral("3*rope,nope"),
                              QStringLiteral("--layer"),      QStringLiteral("3")};
    const Run run =
        m_cli.run(rope(layered + QStringList{QStringLiteral("--view"), QStringLiteral("cos"),
                                             QStringLiteral("--positions"), QStringLiteral("6"),
                                             QStringLiteral("--csv"), QStringLiteral("cos.csv")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    for (const auto &row : readCsv(m_cli.path(QStringLiteral("cos.csv"))))
        for (double value : row)
            QCOMPARE(value, 1.0);
    // A port that rotates it: the rotating table of positions 0 … 5.
    const auto ids = consecutiveIds();
    const std::vector<std::array<int, 3>> six(ids.begin(), ids.begin() + 6);
    writeCache(m_cli.path(QStringLiteral("cos6.csv")), six, false);
    writeCache(m_cli.path(QStringLiteral("sin6.csv")), six, true);
    const Run checked = m_cli.run(
        rope(layered + QStringList{QStringLiteral("--compare-cos"), QStringLiteral("cos6.csv"),
                                   QStringLiteral("--compare-sin"), QStringLiteral("sin6.csv"),
                                   QStringLiteral("--json")}));
    QVERIFY2(checked.exitCode == 0, checked.err.constData());
    const QJsonObject comparison = QJsonDocument::fromJson(checked.out)
                                       .object()
                                       .value(QStringLiteral("comparison"))
                                       .toObject();
    QCOMPARE(comparison.value(QStringLiteral("likely_cause")).toString(),
             QStringLiteral("nope-layer-rotated"));
}

// The cos and sin views write what the check compares against: their own files match, also
// with a start T0 (the 1-D report's) and a dynamic scaling, which scales for the largest id + 1.
void TestCliMrope::ownCacheMatches_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("plain, T0 = 100")
        << QStringList{QStringLiteral("--positions"), QStringLiteral("12"),
                       QStringLiteral("--start"), QStringLiteral("100")};
    QTest::newRow("M-RoPE, dynamic") << QStringList{QStringLiteral("--sequence"),
                                                    QStringLiteral("text:2,image:1x8x8"),
                                                    QStringLiteral("--mrope-section"),
                                                    QStringLiteral("2,3,3"),
                                                    QStringLiteral("--scaling"),
                                                    QStringLiteral("dynamic"),
                                                    QStringLiteral("--factor"),
                                                    QStringLiteral("4"),
                                                    QStringLiteral("--original-max-positions"),
                                                    QStringLiteral("8")};
    QTest::newRow("Qwen3-VL video frames") << QStringList{
        QStringLiteral("--sequence"),          QStringLiteral("text:2,video:3x4x4,text:1"),
        QStringLiteral("--mrope-section"),     QStringLiteral("2,3,3"),
        QStringLiteral("--mrope-interleaved"), QStringLiteral("--frames-as-images")};
}

void TestCliMrope::ownCacheMatches()
{
    QFETCH(QStringList, args);
    for (const QString &view : {QStringLiteral("cos"), QStringLiteral("sin")}) {
        const Run run = m_cli.run(
            rope(args + QStringList{QStringLiteral("--view"), view, QStringLiteral("--npy"),
                                    view + QStringLiteral(".npy")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }
    const Run run = m_cli.run(
        rope(args + QStringList{QStringLiteral("--compare-cos"), QStringLiteral("cos.npy"),
                                QStringLiteral("--compare-sin"), QStringLiteral("sin.npy"),
                                QStringLiteral("--json")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject comparison =
        QJsonDocument::fromJson(run.out).object().value(QStringLiteral("comparison")).toObject();
    QCOMPARE(comparison.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
}

// Every preset with sections or a schedule computes its views (Llama 4 Scout's equal llama3
// frequency factors included) and reads its schedule.
void TestCliMrope::presets()
{
    const struct
    {
        const char *name;
        int layers;
        int nopeLayer; // a layer without RoPE, or -1
    } presets[] = {{"qwen2-vl-7b-instruct", 0, -1},
                   {"qwen2.5-vl-7b-instruct", 0, -1},
                   {"qwen3-vl-8b-instruct", 0, -1},
                   {"gemma-3-4b-it", 34, -1},
                   {"gemma-3-27b-it", 62, -1},
                   {"command-r7b-12-2024", 32, 3},
                   {"llama-4-scout-17b-16e-instruct", 48, 3},
                   {"smollm3-3b", 36, 3}};
    for (const auto &p : presets) {
        const Run run = m_cli.run({QStringLiteral("rope"), QStringLiteral("--preset"),
                                   QString::fromLatin1(p.name), QStringLiteral("--view"),
                                   QStringLiteral("layers"), QStringLiteral("--csv"),
                                   QStringLiteral("layers.csv"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0,
                 qPrintable(QString::fromLatin1(p.name) + u' ' + QString::fromUtf8(run.err)));
        const QJsonArray schedule =
            QJsonDocument::fromJson(run.out).object().value(QStringLiteral("schedule")).toArray();
        QCOMPARE(schedule.size(), p.layers);
        const auto rows = readCsv(m_cli.path(QStringLiteral("layers.csv")));
        QCOMPARE(int(rows.size()), std::max(1, p.layers));
        if (p.nopeLayer >= 0) {
            QCOMPARE(rows[std::size_t(p.nopeLayer)][0], 0.0);
            QVERIFY(!schedule[p.nopeLayer].toObject().value(QStringLiteral("rope")).toBool());
        }
    }
}

void TestCliMrope::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("grid not divisible by the merge")
        << QStringList{QStringLiteral("--sequence"), QStringLiteral("text:2,image:1x5x6"),
                       QStringLiteral("--view"), QStringLiteral("positions")}
        << QStringLiteral("spatial merge 2");
    QTest::newRow("sections not summing to d/2")
        << QStringList{QStringLiteral("--mrope-section"), QStringLiteral("2,3,2")}
        << QStringLiteral("d/2");
    QTest::newRow("unknown segment kind")
        << QStringList{QStringLiteral("--sequence"), QStringLiteral("text:2,audio:3")}
        << QStringLiteral("audio");
    QTest::newRow("layer out of range")
        << QStringList{QStringLiteral("--layers"), QStringLiteral("4"), QStringLiteral("--layer"),
                       QStringLiteral("4")}
        << QStringLiteral("out of range");
    QTest::newRow("layer without a schedule")
        << QStringList{QStringLiteral("--layer"), QStringLiteral("2")}
        << QStringLiteral("schedule");
    QTest::newRow("unknown pattern item")
        << QStringList{QStringLiteral("--layers"), QStringLiteral("4"),
                       QStringLiteral("--layer-rope"), QStringLiteral("rope,rotate")}
        << QStringLiteral("rotate");
    QTest::newRow("grid scores without an image")
        << QStringList{QStringLiteral("--view"), QStringLiteral("grid-scores"),
                       QStringLiteral("--json")}
        << QStringLiteral("image or video");
    QTest::newRow("an image the sequence does not have")
        << QStringList{QStringLiteral("--sequence"), QStringLiteral("text:2,image:1x4x4"),
                       QStringLiteral("--view"),     QStringLiteral("grid-scores"),
                       QStringLiteral("--image"),    QStringLiteral("2"),
                       QStringLiteral("--json")}
        << QStringLiteral("image 2");
    QTest::newRow("cache over the memory limit")
        << QStringList{QStringLiteral("--sequence"), QStringLiteral("text:16777216"),
                       QStringLiteral("--view"),     QStringLiteral("cos"),
                       QStringLiteral("--npy"),      QStringLiteral("big.npy")}
        << QStringLiteral("limit");
}

void TestCliMrope::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = m_cli.run(rope(args));
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(!QFile::exists(m_cli.path(QStringLiteral("big.npy"))));
}

QTEST_GUILESS_MAIN(TestCliMrope)
#include "tst_climrope.moc"
