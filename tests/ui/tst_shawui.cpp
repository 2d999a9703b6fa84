// The Shaw tab: the lazy score model and the row model under QAbstractItemModelTester, against
// sums computed here from the formula; the page driven offscreen (window, row filter, value
// output, sessions, bad files).
#include "editors/integerspinbox.h"
#include "shaw/shawrowmodel.h"
#include "shaw/shawscoremodel.h"
#include "shaw/shawspec.h"
#include "shaw/shawviews.h"
#include "tabs/shaw/shawpage.h"
#include "tabs/shaw/shawrowpanel.h"
#include "task/backgroundtask.h"
#include "task/tabcontroller.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

// a(t, s) from the definition, in long double: the content and position dot products of the
// seeded vectors, clip written out.
struct Expected
{
    double content;
    double position;
    int index;
};

Expected expected(const pelab::ShawScores &scores, int t, int s)
{
    const int clip = int(scores.clip());
    const int index = s - t > clip ? clip : (s - t < -clip ? -clip : s - t);
    long double c = 0, p = 0;
    for (int j = 0; j < scores.dim(); ++j) {
        c += (long double)scores.q()(t, j) * scores.k()(s, j);
        p += (long double)scores.q()(t, j) * scores.rel()(index + clip, j);
    }
    const long double root = std::sqrt((long double)scores.dim());
    return {double(c / root), double(p / root), index};
}

// Waits until the page has shown what its values and view ask for.
bool settle(Page &page)
{
    return QTest::qWaitFor([&page] { return !page.isComputing(); }, 60000);
}

} // namespace

class TestShawUi : public QObject
{
    Q_OBJECT

private slots:
    void scoreModelAgainstFormula();
    void scoreModelIsLazyForHugeN();
    void rowModelSortAndFilter();
    void pageShowsTableHeatmapAndRow();
    void pageWindowForLargeN();
    void sameSeedSameTable();
    void sessionParameters();
    void badFileKeepsLastResult();
    void cancelStopsTheHeatmapWindow();
    void valuesBackToTheShownComputeNothing();
};

