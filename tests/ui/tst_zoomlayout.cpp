// The README's projector set-up (issue 25, item 14): `pelab --zoom 200` on a 1280 × 720 screen.
// The window fits the screen it opens on; at 200 % every view of every tab shows its numbers
// and figures without sideways scrolling (side panels fold, a table stacks over its chart, a
// table's values are never cut); back at 100 % the layout is the 100 % one again; the
// toolbar's icons follow the zoom; projector mode enlarges the step list, table and
// explanation. The screen is the offscreen platform's, 1280 × 720 (a configuration file).
#include "export/figuresource.h"
#include "figures/screenscale.h"
#include "shell/adaptivesplit.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/zoomcontroller.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QListWidget>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

namespace {

// Past this many columns a table is a matrix (a column per dimension or position: the Shaw
// scores, the relative vectors, the values) that scrolls both ways at any zoom, its values
// whole; its heatmap is the view that shows it at once.
constexpr int kMatrixColumns = 8;

QString where(const QWidget *widget, const QWidget *page)
{
    QStringList parts;
    for (const QWidget *w = widget; w && w != page; w = w->parentWidget())
        parts.prepend(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                                : w->objectName());
    return parts.join(QLatin1Char('>'));
}

// Every sideways scroll bar, figure too small to read and table value cut short on `page`.
QStringList unreadable(QWidget *page, const QString &view)
{
    QStringList found;
    for (QAbstractScrollArea *area : page->findChildren<QAbstractScrollArea *>()) {
        if (!area->isVisibleTo(page))
            continue;
        auto *table = qobject_cast<QTableView *>(area);
        const bool matrix =
            table && table->model() && table->model()->columnCount() > kMatrixColumns;
        if (area->horizontalScrollBar()->isVisible() && !matrix)
            found << view + QStringLiteral(": scrolls sideways: ") + where(area, page);
        if (!table || !table->model() || table->model()->columnCount() > 64)
            continue;
        const QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < header->count(); ++c) {
            if (header->isSectionHidden(c))
                continue;
            const int needs = static_cast<const QAbstractItemView *>(table)->sizeHintForColumn(c);
            if (header->sectionSize(c) < needs)
                found << QStringLiteral("%1: %2 column %3 is %4 px, its values need %5")
                             .arg(view, where(table, page))
                             .arg(c)
                             .arg(header->sectionSize(c))
                             .arg(needs);
        }
    }
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (!dynamic_cast<FigureSource *>(w) || !w->isVisibleTo(page))
            continue;
        if (w->width() < 300 || w->height() < 150)
            found << QStringLiteral("%1: figure %2 is %3 × %4 px")
                         .arg(view, where(w, page))
                         .arg(w->width())
                         .arg(w->height());
    }
    return found;
}

void settle(MainWindow &window)
{
    for (Page *page : window.pages())
        QTRY_VERIFY_WITH_TIMEOUT(!page->isComputing(), 20000);
    QTest::qWait(50);
    QCoreApplication::processEvents();
}

// What the current tab's layout is: the window's size, each splitter's orientation and sizes,
// each side panel shown or folded.
QStringList layoutOf(MainWindow &window)
{
    QStringList layout{QStringLiteral("window %1 × %2").arg(window.width()).arg(window.height())};
    QWidget *page = window.tabs()->currentWidget();
    for (const QSplitter *splitter : page->findChildren<QSplitter *>()) {
        QStringList sizes;
        for (int size : splitter->sizes())
            sizes << QString::number(size);
        layout << QStringLiteral("%1 %2 %3")
                      .arg(where(splitter, page))
                      .arg(splitter->orientation())
                      .arg(sizes.join(QLatin1Char(',')));
    }
    for (const AdaptiveSplit *split : page->findChildren<AdaptiveSplit *>())
        layout << QStringLiteral("%1 narrow %2 first %3")
                      .arg(where(split, page))
                      .arg(split->isNarrow())
                      .arg(split->isFirstShown());
    return layout;
}

} // namespace

class TestZoomLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void fitsTheScreen();
    void readableAt200();
    void backTo100();
    void iconsFollowTheZoom();
    void projectorEnlargesTheSteps();
};

void TestZoomLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ScreenScale::instance(); // the unzoomed font, before any test zooms
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(screen.size(), QSize(1280, 720));
}

void TestZoomLayout::cleanup()
{
    ZoomController::setZoom(100);
    ZoomController::setProjector(false);
    QSettings().clear();
}

