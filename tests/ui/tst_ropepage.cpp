// The RoPE tab driven offscreen: the scores and verdict against the formulas, low precision at a
// large start, typed-in q and k, every view's export, the frequency table under
// QAbstractItemModelTester, the scaling's own rows, session parameters and cancel.
#include "editors/integerspinbox.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "rope/ropespec.h"
#include "rope/ropeviews.h"
#include "tabs/rope/ropepage.h"
#include "task/backgroundtask.h"
#include "task/tabcontroller.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <cmath>

namespace {

template <class T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
}

void choose(QObject *page, const char *name, const char *id)
{
    auto *box = child<QComboBox>(page, name);
    QVERIFY(box);
    const int index = box->findData(QString::fromLatin1(id));
    QVERIFY2(index >= 0, id);
    box->setCurrentIndex(index);
}

} // namespace

class TestRopePage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultsAreRelative();
    void lowPrecisionAtLargeStartIsNotRelative();
    void typedVectorsGiveTheFormula();
    void badTypedVectorKeepsTheLastResult();
    void everyViewExports();
    void frequencyTableModel();
    void scalingShowsItsOwnRows();
    void sessionParametersRoundTrip();
    void oldSessionsKeepTheirMeaning();
    void cancelStopsTheComputation();

private:
    bool waitIdle(int results = -1);

    RopePage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

bool TestRopePage::waitIdle(int results)
{
    const int wanted = results < 0 ? m_shown->count() + 1 : results;
    return QTest::qWaitFor([&] { return m_shown->count() >= wanted && !m_page->isComputing(); },
                           120000);
}

void TestRopePage::init()
{
    m_page = new RopePage;
    m_page->resize(1400, 900);
    m_page->show();
    m_shown = new QSignalSpy(m_page, &RopePage::resultShown);
    QVERIFY(waitIdle(1));
}

void TestRopePage::cleanup()
{
    delete m_shown;
    delete m_page;
}

void TestRopePage::defaultsAreRelative()
{
    const RopeResult *result = m_page->shownResult();
    QVERIFY(result);
    QCOMPARE(result->analysis.setup.dim, std::int64_t(64));
    QVERIFY(!result->analysis.scores); // the tab's result is tiled: nothing N × N
    QVERIFY(m_page->shownScores());    // the heatmap, shown first, computed its own
    QCOMPARE(m_page->shownScores()->scores->rows(), std::size_t(256));
    QVERIFY(result->analysis.invariant);
    QVERIFY(m_page->verdict().contains(QStringLiteral("Relative")));
    QVERIFY(m_page->verdict().contains(QStringLiteral("max_invariance_error")));
    // The precision sweep is computed when its view is shown.
    QVERIFY(!m_page->shownSweep());
    QVERIFY(m_page->setSessionView(QStringLiteral("precision")));
    QVERIFY(
        QTest::qWaitFor([&] { return m_page->shownSweep() && !m_page->isComputing(); }, 120000));
    QCOMPARE(m_page->shownSweep()->points.size(), std::size_t(4 * 21)); // 4 × T0 = 2^0 … 2^20
    QCOMPARE(m_page->shownSweep()->positions, std::int64_t(128));
}

void TestRopePage::lowPrecisionAtLargeStartIsNotRelative()
{
    child<IntegerSpinBox>(m_page, "start")->setValue(1 << 20);
    choose(m_page, "precision", "f32");
    QVERIFY(waitIdle());
    const pelab::RopeAnalysis &analysis = m_page->shownResult()->analysis;
    QVERIFY(!analysis.invariant);
    QVERIFY(m_page->verdict().contains(QStringLiteral("Not relative")));
    QVERIFY(m_page->verdict().contains(QStringLiteral("Worst offset")));
    QVERIFY(analysis.invariance.maxError > 1e-3);
}

void TestRopePage::typedVectorsGiveTheFormula()
{
    child<IntegerSpinBox>(m_page, "dim")->setValue(4);
    child<IntegerSpinBox>(m_page, "positions")->setValue(5);
    choose(m_page, "content", "typed");
    child<QLineEdit>(m_page, "q-values")->setText(QStringLiteral("1, 0, 0, 0"));
    child<QLineEdit>(m_page, "k-values")->setText(QStringLiteral("1 0 0 0"));
    QVERIFY(waitIdle());
    QVERIFY2(m_page->errorText().isEmpty(), qPrintable(m_page->errorText()));
    // q = k = e_0: a(t, s) = cos((s − t)·θ_0)/√d with θ_0 = 1.
    QVERIFY(QTest::qWaitFor([&] { return m_page->shownScores() && !m_page->isComputing(); }));
    const pelab::Matrix &a = *m_page->shownScores()->scores;
    QCOMPARE(a.rows(), std::size_t(5));
    for (int t = 0; t < 5; ++t)
        for (int s = 0; s < 5; ++s)
            PELAB_COMPARE_NEAR(a(t, s), std::cos(double(s - t)) / 2.0, 1e-15);
}