void TestShawUi::scoreModelAgainstFormula()
{
    ShawScoreModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto scores = std::make_shared<const pelab::ShawScores>(pelab::ShawScores::seeded(20, 6, 3, 9));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setScores(scores);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 20);
    QCOMPARE(model.columnCount(), 20);
    for (int t = 0; t < 20; ++t) {
        for (int s = 0; s < 20; ++s) {
            const QModelIndex index = model.index(t, s);
            const Expected e = expected(*scores, t, s);
            PELAB_COMPARE_NEAR(model.data(index, ShawScoreModel::ContentRole).toDouble(), e.content,
                               1e-13);
            PELAB_COMPARE_NEAR(model.data(index, ShawScoreModel::PositionRole).toDouble(),
                               e.position, 1e-13);
            PELAB_COMPARE_NEAR(model.data(index, ShawScoreModel::RawValueRole).toDouble(),
                               e.content + e.position, 1e-13);
            QCOMPARE(model.data(index, ShawScoreModel::ClipIndexRole).toLongLong(), e.index);
            const bool clipped = std::abs(s - t) > 3;
            QCOMPARE(model.data(index, ShawScoreModel::ClippedRole).toBool(), clipped);
            QCOMPARE(model.data(index, Qt::BackgroundRole).isValid(), clipped);
        }
    }
    // The tooltip names both terms and the clip index; the border cell uses r_3.
    const QString tip = model.data(model.index(0, 19), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("r_3")) && tip.contains(QStringLiteral("clipped")),
             qPrintable(tip));
    QCOMPARE(model.headerData(4, Qt::Vertical).toString(), QStringLiteral("t=4"));
    QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), QStringLiteral("s=5"));
    model.setScores(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestShawUi::scoreModelIsLazyForHugeN()
{
    // N = 100 000: only q, k and r exist (2·N·d + (2K + 1)·d doubles); any cell is at hand.
    ShawScoreModel model;
    // (QAbstractItemModelTester walks every index: it runs on the small table above.)
    auto scores =
        std::make_shared<const pelab::ShawScores>(pelab::ShawScores::seeded(100000, 8, 16, 1));
    model.setScores(scores);
    QCOMPARE(model.rowCount(), 100000);
    for (auto [t, s] : {std::pair{0, 99999}, std::pair{99999, 0}, std::pair{50000, 50010}}) {
        const Expected e = expected(*scores, t, s);
        PELAB_COMPARE_NEAR(model.data(model.index(t, s), ShawScoreModel::RawValueRole).toDouble(),
                           e.content + e.position, 1e-13);
    }
    QCOMPARE(model.data(model.index(99999, 0), ShawScoreModel::ClipIndexRole).toLongLong(), -16);
}

void TestShawUi::rowModelSortAndFilter()
{
    ShawRowModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ShawRowModel::RawValueRole);
    proxy.setFilterRole(ShawRowModel::ClippedRole);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    ShawRowModel::Row row;
    row.query = 2;
    row.clip = 1;
    row.content = {0.5, -1.0, 2.0, 0.25, 3.0, -2.0};
    row.position = {0.1, 0.1, 0.0, -0.3, -0.3, -0.3};
    row.weights = {0.1, 0.1, 0.2, 0.2, 0.3, 0.1};
    model.setRow(row);
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.columnCount(), int(ShawRowModel::NUM_COLUMNS));
    const auto raw = [&model](int r, int c) {
        return model.data(model.index(r, c), ShawRowModel::RawValueRole).toDouble();
    };
    QCOMPARE(raw(0, ShawRowModel::OffsetColumn), -2.0);
    QCOMPARE(raw(0, ShawRowModel::ClipIndexColumn), -1.0);
    QCOMPARE(raw(5, ShawRowModel::ClipIndexColumn), 1.0);
    QCOMPARE(raw(4, ShawRowModel::TotalColumn), 2.7);
    // Sorted by total, descending: s = 4 (2.7), 2 (2.0), 0 (0.6).
    proxy.sort(ShawRowModel::TotalColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.data(proxy.index(0, ShawRowModel::KeyColumn)).toString(), QStringLiteral("4"));
    QCOMPARE(proxy.data(proxy.index(1, ShawRowModel::KeyColumn)).toString(), QStringLiteral("2"));
    QCOMPARE(proxy.data(proxy.index(2, ShawRowModel::KeyColumn)).toString(), QStringLiteral("0"));
    // Only clipped offsets (|s − 2| > 1): s = 0, 4, 5.
    proxy.setFilterFixedString(QStringLiteral("true"));
    QCOMPARE(proxy.rowCount(), 3);
    proxy.setFilterFixedString(QStringLiteral("false"));
    QCOMPARE(proxy.rowCount(), 3);
    proxy.setFilterFixedString({});
    QCOMPARE(proxy.rowCount(), 6);
}

