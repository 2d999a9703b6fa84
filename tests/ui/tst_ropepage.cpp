// The RoPE tab driven offscreen: the scores and verdict against the formulas, low precision at a
// large start, typed-in q and k, every view's export, the frequency table under
// QAbstractItemModelTester, session parameters and cancel.
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "tabs/rope/ropecontrols.h"
#include "tabs/rope/ropepage.h"
#include "task/backgroundtask.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <cmath>

namespace {

template <class T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
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
    void sessionParametersRoundTrip();
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
    const auto &analysis = m_page->analysis();
    QVERIFY(analysis.has_value());
    QCOMPARE(analysis->setup.dim, std::int64_t(64));
    QCOMPARE(analysis->scores->rows(), std::size_t(256));
    QVERIFY(analysis->invariant);
    QVERIFY(m_page->verdict().contains(QStringLiteral("Relative")));
    QVERIFY(m_page->verdict().contains(QStringLiteral("max_invariance_error")));
    QCOMPARE(m_page->sweep().size(), std::size_t(4 * 21)); // 4 precisions × T0 = 2^0 … 2^20
}

void TestRopePage::lowPrecisionAtLargeStartIsNotRelative()
{
    child<QSpinBox>(m_page, "start")->setValue(1 << 20);
    auto *precision = child<QComboBox>(m_page, "precision");
    precision->setCurrentIndex(precision->findData(int(pelab::Precision::F32)));
    QVERIFY(waitIdle());
    QVERIFY(!m_page->analysis()->invariant);
    QVERIFY(m_page->verdict().contains(QStringLiteral("Not relative")));
    QVERIFY(m_page->verdict().contains(QStringLiteral("Worst offset")));
    QVERIFY(m_page->analysis()->invariance.maxError > 1e-3);
}

void TestRopePage::typedVectorsGiveTheFormula()
{
    child<QSpinBox>(m_page, "dim")->setValue(4);
    child<QSpinBox>(m_page, "positions")->setValue(5);
    auto *content = child<QComboBox>(m_page, "content");
    content->setCurrentIndex(content->findData(int(RopeContent::Typed)));
    auto *q = child<QLineEdit>(m_page, "qText");
    auto *k = child<QLineEdit>(m_page, "kText");
    q->setText(QStringLiteral("1, 0, 0, 0"));
    k->setText(QStringLiteral("1 0 0 0"));
    emit k->editingFinished();
    QVERIFY(waitIdle());
    // q = k = e_0: a(t, s) = cos((s − t)·θ_0)/√d with θ_0 = 1.
    const pelab::Matrix &a = *m_page->analysis()->scores;
    for (int t = 0; t < 5; ++t)
        for (int s = 0; s < 5; ++s)
            PELAB_COMPARE_NEAR(a(t, s), std::cos(double(s - t)) / 2.0, 1e-15);
}

void TestRopePage::badTypedVectorKeepsTheLastResult()
{
    const auto before = m_page->analysis()->scores;
    auto *content = child<QComboBox>(m_page, "content");
    content->setCurrentIndex(content->findData(int(RopeContent::Typed)));
    child<QLineEdit>(m_page, "qText")->setText(QStringLiteral("1, 2, nan"));
    m_page->recompute();
    QVERIFY(m_page->errorText().contains(QStringLiteral("q")));
    QCOMPARE(m_page->analysis()->scores, before);
}

void TestRopePage::everyViewExports()
{
    for (auto view : {RopePage::HeatmapView, RopePage::OffsetView, RopePage::FrequencyView,
                      RopePage::PrecisionView, RopePage::DecayView, RopePage::PairingView}) {
        m_page->setCurrentView(view);
        QVERIFY2(m_page->exportTable().isValid(), qPrintable(m_page->exportBaseName()));
        QVERIFY(m_page->exportBaseName().startsWith(QStringLiteral("rope-")));
        if (view != RopePage::PairingView)
            QVERIFY(m_page->exportFigure() != nullptr);
    }
    m_page->setCurrentView(RopePage::OffsetView);
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(2 * 256 - 1));
    m_page->setCurrentView(RopePage::PairingView);
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
    auto *scaling = child<QComboBox>(m_page, "scaling");
    scaling->setCurrentIndex(scaling->findText(QStringLiteral("linear")));
    QVERIFY(waitIdle());
    PELAB_COMPARE_NEAR(model->data(model->index(5, 3), MatrixModel::RawValueRole).toDouble(),
                       std::pow(10000.0, -10.0 / 64.0) / 4.0, 1e-15);
}

void TestRopePage::sessionParametersRoundTrip()
{
    QCOMPARE(m_page->sessionKey(), QStringLiteral("rope"));
    QJsonObject p = m_page->parameters();
    for (const char *key :
         {"dim", "positions", "start", "base", "pairing", "scaling", "factor", "precision", "seed"})
        QVERIFY2(p.contains(QLatin1String(key)), key);
    p[QStringLiteral("dim")] = 32;
    p[QStringLiteral("precision")] = QStringLiteral("bf16");
    p[QStringLiteral("pairing")] = QStringLiteral("half");
    p[QStringLiteral("bogus")] = 1;
    QStringList warnings;
    m_page->setParameters(p, &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("bogus")));
    QVERIFY(waitIdle());
    QCOMPARE(m_page->analysis()->setup.dim, std::int64_t(32));
    QCOMPARE(m_page->analysis()->setup.precision, pelab::Precision::BF16);
    QCOMPARE(m_page->parameters().value(QStringLiteral("pairing")).toString(),
             QStringLiteral("half"));
}

void TestRopePage::cancelStopsTheComputation()
{
    const QList<BackgroundTask *> tasks =
        m_page->findChildren<BackgroundTask *>(QString(), Qt::FindDirectChildrenOnly);
    QCOMPARE(tasks.size(), 1);
    BackgroundTask *task = tasks.first();
    // A whole job reports the analysis as 0 … 70 % and the precision sweep as 70 … 98 %.
    QCOMPARE(task->percent(), 98);
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        child<QSpinBox>(m_page, "dim")->setValue(32);
        m_page->recompute();
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    // It stopped at its first report, inside the score product (reported tile panel by tile
    // panel, 80 % of the analysis): the product was not finished, the checks and the sweep
    // never ran.
    QVERIFY2(task->percent() > 0 && task->percent() < int(0.7 * 0.8 * 100.0),
             qPrintable(QString::number(task->percent())));
    QCOMPARE(m_shown->count(), 1);                             // the cancelled result never arrives
    QCOMPARE(m_page->analysis()->setup.dim, std::int64_t(64)); // the old result stays
    QCOMPARE(m_page->sweep().size(), std::size_t(4 * 21));
    QVERIFY(m_page->errorText().isEmpty()); // its "cancelled" is not an error
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
}

QTEST_MAIN(TestRopePage)
#include "tst_ropepage.moc"