void TestZoomLayout::fitsTheScreen()
{
    // A window size remembered from a larger screen, as a laptop's settings reach a projector.
    QSettings().setValue(QStringLiteral("window/geometry"), QByteArray());
    MainWindow window;
    window.resize(1900, 1150);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const QRect screen = window.screen()->availableGeometry();
    QVERIFY2(screen.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("%1 × %2").arg(window.width()).arg(window.height())));
    ZoomController::setZoom(200);
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        settle(window);
        QVERIFY2(screen.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1 at 200 %: %2 × %3")
                                .arg(window.tabs()->tabText(i))
                                .arg(window.width())
                                .arg(window.height())));
    }
}

void TestZoomLayout::readableAt200()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ZoomController::setZoom(200);
    QStringList found;
    int views = 0;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        settle(window);
        QWidget *page = window.tabs()->currentWidget();
        const QString tab = window.tabs()->tabText(i);
        // The step-through lab's steps, the 6th with its table and chart above all.
        if (auto *steps = page->findChild<QListWidget *>(QStringLiteral("stepList"))) {
            for (int step = 0; step < steps->count(); ++step) {
                steps->setCurrentRow(step);
                settle(window);
                found << unreadable(page, QStringLiteral("%1 step %2").arg(tab).arg(step + 1));
                ++views;
            }
        }
        for (QTabWidget *tabs : page->findChildren<QTabWidget *>()) {
            if (!tabs->isVisibleTo(page))
                continue;
            for (int v = 0; v < tabs->count(); ++v) {
                tabs->setCurrentIndex(v);
                settle(window);
                found << unreadable(page, tab + QStringLiteral(" / ") + tabs->tabText(v));
                ++views;
            }
        }
    }
    QVERIFY2(views >= 30, qPrintable(QString::number(views)));
    for (const QString &problem : found)
        qWarning().noquote() << problem;
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 problem(s)").arg(found.size())));
}

void TestZoomLayout::backTo100()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QList<QStringList> before;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        settle(window);
        before << layoutOf(window);
    }
    ZoomController::setZoom(200);
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        settle(window);
    }
    // At 200 % the side panels are folded: the layout did change.
    QVERIFY(layoutOf(window) != before.last());
    ZoomController::setZoom(100);
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        settle(window);
        QCOMPARE(layoutOf(window), before.at(i));
    }
}

void TestZoomLayout::iconsFollowTheZoom()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QToolBar *> toolbars = window.findChildren<QToolBar *>();
    QVERIFY(!toolbars.isEmpty());
    QList<QSize> sizes;
    for (const QToolBar *toolbar : toolbars)
        sizes << toolbar->iconSize();
    ZoomController::setZoom(200);
    int icons = 0;
    for (int t = 0; t < toolbars.size(); ++t) {
        const QSize size = toolbars[t]->iconSize();
        QCOMPARE(size, sizes[t] * 2);
        for (const QAction *action : toolbars[t]->actions()) {
            if (action->icon().isNull())
                continue;
            ++icons;
            // Drawn at the larger size, not left small in its larger button.
            QVERIFY2(action->icon().actualSize(size).width() >= size.width(),
                     qPrintable(action->text()));
        }
    }
    QVERIFY(icons > 0);
    ZoomController::setZoom(100);
    for (int t = 0; t < toolbars.size(); ++t)
        QCOMPARE(toolbars[t]->iconSize(), sizes[t]);
}

void TestZoomLayout::projectorEnlargesTheSteps()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tabs()->setCurrentIndex(1); // the step-through lab, at its width
    settle(window);
    const QStringList names{QStringLiteral("stepList"), QStringLiteral("stepTable"),
                            QStringLiteral("stepExplanation")};
    QList<double> sizes;
    for (const QString &name : names) {
        const QWidget *widget = window.findChild<QWidget *>(name);
        QVERIFY2(widget, qPrintable(name));
        sizes << widget->font().pointSizeF();
    }
    ZoomController::setProjector(true);
    for (int i = 0; i < names.size(); ++i) {
        const double now = window.findChild<QWidget *>(names[i])->font().pointSizeF();
        QVERIFY2(now >= 1.2 * sizes[i],
                 qPrintable(
                     QStringLiteral("%1: %2 pt, was %3 pt").arg(names[i]).arg(now).arg(sizes[i])));
    }
    ZoomController::setProjector(false);
    for (int i = 0; i < names.size(); ++i)
        QCOMPARE(window.findChild<QWidget *>(names[i])->font().pointSizeF(), sizes[i]);
}

int main(int argc, char *argv[])
{
    // A projector's screen: 1280 × 720 at 96 DPI.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(R"({"screens":[{"name":"projector","x":0,"y":0,"width":1280,"height":720,)"
                   R"("logicalDpi":96,"logicalBaseDpi":96,"dpr":1.0}]})") < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestZoomLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_zoomlayout.moc"