void TestShawUi::pageShowsTableHeatmapAndRow()
{
    ShawPage page;
    page.resize(1400, 900);
    page.show();
    QVERIFY(settle(page));
    const auto scores = page.scoreModel()->scores();
    QVERIFY(scores);
    QCOMPARE(scores->positions(), 64);
    // The score table exports the whole 64 × 64 total (the view's own matrix).
    QCOMPARE(page.sessionView(), QStringLiteral("table"));
    const ExportTable whole = page.exportTable();
    QVERIFY(whole.isValid());
    QCOMPARE(whole.matrix->rows(), std::size_t(64));
    PELAB_COMPARE_NEAR((*whole.matrix)(3, 60),
                       expected(*scores, 3, 60).content + expected(*scores, 3, 60).position, 1e-13);
    QVERIFY(page.exportFigure());
    // The heatmap holds the whole 64 × 64 total, cell for cell the model's values.
    QSignalSpy window(&page, &ShawPage::windowShown);
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(settle(page));
    QCOMPARE(window.count(), 1);
    const ExportTable table = page.exportTable();
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(64));
    const Expected e = expected(*scores, 10, 40);
    PELAB_COMPARE_NEAR((*table.matrix)(10, 40), e.content + e.position, 1e-13);
    QVERIFY(page.exportFigure());
    QCOMPARE(page.shownWindow(), table.matrix);

    // Row t = 5, filtered to the clipped keys (|s − 5| > 4): s = 0 and s = 10 … 63.
    QSignalSpy row(&page, &ShawPage::rowShown);
    page.controller()->setValue(ShawKeys::query, QVariant::fromValue(qint64(5)));
    QVERIFY(page.setSessionView(QStringLiteral("row")));
    QVERIFY(settle(page));
    QVERIFY(row.count() >= 1);
    page.controller()->setValue(ShawKeys::rowFilter, QStringLiteral("clipped"));
    QCOMPARE(page.rowPanel()->proxy()->rowCount(), 1 + 54);
    page.controller()->setValue(ShawKeys::rowFilter, QStringLiteral("all"));
    QCOMPARE(page.rowPanel()->proxy()->rowCount(), 64);
    const ExportTable rowTable = page.exportTable();
    QCOMPARE(rowTable.matrix->rows(), std::size_t(64));
    double weights = 0.0;
    for (std::size_t s = 0; s < 64; ++s)
        weights += (*rowTable.matrix)(s, 5);
    PELAB_COMPARE_NEAR(weights, 1.0, 1e-13);
    PELAB_COMPARE_NEAR((*rowTable.matrix)(40, 4),
                       expected(*scores, 5, 40).content + expected(*scores, 5, 40).position, 1e-13);
    QVERIFY(!page.exportFigure());

    QVERIFY(page.setSessionView(QStringLiteral("relative")));
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(9));
    QCOMPARE(page.exportTable().rowLabel(0), QStringLiteral("-4"));
    const qsizetype rows = row.count();
    QVERIFY(page.setSessionView(QStringLiteral("value")));
    QVERIFY(settle(page));
    QCOMPARE(row.count(), rows + 1);
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(16));
    QCOMPARE(page.exportTable().matrix->cols(), std::size_t(3));
    QVERIFY(!page.exportFigure());
}

void TestShawUi::pageWindowForLargeN()
{
    ShawPage page;
    QVERIFY(settle(page));
    TabController &c = *page.controller();
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(5000)));
    c.setValue(ShawKeys::dim, QVariant::fromValue(qint64(4)));
    c.setValue(ShawKeys::clip, QVariant::fromValue(qint64(8)));
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 5000);
    QVERIFY(page.shownWindow());
    QCOMPARE(page.shownWindow()->rows(), std::size_t(ShawViews::kMaxWindow));
    c.setValue(ShawKeys::query, QVariant::fromValue(qint64(3000)));
    QVERIFY(settle(page));
    const ExportTable table = page.exportTable();
    // The window is centred on t = 3000: rows 2488 … 3511.
    QCOMPARE(table.rowLabel(0), QStringLiteral("2488"));
    QCOMPARE(table.columnLabel(0), QStringLiteral("s2488"));
    QCOMPARE(page.exportBaseName(), QStringLiteral("shaw-total-n5000-d4-k8-t2488-3511"));
    const auto scores = page.scoreModel()->scores();
    const Expected e = expected(*scores, 2488 + 7, 2488 + 900);
    PELAB_COMPARE_NEAR((*table.matrix)(7, 900), e.content + e.position, 1e-13);
    auto *note = page.findChild<QLabel *>(QStringLiteral("heatmapNote"));
    QVERIFY(note && note->text().contains(QStringLiteral("2488 … 3511")));

    // The score table exports the whole table, whatever row t.
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(1100)));
    QVERIFY(page.setSessionView(QStringLiteral("table")));
    QVERIFY(settle(page));
    const ExportTable whole = page.exportTable();
    QCOMPARE(whole.matrix->rows(), std::size_t(1100));
    QCOMPARE(whole.rowLabel(0), QStringLiteral("0"));
    const auto small = page.scoreModel()->scores();
    const Expected corner = expected(*small, 1099, 0);
    PELAB_COMPARE_NEAR((*whole.matrix)(1099, 0), corner.content + corner.position, 1e-13);
    QCOMPARE(page.exportBaseName(), QStringLiteral("shaw-total-n1100-d4-k8"));

    // Above the memory limit the whole table is refused (the lazy table still shows it): the
    // view says so and offers no export.
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(20000)));
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 20000);
    QVERIFY(!page.exportTable().isValid());
    QVERIFY(!page.exportFigure());
    QVERIFY(page.errorText().isEmpty());
    auto *exportNote = page.findChild<QLabel *>(QStringLiteral("tableExport"));
    QVERIFY2(exportNote && exportNote->text().contains(QStringLiteral("memory limit")),
             qPrintable(exportNote->text()));
}

