// Issue 31: with the window in Japanese, a class reads every word in Japanese. Every string the
// window draws (every tab and view, rendered through the text-recording paint device), every
// tooltip, menu entry and combo-box entry, every dialog, and every figure as a file has it, is
// searched for runs of Latin letters; each must be a symbol, unit, formula variable or
// identifier on the short reviewed list below (latinallowlist.h).
#include "latinallowlist.h"
#include "textrecorder.h"

#include "export/figuresource.h"
#include "export/figurestyle.h"
#include "session/language.h"
#include "shell/figureexportdialog.h"
#include "shell/handoutdialog.h"
#include "shell/lessontextdialog.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/shortcutsdialog.h"
#include "shell/worksheetdialog.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>

#include <cmath>
#include <memory>

namespace {

// What a reader sees of a rich-text string; the titles of cited works (in italics) are names,
// cited as published.
QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    static const QRegularExpression cited(QStringLiteral("<i>[^<]*</i>"));
    QTextDocument document;
    document.setHtml(QString(text).replace(cited, QStringLiteral("…")));
    return document.toPlainText();
}

double fontSize(const QFont &font)
{
    return font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF();
}

bool isScriptOf(const TextRecorder::Text &piece, const TextRecorder::Text &before)
{
    return fontSize(piece.font) < 0.9 * fontSize(before.font) &&
           std::abs(piece.box.left() - before.box.right()) < 0.5 * before.box.height() &&
           piece.box.top() < before.box.bottom() && piece.box.bottom() > before.box.top();
}

class Collector
{
public:
    void add(const QString &where, const QString &text)
    {
        for (const QString &run : LatinAllowlist::unexplainedRuns(plain(text))) {
            const QString entry = run + QStringLiteral("  ←  ") + where + QStringLiteral(": ") +
                                  plain(text).simplified().left(160);
            // Each text once, wherever else it is seen.
            if (!m_seen.contains(run + text)) {
                m_seen.insert(run + text);
                m_found.append(entry);
            }
        }
    }

    // A figure typesets a symbol's script apart from its symbol (L_{train} is "L", then "train"
    // smaller, beside it): such a piece is read as the script it is.
    void addRecorded(const QString &where, const TextRecorder &recorder)
    {
        const QList<TextRecorder::Text> &texts = recorder.texts();
        for (qsizetype i = 0; i < texts.size(); ++i) {
            const TextRecorder::Text &t = texts[i];
            const bool script = i > 0 && isScriptOf(t, texts[i - 1]);
            add(where, script ? QLatin1Char('_') + t.text : t.text);
        }
    }

