// `pelab-cli session` for the Shaw tab: every view (score table, heatmap, row t, relative
// vectors, value output), put in a non-default state through the parameter form and the views'
// own widgets as a user would, exported as the window does and replayed from the tab's
// specification; the CSV/.npy files and the PNG figures are byte-identical.
#include "replaytestutils.h"
#include "shaw/shawspec.h"

#include "editors/integerspinbox.h"
#include "sessionreplay.h"
#include "shaw/shawrowmodel.h"
#include "tabs/shaw/shawpage.h"
#include "tabs/shaw/shawrowpanel.h"
#include "task/tabcontroller.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::choose;
using ReplayTest::magic;

struct Expect
{
    QString file;
    ExportFormat format;
};

void setInteger(QWidget &page, const char *name, qint64 value)
{
    child<IntegerSpinBox>(&page, name)->setValue(value);
}

} // namespace

class TestReplayShaw : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everyViewReplaysByteIdentical();
    void largeTableWindowAroundQueryRow();
    void rowViewStateInParameters();

private:
    // Exports the current view as CSV, .npy and (when given) a figure, and remembers the files.
    void exportAll(Page &page, const QString &stem, std::optional<ExportFormat> figure);
    void replayAndCompare();

    std::unique_ptr<QTemporaryDir> m_windowDir;
    std::unique_ptr<QTemporaryDir> m_replayDir;
    SessionFile m_session;
    QList<Expect> m_expected;
};

// The export actions read their last folder and figure size from QSettings: the test location.
void TestReplayShaw::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestReplayShaw::init()
{
    m_windowDir = std::make_unique<QTemporaryDir>();
    m_replayDir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_windowDir->isValid() && m_replayDir->isValid());
    m_session = SessionFile();
    m_expected.clear();
}

void TestReplayShaw::exportAll(Page &page, const QString &stem, std::optional<ExportFormat> figure)
{
    QList<ExportFormat> formats = {ExportFormat::Csv, ExportFormat::Npy};
    if (figure)
        formats.append(*figure);
    FigureOptions options;
    options.width = 400;
    options.height = 300;
    for (const ExportFormat format : formats) {
        const QString file = stem + QLatin1Char('.') + ExportFormats::id(format);
        const QString error = ReplayTest::exportView(page, m_session, QDir(m_windowDir->path()),
                                                     file, format, options);
        QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
        m_expected.append(Expect{file, format});
    }
}

void TestReplayShaw::replayAndCompare()
{
    const QString error = ReplayTest::replay(m_session, m_replayDir->path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const Expect &e : m_expected) {
        const QByteArray window = ReplayTest::readAll(QDir(m_windowDir->path()).filePath(e.file));
        const QByteArray replayed = ReplayTest::readAll(QDir(m_replayDir->path()).filePath(e.file));
        QVERIFY2(!window.isEmpty(), qPrintable(e.file));
        QVERIFY2(replayed.startsWith(magic(e.format)), qPrintable(e.file));
        // Tables, and PNGs drawn by the same code in the same process: the same bytes.
        if (!ExportFormats::isFigure(e.format) || e.format == ExportFormat::Png)
            QVERIFY2(replayed == window, qPrintable(e.file + QStringLiteral(" differs")));
    }
    // Every export replays from the tab's specification, none through a page.
    for (const SessionExport &entry : m_session.exports) {
        const SessionReplay::Plan plan = SessionReplay::plan(entry, QStringLiteral("out"));
        QVERIFY(plan.ok());
    }
}

void TestReplayShaw::everyViewReplaysByteIdentical()
{
    ShawPage page;
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    setInteger(page, "positions", 40);
    setInteger(page, "dim", 6);
    setInteger(page, "clip", 3);
    setInteger(page, "seed", 7);
    QVERIFY(choose(page, "term", 2));     // the position term
    QVERIFY(choose(page, "colormap", 2)); // not RdBu
    ReplayTest::settle(page);
    setInteger(page, "query", 29);

    QVERIFY(page.setSessionView(QStringLiteral("table")));
    exportAll(page, QStringLiteral("table"), ExportFormat::Png);
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    exportAll(page, QStringLiteral("heatmap"), ExportFormat::Png);

    QVERIFY(page.setSessionView(QStringLiteral("row")));
    // The row view's filter and sort order change what the table lists, not the export.
    QVERIFY(choose(page, "row-filter", 1));
    child<QTableView>(&page, "rowTable")
        ->sortByColumn(ShawRowModel::WeightColumn, Qt::DescendingOrder);
    exportAll(page, QStringLiteral("row"), std::nullopt);
    setInteger(page, "query", 5); // the value view at another row
    QVERIFY(page.setSessionView(QStringLiteral("value")));
    exportAll(page, QStringLiteral("value"), std::nullopt);
    QVERIFY(page.setSessionView(QStringLiteral("relative")));
    exportAll(page, QStringLiteral("relative"), std::nullopt);

    replayAndCompare();
    // The query row is what differs between the row and the value exports' rows.
    QVERIFY(ReplayTest::readAll(QDir(m_windowDir->path()).filePath(QStringLiteral("row.csv")))
                .contains("\n0,-29,-3,"));
    QCOMPARE(m_session.exports.at(0).parameters.value(QStringLiteral("row-filter")).toString(),
             QStringLiteral("all"));
    QCOMPARE(m_session.exports.at(6).parameters.value(QStringLiteral("row-sort")).toString(),
             QStringLiteral("weight"));
}

