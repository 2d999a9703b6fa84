// The Buckets tab driven offscreen: the first result and its facts, values changed through the
// controller (the causal direction, DeBERTa), a refused value in the banner with the last result
// kept, the Model row's preset, a bias table file, the check of a reversed map (tests/data) and
// every view's table, each against the formulas written out in tests/bucketreference.h.
#include "buckets/bucketsspec.h"
#include "check/checkverdict.h"
#include "editors/integerspinbox.h"
#include "shell/pagefactory.h"
#include "tabs/buckets/bucketspage.h"
#include "tabs/check/checkpanel.h"
#include "tabs/model/modelconfigbar.h"
#include "task/tabcontroller.h"

#include "bucketreference.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace BucketReference;

namespace {

const char kReversedMap[] = PELAB_TEST_DATA_DIR "/bucket-map-t5-16-40-n48-reversed.npy";

} // namespace

class TestBucketsPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void madeByThePageFactory();
    void firstResultNamesTheLastBucket();
    void controllerRecomputes();
    void refusedValueKeepsTheLastResult();
    void modelRowAppliesAPreset();
    void biasFileGivesTheHeads();
    void checkNamesTheReversedDirection();
    void everyViewHasItsTable();

private:
    bool waitIdle();
    bool show(const QString &view);
    void set(ParameterKey key, const QVariant &value)
    {
        m_page->controller()->setValue(key, value);
    }
    const BucketsResult &result() const { return *m_page->shownResult(); }

    BucketsPage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

bool TestBucketsPage::waitIdle()
{
    const int wanted = m_shown->count() + 1;
    return QTest::qWaitFor([&] { return m_shown->count() >= wanted && !m_page->isComputing(); },
                           60000);
}

bool TestBucketsPage::show(const QString &view)
{
    if (!m_page->setSessionView(view))
        return false;
    return QTest::qWaitFor(
        [&] { return !m_page->isComputing() && m_page->currentViewData().isValid(); }, 60000);
}

void TestBucketsPage::init()
{
    m_page = new BucketsPage;
    m_page->resize(1400, 900);
    m_page->show();
    m_shown = new QSignalSpy(m_page, &BucketsPage::resultShown);
    QVERIFY(
        QTest::qWaitFor([&] { return m_shown->count() >= 1 && !m_page->isComputing(); }, 60000));
}

void TestBucketsPage::cleanup()
{
    delete m_shown;
    delete m_page;
}

void TestBucketsPage::madeByThePageFactory()
{
    const std::unique_ptr<Page> page(PageFactory::create(QStringLiteral("buckets")));
    QVERIFY(qobject_cast<BucketsPage *>(page.get()));
    QCOMPARE(page->sessionKey(), QStringLiteral("buckets"));
    QVERIFY(page->opensModelConfigs());
    QCOMPARE(page->sessionViews(),
             QString::fromLatin1("buckets starts map bias profile check").split(QLatin1Char(' ')));
}

void TestBucketsPage::firstResultNamesTheLastBucket()
{
    // T5 32/128 bidirectional: max_exact 8, the last bucket from 8·16^(7/8) = 90.5 → 91.
    QCOMPARE(result().params.numBuckets, 32);
    QCOMPARE(result().params.maxDistance, 128);
    QCOMPARE(result().layout.maxExact, 8);
    QCOMPARE(result().layout.lastBucketStart, 91);
    QVERIFY2(m_page->factsText().contains(QStringLiteral("starts at |r| = 91 ")),
             qPrintable(m_page->factsText()));
    QVERIFY(m_page->factsText().contains(QStringLiteral("|r| < 8")));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->sessionView(), QStringLiteral("buckets"));
    // The buckets table: r = −255 … 255, each the formula's bucket.
    const ExportTable table = m_page->exportTable();
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(511));
    QCOMPARE(table.matrix->cols(), std::size_t(1));
    for (std::int64_t r = -255; r <= 255; ++r)
        QCOMPARE((*table.matrix)(std::size_t(r + 255), 0), double(t5(r, 32, 128, true)));
    QCOMPARE(table.rowLabel(0), QStringLiteral("-255"));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("buckets-t5-b32-d128-bi-n256"));
}