    void addWidgetTexts(const QString &where, const QWidget *root)
    {
        QList<const QWidget *> widgets{root};
        for (const QWidget *w : root->findChildren<QWidget *>())
            widgets.append(w);
        for (const QWidget *w : widgets) {
            if (!w->isVisibleTo(root) && w != root)
                continue;
            add(where + QStringLiteral(" (tooltip)"), w->toolTip());
            add(where + QStringLiteral(" (status tip)"), w->statusTip());
            add(where + QStringLiteral(" (what's this)"), w->whatsThis());
            if (auto *combo = qobject_cast<const QComboBox *>(w)) {
                static const QStringList families = QFontDatabase::families();
                for (int i = 0; i < combo->count(); ++i) {
                    if (families.contains(combo->itemText(i)))
                        continue; // a font's family is its name
                    add(where + QStringLiteral(" (combo entry)"), combo->itemText(i));
                    add(where + QStringLiteral(" (combo entry tooltip)"),
                        combo->itemData(i, Qt::ToolTipRole).toString());
                }
            }
            if (auto *bar = qobject_cast<const QTabBar *>(w)) {
                for (int i = 0; i < bar->count(); ++i)
                    add(where + QStringLiteral(" (tab tooltip)"), bar->tabToolTip(i));
            }
            if (auto *view = qobject_cast<const QAbstractItemView *>(w); view && view->model()) {
                const QAbstractItemModel *m = view->model();
                for (int c = 0; c < std::min(m->columnCount(), 64); ++c) {
                    add(where + QStringLiteral(" (column header)"),
                        m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
                    add(where + QStringLiteral(" (column header tooltip)"),
                        m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
                }
                for (int r = 0; r < std::min(m->rowCount(), 64); ++r) {
                    add(where + QStringLiteral(" (row header)"),
                        m->headerData(r, Qt::Vertical, Qt::DisplayRole).toString());
                    for (int c = 0; c < std::min(m->columnCount(), 16); ++c) {
                        const QModelIndex index = m->index(r, c);
                        add(where + QStringLiteral(" (cell)"), index.data().toString());
                        add(where + QStringLiteral(" (cell tooltip)"),
                            index.data(Qt::ToolTipRole).toString());
                    }
                }
            }
        }
    }

    void addMenu(const QString &where, const QMenu *menu)
    {
        add(where, menu->title());
        for (const QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            add(where, action->text());
            add(where + QStringLiteral(" (tooltip)"), action->toolTip());
            add(where + QStringLiteral(" (status tip)"), action->statusTip());
            if (action->menu())
                addMenu(where + QStringLiteral(" → ") + action->text(), action->menu());
        }
    }

    const QStringList &found() const { return m_found; }

private:
    QSet<QString> m_seen;
    QStringList m_found;
};

void renderInto(Collector &collector, const QString &where, QWidget *widget)
{
    TextRecorder recorder(widget->size());
    widget->render(&recorder);
    collector.addRecorded(where, recorder);
}

// The state each tab is shown in: its defaults, with a file for the views that need one.
QJsonObject withFiles(const QString &tab)
{
    if (tab == QLatin1String("rope"))
        return {{QStringLiteral("dim"), 8},
                {QStringLiteral("compare"),
                 QStringLiteral(PELAB_TEST_DATA_DIR "/check-inv-freq-d8.csv")}};
    if (tab == QLatin1String("alibi"))
        return {{QStringLiteral("heads"), 6},
                {QStringLiteral("compare"),
                 QStringLiteral(PELAB_TEST_DATA_DIR "/check-slopes-h6.csv")}};
    if (tab == QLatin1String("learned"))
        return {{QStringLiteral("file"),
                 QStringLiteral(PELAB_SOURCE_DIR "/resources/samples/learned-sample.npy")}};
    return {};
}

bool settle(const Page *page)
{
    return QTest::qWaitFor([page] { return !page->isComputing(); }, 30000);
}

QString report(const QStringList &found)
{
    // QTest cuts a long message: each finding on a line of its own first.
    for (const QString &line : found)
        qWarning("%s", qPrintable(line));
    return QStringLiteral("%1 untranslated Latin run(s):\n").arg(found.size()) +
           found.join(QLatin1Char('\n'));
}

} // namespace

class TestJapaneseText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void allowlistRecognisesWhatItShould();
    void windowInJapanese();
    void dialogsInJapanese();
    void figuresInJapanese();
};

void TestJapaneseText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QCOMPARE(Language::install(*qApp, QStringLiteral("ja")), QStringLiteral("ja"));
}

// The check itself: a word is found, symbols, units, numbers and identifiers are not.
void TestJapaneseText::allowlistRecognisesWhatItShould()
{
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("位置 t、次元 j")), QStringList());
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("最大誤差 5.68e-14 (t = 36)")),
             QStringList());
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("RoPE の float32 キャッシュ (PNG)")),
             QStringList());
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("底 10000、interleaved")),
             QStringList{QStringLiteral("interleaved")});
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("position t")),
             QStringList{QStringLiteral("position")});
    QCOMPARE(LatinAllowlist::unexplainedRuns(QStringLiteral("Measure: コサイン")),
             QStringList{QStringLiteral("Measure")});
}

void TestJapaneseText::windowInJapanese()
{
    Collector collector;
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    collector.add(QStringLiteral("window title"), window.windowTitle());
    for (const QAction *menu : window.menuBar()->actions())
        collector.addMenu(QStringLiteral("menu"), menu->menu());

    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        Page *page = window.pages().at(i);
        if (const QJsonObject files = withFiles(page->sessionKey()); !files.isEmpty()) {
            QJsonObject parameters = page->parameters();
            for (auto it = files.begin(); it != files.end(); ++it)
                parameters.insert(it.key(), it.value());
            QStringList warnings;
            page->setParameters(parameters, &warnings);
            QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        }
        for (const QString &view : page->sessionViews()) {
            QVERIFY(page->setSessionView(view));
            QVERIFY2(settle(page), qPrintable(page->sessionKey() + QLatin1Char(' ') + view));
            // Let the queued replots and layouts run.
            QTest::qWait(50);
            const QString where = page->sessionKey() + QLatin1Char('/') + view;
            renderInto(collector, where, &window);
            collector.addWidgetTexts(where, page);
        }
    }
    QVERIFY2(collector.found().isEmpty(), qPrintable(report(collector.found())));
}