void TestShawUi::sameSeedSameTable()
{
    const auto a = pelab::ShawScores::seeded(32, 8, 3, 1234);
    const auto b = pelab::ShawScores::seeded(32, 8, 3, 1234);
    ShawScoreModel first, second;
    first.setScores(
        std::make_shared<const pelab::ShawScores>(pelab::ShawScores::seeded(32, 8, 3, 1234)));
    second.setScores(
        std::make_shared<const pelab::ShawScores>(pelab::ShawScores::seeded(32, 8, 3, 1234)));
    for (int t = 0; t < 32; ++t)
        for (int s = 0; s < 32; ++s)
            QCOMPARE(first.data(first.index(t, s), ShawScoreModel::RawValueRole).toDouble(),
                     second.data(second.index(t, s), ShawScoreModel::RawValueRole).toDouble());
    QCOMPARE(a.q()(31, 7), b.q()(31, 7));
}

void TestShawUi::sessionParameters()
{
    ShawPage page;
    QStringList warnings;
    page.setParameters(QJsonObject{{QStringLiteral("positions"), 40},
                                   {QStringLiteral("dim"), 8},
                                   {QStringLiteral("clip"), 2},
                                   {QStringLiteral("seed"), 7},
                                   {QStringLiteral("term"), QStringLiteral("position")},
                                   {QStringLiteral("query"), 12},
                                   {QStringLiteral("bogus"), 1}},
                       &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("bogus")));
    const QJsonObject back = page.parameters();
    QCOMPARE(back.value(ShawKeys::positions).toInt(), 40);
    QCOMPARE(back.value(ShawKeys::clip).toInt(), 2);
    QCOMPARE(back.value(ShawKeys::term).toString(), QStringLiteral("position"));
    QCOMPARE(back.value(ShawKeys::query).toInt(), 12);
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 40);
    QCOMPARE(page.scoreModel()->scores()->clip(), 2);
    warnings.clear();
    page.setParameters(QJsonObject{{QStringLiteral("clip"), -3}}, &warnings);
    QCOMPARE(warnings.size(), 1);
    // An old session's files (q, k and rel present = loaded) choose the loaded vectors.
    auto *source = page.findChild<QComboBox *>(QStringLiteral("source"));
    QVERIFY(source);
    QCOMPARE(source->currentIndex(), 0);
    warnings.clear();
    page.setParameters(QJsonObject{{QStringLiteral("q"), QStringLiteral("/no/q.csv")},
                                   {QStringLiteral("k"), QStringLiteral("/no/k.csv")},
                                   {QStringLiteral("rel"), QStringLiteral("/no/r.csv")}},
                       &warnings);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(source->currentIndex(), 1);
    QVERIFY(!page.findChild<IntegerSpinBox *>(QStringLiteral("positions"))->isEnabled());
    QVERIFY(QTest::qWaitFor([&] { return !page.errorText().isEmpty(); }, 60000));
    QVERIFY2(page.errorText().contains(QStringLiteral("q.csv")), qPrintable(page.errorText()));
}