// Above 1024 positions the heatmap shows and exports the 1024 × 1024 window around row t and
// the score table the whole table: both replay as they were written.
void TestReplayShaw::largeTableWindowAroundQueryRow()
{
    ShawPage page;
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    setInteger(page, "dim", 2);
    setInteger(page, "clip", 2);
    setInteger(page, "positions", 1100);
    ReplayTest::settle(page);
    setInteger(page, "query", 1000); // rows 76 … 1099, the last 1024
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    exportAll(page, QStringLiteral("window"), ExportFormat::Svg);
    QCOMPARE(page.exportTable().rowLabel(0), QStringLiteral("76"));
    setInteger(page, "query", 300);   // the window starts at row 0
    QVERIFY(choose(page, "term", 1)); // the content term
    ReplayTest::settle(page);
    QCOMPARE(page.shownWindow()->rows(), std::size_t(1024));
    exportAll(page, QStringLiteral("window-content"), std::nullopt);
    QVERIFY(page.setSessionView(QStringLiteral("table")));
    exportAll(page, QStringLiteral("whole"), std::nullopt);
    QCOMPARE(page.exportTable().matrix->rows(), std::size_t(1100));
    replayAndCompare();
    QVERIFY(ReplayTest::readAll(QDir(m_windowDir->path()).filePath(QStringLiteral("window.npy"))) !=
            ReplayTest::readAll(
                QDir(m_windowDir->path()).filePath(QStringLiteral("window-content.npy"))));
}

// The Row view's filter and sort order change what it lists (not what it exports): a session
// or a language switch brings them back.
void TestReplayShaw::rowViewStateInParameters()
{
    ShawPage page;
    QVERIFY(page.setSessionView(QStringLiteral("row")));
    setInteger(page, "query", 20);
    QVERIFY(choose(page, "row-filter", 2)); // within ±K
    auto *rowTable = child<QTableView>(&page, "rowTable");
    rowTable->horizontalHeader()->setSortIndicator(ShawRowModel::WeightColumn, Qt::DescendingOrder);
    ReplayTest::settle(page);
    const QJsonObject parameters = page.parameters();
    QCOMPARE(parameters.value(QStringLiteral("row-filter")).toString(), QStringLiteral("within"));
    QCOMPARE(parameters.value(QStringLiteral("row-sort")).toString(), QStringLiteral("weight"));
    QCOMPARE(parameters.value(QStringLiteral("row-order")).toString(),
             QStringLiteral("descending"));

    ShawPage other;
    QVERIFY(other.setSessionView(QStringLiteral("row")));
    QStringList warnings;
    other.setParameters(parameters, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    ReplayTest::settle(other);
    QCOMPARE(other.parameters(), parameters);
    const QSortFilterProxyModel *shown = page.rowPanel()->proxy();
    const QSortFilterProxyModel *restored = other.rowPanel()->proxy();
    QCOMPARE(shown->rowCount(), 9); // keys 16 … 24 for K = 4
    QCOMPARE(restored->rowCount(), shown->rowCount());
    for (int row = 0; row < shown->rowCount(); ++row)
        QCOMPARE(restored->index(row, ShawRowModel::KeyColumn).data(ShawRowModel::RawValueRole),
                 shown->index(row, ShawRowModel::KeyColumn).data(ShawRowModel::RawValueRole));
    QHeaderView *header = other.rowPanel()->view()->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(ShawRowModel::WeightColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);

    // Bad values take the defaults, with one warning each.
    other.setParameters(QJsonObject{{QStringLiteral("row-filter"), QStringLiteral("some")},
                                    {QStringLiteral("row-sort"), 3},
                                    {QStringLiteral("row-order"), QStringLiteral("descending")}},
                        &warnings);
    QCOMPARE(warnings.size(), 2);
    QCOMPARE(other.controller()->state().text(ShawKeys::rowFilter), QStringLiteral("all"));
    QCOMPARE(child<QComboBox>(&other, "row-filter")->currentIndex(), 0);
    QCOMPARE(header->sortIndicatorSection(), int(ShawRowModel::KeyColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
}

QTEST_MAIN(TestReplayShaw)
#include "tst_replayshaw.moc"
