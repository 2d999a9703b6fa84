// The RoPE heatmap of a long context (issue 17): above RopeViews::kMaxWindow positions the
// heatmap view computes the 1024 × 1024 window centred on row t (--row, automatic: the middle),
// its cells the scores of the formula, its edges clamped at 0 and N, its export labelled with the
// true positions and its title saying which window; the window page shows it. Below the
// threshold the whole matrix, as before. The score table view is the whole matrix at any N
// within the memory limit: what pelab-cli rope writes by default.
#include "figures/heatmapwidget.h"
#include "rope/ropefigures.h"
#include "rope/ropespec.h"
#include "rope/ropetables.h"
#include "rope/ropeviews.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "tabs/rope/ropepage.h"
#include "task/tabcontroller.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <cmath>

namespace {

const TabSpec &ropeSpec()
{
    return *TabSpecs::find(QStringLiteral("rope"));
}

// q and k typed in (d = 8), N positions from T0.
TabState state(qint64 positions, qint64 start)
{
    TabState s = ropeSpec().defaults();
    s.set(RopeKeys::dim, QVariant::fromValue(qint64(8)));
    s.set(RopeKeys::positions, QVariant::fromValue(positions));
    s.set(RopeKeys::start, QVariant::fromValue(start));
    s.set(RopeKeys::content, QStringLiteral("typed"));
    s.set(RopeKeys::qValues, QStringLiteral("0.5, -1, 2, 0.25, 1, 1.5, -0.75, 3"));
    s.set(RopeKeys::kValues, QStringLiteral("-1, 0.5, 1, 2, -0.5, 0.125, 2.5, -2"));
    return s;
}

// a(t, s) = (R_t q)·(R_s k)/√8, interleaved pairs, θ_i = 10000^(−2i/8).
double expectedScore(double t, double s)
{
    const double q[8] = {0.5, -1, 2, 0.25, 1, 1.5, -0.75, 3};
    const double k[8] = {-1, 0.5, 1, 2, -0.5, 0.125, 2.5, -2};
    double sum = 0.0;
    for (int i = 0; i < 4; ++i) {
        const double theta = std::pow(10000.0, -2.0 * i / 8.0);
        const double ct = std::cos(t * theta), st = std::sin(t * theta);
        const double cs = std::cos(s * theta), ss = std::sin(s * theta);
        const double q0 = q[2 * i] * ct - q[2 * i + 1] * st;
        const double q1 = q[2 * i] * st + q[2 * i + 1] * ct;
        const double k0 = k[2 * i] * cs - k[2 * i + 1] * ss;
        const double k1 = k[2 * i] * ss + k[2 * i + 1] * cs;
        sum += q0 * k0 + q1 * k1;
    }
    return sum / std::sqrt(8.0);
}

ViewData heatmap(const TabState &s)
{
    return ViewComputation::compute(ropeSpec(), QStringLiteral("heatmap"), s, TaskControl());
}

} // namespace

class TestRopeWindow : public QObject
{
    Q_OBJECT

private slots:
    void windowCellsAreTheFormula();
    void windowEdgesClamp();
    void smallMatrixIsWhole();
    void scoreTableIsWhole();
    void rowOutsideIsRefused();
    void pageShowsTheWindow();
};