void TestRopePage::badTypedVectorKeepsTheLastResult()
{
    const RopeResult *before = m_page->shownResult();
    const auto scores = m_page->shownScores()->scores;
    choose(m_page, "content", "typed");
    child<QLineEdit>(m_page, "q-values")->setText(QStringLiteral("1, 2, nan"));
    m_page->controller()->recompute();
    QVERIFY(m_page->errorText().contains(QStringLiteral("q")));
    QCOMPARE(m_page->shownResult(), before);
    QCOMPARE(m_page->shownScores()->scores, scores);
    // What a session records is what is shown: seeded random q and k.
    QCOMPARE(m_page->parameters().value(QStringLiteral("content")).toString(),
             QStringLiteral("random"));
}

void TestRopePage::everyViewExports()
{
    for (const QString &view : m_page->spec().viewNames()) {
        QVERIFY(m_page->setSessionView(view));
        QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 120000));
        if (view == QLatin1String("check")) {
            // Nothing to export until a file is loaded (tst_checkview loads one).
            QVERIFY(!m_page->exportTable().isValid());
            continue;
        }
        if (view == QLatin1String("grid-scores")) {
            // One text segment has no image to score: the view says so, then scores one.
            QVERIFY(!m_page->exportTable().isValid());
            m_page->controller()->setValue(RopeKeys::sequence,
                                           QStringLiteral("text:3,image:1x4x6,text:2"));
            QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 120000));
            QVERIFY(m_page->exportTable().isValid());
            QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(2));
            QCOMPARE(m_page->exportTable().matrix->cols(), std::size_t(3));
            m_page->controller()->setValue(RopeKeys::sequence, QStringLiteral(""));
            QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 120000));
            continue;
        }
        QVERIFY2(m_page->exportTable().isValid(), qPrintable(view));
        QVERIFY2(m_page->exportBaseName().startsWith(QStringLiteral("rope-")),
                 qPrintable(m_page->exportBaseName()));
        QCOMPARE(m_page->exportFigure() != nullptr, view != QLatin1String("pairing"));
    }
    m_page->setSessionView(QStringLiteral("heatmap"));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("rope-scores-d64-n256-t0-f64"));
    m_page->setSessionView(QStringLiteral("offsets"));
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(2 * 256 - 1));
    m_page->setSessionView(QStringLiteral("pairing"));
    const ExportTable permutation = m_page->exportTable();
    QCOMPARE((*permutation.matrix)(1, 0), 32.0); // interleaved dim 1 ← half dim d/2
}

void TestRopePage::frequencyTableModel()
{
    auto *view = child<QTableView>(m_page, "frequencyTable");
    auto *model = qobject_cast<MatrixModel *>(view->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 32);
    // θ_i = 10000^(−2i/d) in the inv_freq column.
    PELAB_COMPARE_NEAR(model->data(model->index(5, 3), MatrixModel::RawValueRole).toDouble(),
                       std::pow(10000.0, -10.0 / 64.0), 1e-15);
    // Choosing linear starts at factor 4 (it has no default).
    choose(m_page, "scaling", "linear");
    QVERIFY(waitIdle());
    QCOMPARE(m_page->controller()->state().real(RopeKeys::factor), 4.0);
    PELAB_COMPARE_NEAR(model->data(model->index(5, 3), MatrixModel::RawValueRole).toDouble(),
                       std::pow(10000.0, -10.0 / 64.0) / 4.0, 1e-15);
    // llama3 then takes its own defaults: factor 8, original 8192.
    choose(m_page, "scaling", "llama3");
    QVERIFY(waitIdle());
    QVERIFY(!m_page->controller()->state().isSet(RopeKeys::factor));
    QCOMPARE(m_page->shownResult()->analysis.frequencies.factor, 8.0);
    QCOMPARE(m_page->shownResult()->analysis.frequencies.originalMaxPositions, std::int64_t(8192));
}