void TestShawUi::badFileKeepsLastResult()
{
    ShawPage page;
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 64);
    QTemporaryDir dir;
    QFile q(dir.filePath(QStringLiteral("q.csv")));
    QVERIFY(q.open(QIODevice::WriteOnly));
    q.write("1,2\n3,4\n5,6\n");
    q.close();
    QFile r(dir.filePath(QStringLiteral("r.csv")));
    QVERIFY(r.open(QIODevice::WriteOnly));
    r.write("1,0\n0,1\n");
    r.close();
    // Through the form, as a user types the files.
    auto *source = page.findChild<QComboBox *>(QStringLiteral("source"));
    QVERIFY(source);
    source->setCurrentIndex(1);
    for (const auto &[key, file] : {std::pair{"q", q.fileName()}, std::pair{"k", q.fileName()},
                                    std::pair{"rel", r.fileName()}}) {
        auto *edit = page.findChild<QLineEdit *>(QLatin1String(key));
        QVERIFY(edit && edit->isEnabled());
        edit->setText(file);
        emit edit->editingFinished();
    }
    QVERIFY(QTest::qWaitFor([&] { return !page.errorText().isEmpty(); }, 60000));
    QVERIFY2(page.errorText().contains(QStringLiteral("r.csv")), qPrintable(page.errorText()));
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 64);
    // A good r (2K + 1 = 3 rows): N = 3, d = 2, K = 1 come from the files; Return on the same
    // file name reads it again.
    QVERIFY(r.open(QIODevice::WriteOnly | QIODevice::Truncate));
    r.write("1,0\n0,1\n1,1\n");
    r.close();
    QSignalSpy results(&page, &ShawPage::resultShown);
    auto *rel = page.findChild<QLineEdit *>(QStringLiteral("rel"));
    QTest::keyClick(rel, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return results.count() == 1; }, 60000));
    QVERIFY(settle(page));
    QCOMPARE(results.count(), 1); // the shape the files gave computes nothing again
    QCOMPARE(page.scoreModel()->rowCount(), 3);
    QCOMPARE(page.scoreModel()->scores()->clip(), 1);
    QCOMPARE(page.controller()->state().integer(ShawKeys::clip), 1);
    QCOMPARE(page.findChild<IntegerSpinBox *>(QStringLiteral("clip"))->value(), 1);
    QCOMPARE(page.parameters().value(ShawKeys::positions).toInt(), 3);
    QVERIFY(page.errorText().isEmpty());
    // q_1 = (3, 4), k_0 = (1, 2), r_clip(−1) = r_−1 = (1, 0): (11 + 3)/√2.
    PELAB_COMPARE_NEAR(page.scoreModel()
                           ->data(page.scoreModel()->index(1, 0), ShawScoreModel::RawValueRole)
                           .toDouble(),
                       14.0 / std::sqrt(2.0), 1e-14);
    auto *notes = page.findChild<QLabel *>(QStringLiteral("fileNotes"));
    QVERIFY(notes);
    QVERIFY(notes->isHidden());
    // A header row and an index column in q: read, and said under the file fields.
    QVERIFY(q.open(QIODevice::WriteOnly | QIODevice::Truncate));
    q.write("i,x,y\n0,1,2\n1,3,4\n2,5,6\n");
    q.close();
    page.controller()->recompute();
    QVERIFY(QTest::qWaitFor([&] { return !notes->isHidden() && !page.isComputing(); }, 60000));
    QVERIFY2(notes->text().contains(QStringLiteral("q.csv: header row skipped")),
             qPrintable(notes->text()));
    QVERIFY2(
        notes->text().contains(QStringLiteral("q.csv: leading index column (0 ... 2) dropped")),
        qPrintable(notes->text()));
    QCOMPARE(page.scoreModel()->rowCount(), 3);
    QVERIFY(page.errorText().isEmpty());
    // Seeded again: the files are set aside (the session records none), and come back.
    source->setCurrentIndex(0);
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 3); // N, d and K as the files gave them
    QCOMPARE(page.parameters().value(ShawKeys::q).toString(), QString());
    QVERIFY(page.findChild<IntegerSpinBox *>(QStringLiteral("positions"))->isEnabled());
    source->setCurrentIndex(1);
    QCOMPARE(page.controller()->state().text(ShawKeys::rel), r.fileName());
}