void TestBucketsPage::controllerRecomputes()
{
    // Causal: one side of 32 buckets, max_exact 16; the last from 16·8^(15/16) = 112.5 → 113.
    set(BucketsKeys::causal, true);
    QVERIFY(waitIdle());
    QVERIFY(!result().params.bidirectional);
    QCOMPARE(result().layout.maxExact, 16);
    QCOMPARE(result().layout.lastBucketStart, 113);
    QVERIFY2(m_page->factsText().contains(QStringLiteral("starts at |r| = 113 ")),
             qPrintable(m_page->factsText()));
    const ExportTable causal = m_page->exportTable();
    for (std::int64_t r = -255; r <= 255; ++r)
        QCOMPARE((*causal.matrix)(std::size_t(r + 255), 0), double(t5(r, 32, 128, false)));

    // 16 buckets both ways: max_exact 4, log(128/4) = log 32; the last bucket (7) from
    // 4·32^(3/4) = 53.8 → 54.
    set(BucketsKeys::causal, false);
    set(BucketsKeys::buckets, QVariant::fromValue(qint64(16)));
    QVERIFY(waitIdle());
    QCOMPARE(result().layout.lastBucketStart, 54);

    // DeBERTa 8/20: mid 4; the last row (value 7) from 4·4.75^(2/3) = 11.3 → 12.
    set(BucketsKeys::scheme, QStringLiteral("deberta"));
    set(BucketsKeys::buckets, QVariant::fromValue(qint64(8)));
    set(BucketsKeys::maxDistance, QVariant::fromValue(qint64(20)));
    QVERIFY(waitIdle());
    QCOMPARE(result().params.scheme, pelab::BucketScheme::Deberta);
    QCOMPARE(result().layout.lastBucketStart, 12);
    QVERIFY2(m_page->factsText().contains(QStringLiteral("|r| ≤ 4")),
             qPrintable(m_page->factsText()));
    const ExportTable deberta = m_page->exportTable();
    QCOMPARE(deberta.matrix->cols(), std::size_t(2));
    for (std::int64_t r = -255; r <= 255; ++r) {
        const std::int64_t b = BucketReference::deberta(r, 8, 20);
        QCOMPARE((*deberta.matrix)(std::size_t(r + 255), 0), double(b));
        QCOMPARE((*deberta.matrix)(std::size_t(r + 255), 1), double(debertaRow(b, 8)));
    }
}

void TestBucketsPage::refusedValueKeepsTheLastResult()
{
    set(BucketsKeys::buckets, QVariant::fromValue(qint64(33)));
    QVERIFY(QTest::qWaitFor([&] { return !m_page->errorText().isEmpty(); }, 5000));
    QVERIFY2(m_page->errorText().contains(QStringLiteral("even")) &&
                 m_page->errorText().contains(QStringLiteral("33")),
             qPrintable(m_page->errorText()));
    QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 5000));
    QCOMPARE(result().params.numBuckets, 32); // the last good result stays
    QCOMPARE(result().layout.lastBucketStart, 91);
    QVERIFY(m_page->factsText().contains(QStringLiteral("starts at |r| = 91 ")));
    QCOMPARE(m_page->parameters().value(QStringLiteral("buckets")).toInt(), 32); // as shown
    // Causal accepts an odd count (one side): computed, the banner gone.
    set(BucketsKeys::causal, true);
    QVERIFY(waitIdle());
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(result().params.numBuckets, 33);
    QVERIFY(!result().params.bidirectional);
}

void TestBucketsPage::modelRowAppliesAPreset()
{
    auto *bar = m_page->findChild<ModelConfigBar *>();
    QVERIFY(bar);
    QVERIFY(bar->applyPreset(QStringLiteral("deberta-v3-base")));
    QVERIFY(waitIdle());
    const TabState &state = m_page->controller()->state();
    QCOMPARE(state.text(BucketsKeys::scheme), QStringLiteral("deberta"));
    QCOMPARE(state.integer(BucketsKeys::buckets), 256);
    QCOMPARE(state.integer(BucketsKeys::maxDistance), 512);
    QCOMPARE(state.integer(BucketsKeys::heads), 12);
    QCOMPARE(result().params.scheme, pelab::BucketScheme::Deberta);
    // 256/512, mid 128: the last row from 128·3.9922^(126/127) = 505.4 → 506.
    QCOMPARE(result().layout.lastBucketStart, 506);
    QVERIFY(bar->errorText().isEmpty());
    QVERIFY2(bar->sourcesText().contains(QStringLiteral("position_buckets")),
             qPrintable(bar->sourcesText()));
    // T5-Small back: the encoder's 32/128 both ways, 8 heads.
    QVERIFY(bar->applyPreset(QStringLiteral("t5-small")));
    QVERIFY(waitIdle());
    QCOMPARE(state.text(BucketsKeys::scheme), QStringLiteral("t5"));
    QVERIFY(!state.flag(BucketsKeys::causal));
    QCOMPARE(result().heads(), 8);
    QCOMPARE(result().layout.lastBucketStart, 91);
}