void TestRopePage::scalingShowsItsOwnRows()
{
    const auto shown = [this](const char *name) {
        QWidget *editor = child<QWidget>(m_page, name);
        return editor && editor->isVisibleTo(m_page);
    };
    QVERIFY(!shown("factor"));
    QVERIFY(!shown("beta-fast"));
    choose(m_page, "scaling", "yarn");
    QVERIFY(shown("factor") && shown("beta-fast") && shown("mscale") && shown("no-truncate"));
    QVERIFY(!shown("low-freq-factor") && !shown("short-factor"));
    choose(m_page, "scaling", "longrope");
    QVERIFY(shown("short-factor") && shown("long-factor") && !shown("beta-fast"));
    QVERIFY(shown("seed") && !shown("q-values") && !shown("q"));
    choose(m_page, "content", "files");
    QVERIFY(!shown("seed") && shown("q") && shown("k") && shown("qBrowse"));
}

void TestRopePage::sessionParametersRoundTrip()
{
    QCOMPARE(m_page->sessionKey(), QStringLiteral("rope"));
    QJsonObject p = m_page->parameters();
    for (const char *key : {"dim", "positions", "start", "base", "pairing", "scaling", "precision",
                            "seed", "content", "sweep-positions", "sweep-max-power", "colormap"})
        QVERIFY2(p.contains(QLatin1String(key)), key);
    // Automatic values are left out, as pelab-cli rope takes them.
    for (const char *key : {"factor", "original-max-positions", "sequence-length", "max-offset"})
        QVERIFY2(!p.contains(QLatin1String(key)), key);
    p[QStringLiteral("dim")] = 32;
    p[QStringLiteral("precision")] = QStringLiteral("bf16");
    p[QStringLiteral("pairing")] = QStringLiteral("half");
    p[QStringLiteral("bogus")] = 1;
    QStringList warnings;
    m_page->setParameters(p, &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("bogus")));
    QVERIFY(waitIdle());
    QCOMPARE(m_page->shownResult()->analysis.setup.dim, std::int64_t(32));
    QCOMPARE(m_page->shownResult()->analysis.setup.precision, pelab::Precision::BF16);
    QCOMPARE(m_page->parameters().value(QStringLiteral("pairing")).toString(),
             QStringLiteral("half"));
}

// Sessions of earlier versions wrote factor 1, original-max-positions 0 and sequence-length 0
// for values that did not apply or were automatic: they open without a remark, meaning the same.
void TestRopePage::oldSessionsKeepTheirMeaning()
{
    const QJsonObject old{{QStringLiteral("dim"), 16},
                          {QStringLiteral("positions"), 20},
                          {QStringLiteral("scaling"), QStringLiteral("dynamic")},
                          {QStringLiteral("factor"), 2.0},
                          {QStringLiteral("original-max-positions"), 0},
                          {QStringLiteral("sequence-length"), 0},
                          {QStringLiteral("tolerance"), QString()},
                          {QStringLiteral("content"), QStringLiteral("random")},
                          {QStringLiteral("q-values"), QString()},
                          {QStringLiteral("colormap"), QStringLiteral("viridis")}};
    QStringList warnings;
    m_page->setParameters(old, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QVERIFY(waitIdle());
    const pelab::RopeFrequencies &f = m_page->shownResult()->analysis.frequencies;
    QCOMPARE(f.originalMaxPositions, pelab::kDefaultOriginalMaxPositions); // automatic: 2048
    QCOMPARE(f.sequenceLength, std::int64_t(20));                          // automatic: T0 + N
    QCOMPARE(f.factor, 2.0);
    // factor 1 with no scaling: nothing changes.
    m_page->setParameters(QJsonObject{{QStringLiteral("factor"), 1.0}}, &warnings);
    QVERIFY(warnings.isEmpty());
    QVERIFY(waitIdle());
    QCOMPARE(m_page->shownResult()->analysis.frequencies.invFreq,
             m_page->shownResult()->analysis.frequencies.base);
}

void TestRopePage::cancelStopsTheComputation()
{
    BackgroundTask *task = m_page->controller()->task();
    QCOMPARE(task->percent(), 100); // the analysis reports up to its end
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        child<IntegerSpinBox>(m_page, "dim")->setValue(32);
        m_page->controller()->recompute();
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    // It stopped at its first report, inside the score product (reported tile panel by tile
    // panel, 80 % of the analysis): the product was not finished, the checks never ran.
    QVERIFY2(task->percent() > 0 && task->percent() < 80,
             qPrintable(QString::number(task->percent())));
    QCOMPARE(m_shown->count(), 1);                                         // never arrives
    QCOMPARE(m_page->shownResult()->analysis.setup.dim, std::int64_t(64)); // the old one stays
    QVERIFY(m_page->errorText().isEmpty()); // its "cancelled" is not an error
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
}

QTEST_MAIN(TestRopePage)
#include "tst_ropepage.moc"