void TestShawUi::cancelStopsTheHeatmapWindow()
{
    ShawPage page;
    QVERIFY(settle(page));
    TabController &c = *page.controller();
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(5000)));
    c.setValue(ShawKeys::dim, QVariant::fromValue(qint64(4)));
    c.setValue(ShawKeys::clip, QVariant::fromValue(qint64(8)));
    QSignalSpy window(&page, &ShawPage::windowShown);
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(settle(page));
    QCOMPARE(page.scoreModel()->rowCount(), 5000);
    QVERIFY(window.count() >= 1);
    BackgroundTask *windowTask = c.task(QStringLiteral("heatmap"));
    QVERIFY(windowTask);
    // A whole window: 1024 of the 5000 rows, a report after every 64.
    QCOMPARE(windowTask->percent(), 100);
    const auto before = page.shownWindow();
    const qsizetype windows = window.count();
    // Row t = 3000 while another view is shown; showing the heatmap again computes its window.
    QVERIFY(page.setSessionView(QStringLiteral("relative")));
    c.setValue(ShawKeys::query, QVariant::fromValue(qint64(3000)));
    QSignalSpy busy(&page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
        QVERIFY(page.isComputing());
        page.cancel();
        QVERIFY(!page.isComputing());
        QVERIFY(gate.openAndFinish());
    }
    QCOMPARE(windowTask->percent(), 64 * 100 / 1024); // stopped after its first 64 rows
    QCOMPARE(window.count(), windows);                // the cancelled window never arrives
    QCOMPARE(page.shownWindow(), before);             // the old window stays on screen
    QVERIFY(!page.exportTable().isValid());           // but is not the window of row 3000
    QVERIFY(page.errorText().isEmpty());
    QCOMPARE(busy.last().at(0).toBool(), false);
    // Shown again, the view computes its window.
    QVERIFY(page.setSessionView(QStringLiteral("relative")));
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(settle(page));
    QCOMPARE(page.exportTable().rowLabel(0), QStringLiteral("2488"));
}

// Values set back to those of the result on screen: nothing computed again, nothing refused.
void TestShawUi::valuesBackToTheShownComputeNothing()
{
    ShawPage page;
    QVERIFY(settle(page));
    TabController &c = *page.controller();
    QSignalSpy results(&page, &ShawPage::resultShown);
    // A q file without k and r is refused at once (the banner), then taken back.
    c.setValue(ShawKeys::q, QStringLiteral("q.csv"));
    QVERIFY(QTest::qWaitFor([&] { return !page.errorText().isEmpty(); }, 60000));
    QVERIFY2(page.errorText().contains(QStringLiteral("read together")),
             qPrintable(page.errorText()));
    c.setValue(ShawKeys::q, QString());
    QVERIFY(page.errorText().isEmpty());
    QVERIFY(!page.isComputing());
    // N = 65 and back to 64 before the pause is over: the 64 on screen stays.
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(65)));
    QVERIFY(page.isComputing());
    c.setValue(ShawKeys::positions, QVariant::fromValue(qint64(64)));
    QVERIFY(!page.isComputing());
    QVERIFY(settle(page));
    QCOMPARE(results.count(), 0);
    QCOMPARE(page.scoreModel()->rowCount(), 64);
}

QTEST_MAIN(TestShawUi)
#include "tst_shawui.moc"