void TestBucketsPage::biasFileGivesTheHeads()
{
    // A 32 × 5 table (T5 32/128), every cell different.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::vector<double> table;
    for (int row = 0; row < 32; ++row)
        for (int h = 0; h < 5; ++h)
            table.push_back(row * 0.5 - h * 3.25 + 0.125);
    const QString file = QDir(dir.path()).filePath(QStringLiteral("weight.npy"));
    QVERIFY(writeFile(file, npyFloat64("(32, 5)", table)));
    QCOMPARE(result().heads(), 8); // seeded
    set(BucketsKeys::positions, QVariant::fromValue(qint64(40)));
    set(BucketsKeys::bias, file);
    QVERIFY(waitIdle());
    QVERIFY2(m_page->errorText().isEmpty(), qPrintable(m_page->errorText()));
    QCOMPARE(result().heads(), 5);
    QCOMPARE(result().tableFile, QStringLiteral("weight.npy"));
    QCOMPARE(m_page->findChild<IntegerSpinBox *>(QStringLiteral("head"))->maximum(), 5);
    set(BucketsKeys::head, QVariant::fromValue(qint64(4)));
    QVERIFY(show(QStringLiteral("bias")));
    const ExportTable bias = m_page->exportTable();
    QCOMPARE(bias.matrix->rows(), std::size_t(40));
    for (std::int64_t q = 0; q < 40; ++q)
        for (std::int64_t k = 0; k < 40; ++k)
            QCOMPARE((*bias.matrix)(std::size_t(q), std::size_t(k)),
                     table[std::size_t(t5(k - q, 32, 128, true) * 5 + 3)]);
    QVERIFY(show(QStringLiteral("profile")));
    QCOMPARE(m_page->exportTable().matrix->cols(), std::size_t(5));
}

void TestBucketsPage::checkNamesTheReversedDirection()
{
    // The file's parameters: T5 16/40 bidirectional, 48 positions, made with q − k.
    set(BucketsKeys::buckets, QVariant::fromValue(qint64(16)));
    set(BucketsKeys::maxDistance, QVariant::fromValue(qint64(40)));
    set(BucketsKeys::positions, QVariant::fromValue(qint64(48)));
    set(BucketsKeys::compare, QString::fromUtf8(kReversedMap));
    QVERIFY(waitIdle());
    QVERIFY(show(QStringLiteral("check")));
    auto *panel = m_page->findChild<CheckPanel *>();
    QVERIFY(panel);
    QVERIFY(QTest::qWaitFor([&] { return panel->verdictKind() == CheckVerdict::Kind::Mismatch; },
                            20000));
    QVERIFY2(panel->verdict().contains(QStringLiteral("Does not match")),
             qPrintable(panel->verdict()));
    QVERIFY2(panel->verdict().contains(QStringLiteral("direction reversed")),
             qPrintable(panel->verdict()));
    QVERIFY(panel->verdict().contains(QStringLiteral("48 × 48 bucket map")));
    // Reversed, every cell off the diagonal differs: N·N − N.
    QVERIFY2(panel->verdict().contains(QStringLiteral("2256 of 2304 cells differ")),
             qPrintable(panel->verdict()));
    const ExportTable counts = m_page->exportTable();
    QVERIFY(counts.isValid());
    QCOMPARE(counts.matrix->rows(), std::size_t(95));
    for (std::int64_t r = -47; r <= 47; ++r)
        QCOMPARE((*counts.matrix)(std::size_t(r + 47), 0), r == 0 ? 0.0 : double(48 - std::abs(r)));
}

void TestBucketsPage::everyViewHasItsTable()
{
    // T5 16/40 at 48 positions, 3 seeded heads, the reversed map to check.
    set(BucketsKeys::buckets, QVariant::fromValue(qint64(16)));
    set(BucketsKeys::maxDistance, QVariant::fromValue(qint64(40)));
    set(BucketsKeys::positions, QVariant::fromValue(qint64(48)));
    set(BucketsKeys::heads, QVariant::fromValue(qint64(3)));
    set(BucketsKeys::compare, QString::fromUtf8(kReversedMap));
    QVERIFY(waitIdle());
    const std::pair<const char *, std::pair<std::size_t, std::size_t>> views[] = {
        {"buckets", {95, 1}},
        // 8 spans a side, r > 0 from bucket 9 (8 is unused): 15 rows.
        {"starts", {15, 5}},
        {"map", {48, 48}},
        {"bias", {48, 48}},
        {"profile", {95, 3}},
        {"check", {95, 1}},
    };
    for (const auto &[view, shape] : views) {
        QVERIFY2(show(QLatin1String(view)), view);
        const ExportTable table = m_page->exportTable();
        QVERIFY2(table.isValid(), view);
        QCOMPARE(table.matrix->rows(), shape.first);
        QCOMPARE(table.matrix->cols(), shape.second);
        QVERIFY2(!m_page->exportBaseName().isEmpty(), view);
    }
    // The map against the formula, map[q][k] = bucket(k − q).
    QVERIFY(show(QStringLiteral("map")));
    const ExportTable map = m_page->exportTable();
    QVERIFY(map.integral);
    for (std::int64_t q = 0; q < 48; ++q)
        for (std::int64_t k = 0; k < 48; ++k)
            QCOMPARE((*map.matrix)(std::size_t(q), std::size_t(k)),
                     double(t5(k - q, 16, 40, true)));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("bucket-map-t5-b16-d40-bi-n48"));
}

QTEST_MAIN(TestBucketsPage)
#include "tst_bucketspage.moc"