void TestRopeWindow::windowCellsAreTheFormula()
{
    // N = 3000 from T0 = 5: the window centred on the middle row 1500 holds rows and columns
    // 988 … 2011 (positions 993 … 2016).
    const ViewData data = heatmap(state(3000, 5));
    const RopeScoresResult &r = data.viewResultAs<RopeScoresResult>();
    QCOMPARE(r.window.first, std::int64_t(988));
    QCOMPARE(r.window.size, std::int64_t(1024));
    const pelab::Matrix &a = *r.scores;
    QCOMPARE(a.rows(), std::size_t(1024));
    QCOMPARE(a.cols(), std::size_t(1024));
    for (int i : {0, 1, 511, 1023}) {
        for (int j : {0, 2, 600, 1023}) {
            const double expected = expectedScore(993.0 + i, 993.0 + j);
            QVERIFY2(std::abs(a(i, j) - expected) < 1e-12,
                     qPrintable(QStringLiteral("(%1, %2): %3 vs %4")
                                    .arg(i)
                                    .arg(j)
                                    .arg(a(i, j), 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }
    // The export: the window with its true positions; the name and the title say which.
    const ExportTable table = RopeTables::scores(data);
    QCOMPARE(table.matrix->rows(), std::size_t(1024));
    QCOMPARE(table.rowLabel(0), QStringLiteral("993"));
    QCOMPARE(table.rowLabel(1023), QStringLiteral("2016"));
    QCOMPARE(table.columnLabel(0), QStringLiteral("s993"));
    QCOMPARE(table.columnLabel(1023), QStringLiteral("s2016"));
    QCOMPARE(RopeTables::stem(data), QStringLiteral("rope-scores-d8-n3000-t5-f64-window993-2016"));
    HeatmapWidget figure;
    RopeFigures::drawHeatmap(figure, data);
    QVERIFY2(figure.figureTitle().contains(QStringLiteral("window t, s = 993 … 2016 of N = 3000")),
             qPrintable(figure.figureTitle()));
}

void TestRopeWindow::windowEdgesClamp()
{
    QCOMPARE(RopeViews::windowAround(3000, 0).first, std::int64_t(0));
    QCOMPARE(RopeViews::windowAround(3000, 511).first, std::int64_t(0));
    QCOMPARE(RopeViews::windowAround(3000, 513).first, std::int64_t(1));
    QCOMPARE(RopeViews::windowAround(3000, 2999).first, std::int64_t(3000 - 1024));
    QCOMPARE(RopeViews::windowAround(1025, 1024).first, std::int64_t(1));
    QCOMPARE(RopeViews::windowAround(1024, 1000).first, std::int64_t(0));
    QCOMPARE(RopeViews::windowAround(1024, 1000).size, std::int64_t(1024));
    // Row 0 and row N − 1 computed: the first and the last 1024 positions.
    TabState first = state(3000, 0);
    first.set(RopeKeys::row, QVariant::fromValue(qint64(0)));
    const ViewData top = heatmap(first);
    QCOMPARE(top.viewResultAs<RopeScoresResult>().window.first, std::int64_t(0));
    QVERIFY(std::abs((*top.viewResultAs<RopeScoresResult>().scores)(0, 0) -
                     expectedScore(0.0, 0.0)) < 1e-13);
    TabState last = state(3000, 0);
    last.set(RopeKeys::row, QVariant::fromValue(qint64(2999)));
    const ViewData bottom = heatmap(last);
    const RopeScoresResult &b = bottom.viewResultAs<RopeScoresResult>();
    QCOMPARE(b.window.first, std::int64_t(1976));
    QCOMPARE(RopeTables::scores(bottom).rowLabel(1023), QStringLiteral("2999"));
    QVERIFY(std::abs((*b.scores)(1023, 1023) - expectedScore(2999.0, 2999.0)) < 1e-12);
    QVERIFY(std::abs((*b.scores)(1023, 0) - expectedScore(2999.0, 1976.0)) < 1e-12);
}

void TestRopeWindow::smallMatrixIsWhole()
{
    const ViewData data = heatmap(state(1024, 0));
    const RopeScoresResult &r = data.viewResultAs<RopeScoresResult>();
    QVERIFY(r.window.isWhole(1024));
    QCOMPARE(r.scores->rows(), std::size_t(1024));
    QCOMPARE(RopeTables::stem(data), QStringLiteral("rope-scores-d8-n1024-t0-f64"));
    HeatmapWidget figure;
    RopeFigures::drawHeatmap(figure, data);
    QVERIFY(!figure.figureTitle().contains(QStringLiteral("window")));
}

void TestRopeWindow::scoreTableIsWhole()
{
    // N = 3000 from T0 = 5: the score table holds all 3000 × 3000 cells, the row ignored.
    TabState s = state(3000, 5);
    s.set(RopeKeys::row, QVariant::fromValue(qint64(10)));
    const ViewData data =
        ViewComputation::compute(ropeSpec(), QStringLiteral("scores"), s, TaskControl());
    const RopeScoresResult &r = data.viewResultAs<RopeScoresResult>();
    QVERIFY(r.window.isWhole(3000));
    const pelab::Matrix &a = *r.scores;
    QCOMPARE(a.rows(), std::size_t(3000));
    QCOMPARE(a.cols(), std::size_t(3000));
    for (int i : {0, 1, 1500, 2999}) {
        for (int j : {0, 7, 2048, 2999})
            QVERIFY(std::abs(a(i, j) - expectedScore(5.0 + i, 5.0 + j)) < 1e-11);
    }
    const ExportTable table = RopeTables::scores(data);
    QCOMPARE(table.rowLabel(2999), QStringLiteral("3004"));
    QCOMPARE(table.columnLabel(0), QStringLiteral("s5"));
    QCOMPARE(RopeTables::stem(data), QStringLiteral("rope-scores-d8-n3000-t5-f64"));
    HeatmapWidget figure;
    RopeFigures::drawHeatmap(figure, data);
    QVERIFY(!figure.figureTitle().contains(QStringLiteral("window")));
}

void TestRopeWindow::rowOutsideIsRefused()
{
    TabState s = state(3000, 0);
    s.set(RopeKeys::row, QVariant::fromValue(qint64(3000)));
    QVERIFY(ropeSpec().coreProblem(s).contains(QStringLiteral("0 … N − 1 = 2999")));
    bool refused = false;
    try {
        heatmap(s);
    } catch (const pelab::Error &) {
        refused = true;
    }
    QVERIFY(refused);
}

void TestRopeWindow::pageShowsTheWindow()
{
    RopePage page;
    page.resize(1400, 900);
    page.show();
    QSignalSpy shown(&page, &RopePage::resultShown);
    QVERIFY(QTest::qWaitFor([&] { return shown.count() >= 1 && !page.isComputing(); }, 120000));
    page.controller()->setValue(RopeKeys::positions, QVariant::fromValue(qint64(3000)));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return page.shownScores() && page.shownScores()->scores->rows() == 1024 &&
                   !page.isComputing();
        },
        120000));
    QCOMPARE(page.shownScores()->window.first, std::int64_t(988));
    auto *status = page.findChild<QLabel *>(QStringLiteral("heatmapStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QStringLiteral("t, s = 988 … 2011")),
             qPrintable(status->text()));
    auto *widget = page.findChild<HeatmapWidget *>(QStringLiteral("scoreHeatmap"));
    QVERIFY(QTest::qWaitFor([&] { return !widget->isPreparing(); }, 120000));
    QVERIFY2(widget->figureTitle().contains(QStringLiteral("window t, s = 988 … 2011 of N = 3000")),
             qPrintable(widget->figureTitle()));
    QCOMPARE(page.exportTable().rowLabel(0), QStringLiteral("988"));
    // The window row moves it.
    page.controller()->setValue(RopeKeys::row, QVariant::fromValue(qint64(0)));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return page.shownScores() && page.shownScores()->window.first == 0 &&
                   !page.isComputing();
        },
        120000));
    QVERIFY(status->text().contains(QStringLiteral("t, s = 0 … 1023")));
    // The score table view: all 3000 × 3000, with true positions.
    page.controller()->setCurrentView(QStringLiteral("scores"));
    auto *table = page.findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(table);
    QVERIFY(QTest::qWaitFor(
        [&] { return table->model()->rowCount() == 3000 && !page.isComputing(); }, 120000));
    QCOMPARE(table->model()->columnCount(), 3000);
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(3000));
    QCOMPARE(table->model()->headerData(2999, Qt::Vertical).toString(), QStringLiteral("2999"));
}

QTEST_MAIN(TestRopeWindow)
#include "tst_ropewindow.moc"
