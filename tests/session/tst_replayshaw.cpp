// `pelab-cli session` for the Shaw tab: every view (score table, heatmap, row t, relative
// vectors, value output), put in a non-default state through the parameter form and the views'
// own widgets as a user would, exported as the window does and replayed (by pelab-cli shaw or
// by the tab's page offscreen); the CSV/.npy files are byte-identical and the figures written.
#include "replaytestutils.h"

#include "sessionreplay.h"
#include "tabs/shaw/shawpage.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::choose;
using ReplayTest::magic;

struct Expect
{
    QString file;
    ExportFormat format;
};

bool setSpin(QWidget &page, const char *name, int value)
{
    auto *spin = page.findChild<QSpinBox *>(QLatin1String(name));
    if (!spin || value < spin->minimum() || value > spin->maximum())
        return false;
    spin->setValue(value);
    return spin->value() == value;
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
        if (ExportFormats::isFigure(e.format))
            QVERIFY2(replayed.startsWith(magic(e.format)), qPrintable(e.file));
        else
            QVERIFY2(replayed == window, qPrintable(e.file + QStringLiteral(" differs")));
    }
}

void TestReplayShaw::everyViewReplaysByteIdentical()
{
    ShawPage page;
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    auto *views = page.findChild<QTabWidget *>(QStringLiteral("shawViews"));
    QVERIFY(views);
    QVERIFY(setSpin(page, "positions", 40));
    QVERIFY(setSpin(page, "dim", 6));
    QVERIFY(setSpin(page, "clip", 3));
    QVERIFY(setSpin(page, "seed", 7));
    QVERIFY(choose(page, "term", 2));     // the position term
    QVERIFY(choose(page, "colormap", 2)); // not RdBu
    ReplayTest::settle(page);
    QVERIFY(setSpin(page, "query", 29));

    views->setCurrentIndex(ShawPage::TableView);
    QCOMPARE(page.sessionView(), QStringLiteral("table"));
    exportAll(page, QStringLiteral("table"), std::nullopt);
    views->setCurrentIndex(ShawPage::HeatmapView);
    exportAll(page, QStringLiteral("heatmap"), ExportFormat::Png);

    views->setCurrentIndex(ShawPage::RowView);
    // The row view's filter and sort order change what the table lists, not the export.
    QVERIFY(choose(page, "rowFilter", 1));
    auto *rowTable = page.findChild<QTableView *>(QStringLiteral("rowTable"));
    QVERIFY(rowTable);
    rowTable->sortByColumn(ShawRowModel::WeightColumn, Qt::DescendingOrder);
    exportAll(page, QStringLiteral("row"), std::nullopt);
    QVERIFY(setSpin(page, "query", 5)); // the value view at another row
    views->setCurrentIndex(ShawPage::ValueView);
    exportAll(page, QStringLiteral("value"), std::nullopt);
    views->setCurrentIndex(ShawPage::RelativeView);
    exportAll(page, QStringLiteral("relative"), std::nullopt);

    // No command lists a row, the relative vectors or the value output.
    for (const SessionExport &entry : m_session.exports) {
        const bool table =
            entry.view == QLatin1String("table") || entry.view == QLatin1String("heatmap");
        QCOMPARE(SessionReplay::plan(entry, QStringLiteral("out")).viaPage, !table);
    }
    replayAndCompare();
    // The query row is what differs between the row and the value exports' rows.
    QVERIFY(ReplayTest::readAll(QDir(m_windowDir->path()).filePath(QStringLiteral("row.csv")))
                .contains("\n0,-29,-3,"));
}

void TestReplayShaw::largeTableWindowAroundQueryRow()
{
    ShawPage page;
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    auto *views = page.findChild<QTabWidget *>(QStringLiteral("shawViews"));
    QVERIFY(views);
    QVERIFY(setSpin(page, "dim", 2));
    QVERIFY(setSpin(page, "clip", 2));
    QVERIFY(setSpin(page, "positions", 1100));
    ReplayTest::settle(page);
    QVERIFY(setSpin(page, "query", 1000)); // rows 76 … 1099, the last 1024
    views->setCurrentIndex(ShawPage::HeatmapView);
    exportAll(page, QStringLiteral("window"), ExportFormat::Svg);
    QVERIFY(setSpin(page, "query", 300)); // the window starts at row 0
    QVERIFY(choose(page, "term", 1));     // the content term
    ReplayTest::settle(page);
    QCOMPARE(page.shownWindow()->rows(), std::size_t(1024));
    exportAll(page, QStringLiteral("window-content"), std::nullopt);
    for (const SessionExport &entry : m_session.exports)
        QVERIFY(SessionReplay::plan(entry, QStringLiteral("out")).viaPage);
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
    page.setCurrentView(ShawPage::RowView);
    QVERIFY(setSpin(page, "query", 20));
    QVERIFY(choose(page, "rowFilter", 2)); // within ±K
    auto *rowTable = page.findChild<QTableView *>(QStringLiteral("rowTable"));
    QVERIFY(rowTable);
    rowTable->horizontalHeader()->setSortIndicator(ShawRowModel::WeightColumn, Qt::DescendingOrder);
    ReplayTest::settle(page);
    const QJsonObject parameters = page.parameters();
    QCOMPARE(parameters.value(QStringLiteral("row-filter")).toString(), QStringLiteral("within"));
    QCOMPARE(parameters.value(QStringLiteral("row-sort")).toString(), QStringLiteral("weight"));
    QCOMPARE(parameters.value(QStringLiteral("row-order")).toString(),
             QStringLiteral("descending"));

    ShawPage other;
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

    // Bad values take the defaults, with one warning each.
    other.setParameters(QJsonObject{{QStringLiteral("row-filter"), QStringLiteral("some")},
                                    {QStringLiteral("row-sort"), 3},
                                    {QStringLiteral("row-order"), QStringLiteral("descending")}},
                        &warnings);
    QCOMPARE(warnings.size(), 2);
    QCOMPARE(other.rowPanel()->filter(), ShawRowPanel::AllKeys);
    QCOMPARE(other.rowPanel()->sortColumn(), int(ShawRowModel::KeyColumn));
    QCOMPARE(other.rowPanel()->sortOrder(), Qt::DescendingOrder);
}

QTEST_MAIN(TestReplayShaw)
#include "tst_replayshaw.moc"