// The window's dialogs, in Japanese: nothing in Latin, nothing cut short (the keyboard list's
// rows are whole: Qt's own "…" would show a row elided).
void TestJapaneseText::dialogsInJapanese()
{
    Collector collector;
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto look = [&collector](const QString &where, QWidget *dialog) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(50);
        collector.add(where + QStringLiteral(" (title)"), dialog->windowTitle());
        renderInto(collector, where, dialog);
        collector.addWidgetTexts(where, dialog);
    };
    ShortcutsDialog keys(&window, window.tabs());
    look(QStringLiteral("keyboard shortcuts"), &keys);
    if (const QString dir = qEnvironmentVariable("PELAB_SHOTS"); !dir.isEmpty())
        keys.grab().save(dir + QStringLiteral("/shortcuts-ja.png"));
    // Each row whole: both columns drawn as their text, not elided.
    TextRecorder recorder(keys.size());
    keys.render(&recorder);
    QStringList drawn;
    for (const TextRecorder::Text &t : recorder.texts())
        drawn << t.text;
    // Runs of one line come in pieces (Latin and Japanese are drawn in different fonts).
    const QString all = drawn.join(QString()).remove(QLatin1Char(' '));
    for (int g = 0; g < keys.tree()->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = keys.tree()->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            const QRect row = keys.tree()->visualItemRect(group->child(i));
            if (!keys.tree()->viewport()->rect().contains(row))
                continue; // scrolled out of sight
            for (int column = 0; column < 2; ++column) {
                const QString text = group->child(i)->text(column);
                QVERIFY2(all.contains(QString(text).remove(QLatin1Char(' '))),
                         qPrintable(QStringLiteral("cut short: ") + text));
            }
        }
    }
    FigureExportDialog figure(ExportFormat::Png);
    look(QStringLiteral("export figure"), &figure);
    HandoutDialog handout;
    look(QStringLiteral("handout"), &handout);
    WorksheetDialog worksheets;
    look(QStringLiteral("worksheets"), &worksheets);
    LessonTextDialog note(QStringLiteral("—"), QStringLiteral("—"), LessonText(), true);
    look(QStringLiteral("lesson note"), &note);
    // Help → About PE Lab (a message box, modal): read while it is open, then closed.
    QTimer::singleShot(300, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            collector.add(QStringLiteral("about"), box->text());
            box->accept();
        }
    });
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *action : menu->menu()->actions())
            if (action->menuRole() == QAction::AboutRole)
                action->trigger();
    QVERIFY2(collector.found().isEmpty(), qPrintable(report(collector.found())));
}

// Every figure of every view as a file draws it (the default style), in Japanese.
void TestJapaneseText::figuresInJapanese()
{
    Collector collector;
    for (const TabSpec *spec : TabSpecs::all()) {
        TabState state = spec->defaults();
        const QJsonObject files = withFiles(spec->key());
        for (auto it = files.begin(); it != files.end(); ++it)
            state.set(it.key(), it.value().toVariant());
        for (const ViewSpec &view : spec->views()) {
            if (!view.hasFigure)
                continue;
            const ViewData data = ViewComputation::compute(*spec, view.name, state, TaskControl());
            const std::unique_ptr<FigureSource> figure = Figures::create(data);
            QVERIFY(figure);
            const QSize size(960, 640);
            TextRecorder recorder(size);
            figure->renderFigure(recorder, size, 1.0, FigureStyle());
            collector.addRecorded(
                spec->key() + QLatin1Char('/') + view.name + QStringLiteral(" (file)"), recorder);
        }
    }
    QVERIFY2(collector.found().isEmpty(), qPrintable(report(collector.found())));
}

QTEST_MAIN(TestJapaneseText)
#include "tst_japanesetext.moc"
