// Help → Keyboard Shortcuts (issue 19): the list is read from the window, so every action's
// key, every tab's own keys and a key added later are in it, each with what it does.
#include "shell/mainwindow.h"
#include "shell/shortcutlist.h"
#include "shell/shortcutsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

namespace {

// Every "keys — what they do" row of the dialog, as "group | keys | does".
QStringList rows(const ShortcutsDialog &dialog)
{
    QStringList out;
    for (int g = 0; g < dialog.tree()->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = dialog.tree()->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            out.append(group->text(0) + QStringLiteral(" | ") + group->child(i)->text(0) +
                       QStringLiteral(" | ") + group->child(i)->text(1));
    }
    return out;
}

void collectActions(const QMenu *menu, QList<QAction *> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->menu())
            collectActions(action->menu(), out);
        else if (!action->shortcuts().isEmpty())
            out.append(action);
    }
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private slots:
    void everyKeyIsListed();
    void aNewKeyIsListed();
    void mnemonicsUniquePerTab();
};

void TestShortcuts::everyKeyIsListed()
{
    MainWindow window;
    const ShortcutsDialog dialog(&window, window.tabs());
    const QStringList listed = rows(dialog);
    QList<QAction *> actions;
    for (QAction *menu : window.menuBar()->actions())
        collectActions(menu->menu(), actions);
    QVERIFY(actions.size() >= 15);
    for (QAction *action : actions) {
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::NativeText);
            QString name = action->text();
            name.remove(QLatin1Char('&'));
            name.remove(QStringLiteral("…"));
            const bool found = std::any_of(listed.begin(), listed.end(), [&](const QString &row) {
                return row.contains(text) && row.contains(name);
            });
            QVERIFY2(found, qPrintable(name + QStringLiteral(": ") + text));
        }
    }
    // Keys of the tabs' own: the step lab's Back and Next, the Learned tab's file key.
    const QString stepLab = window.tabs()->tabText(1).remove(QLatin1Char('&'));
    const QString pageDown = QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText);
    QVERIFY2(listed.filter(stepLab + QStringLiteral(" | ") + pageDown).size() == 1,
             qPrintable(listed.join(QLatin1Char('\n'))));
    QVERIFY2(listed.filter(QStringLiteral("Ctrl+Shift+O | Open a learned")).size() == 1,
             qPrintable(listed.join(QLatin1Char('\n'))));
    // Every row says what it does; mnemonics (Alt+letter) are not listed one by one.
    for (const QString &row : listed) {
        QVERIFY2(!row.endsWith(QStringLiteral("| ")), qPrintable(row));
        QVERIFY2(!row.contains(QRegularExpression(QStringLiteral("\\| Alt\\+[A-Z] \\|"))),
                 qPrintable(row));
    }
}

void TestShortcuts::aNewKeyIsListed()
{
    MainWindow window;
    QMenu *view = window.menuBar()->actions().at(1)->menu();
    QAction *added = view->addAction(QStringLiteral("Something New"));
    added->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+K")));
    const ShortcutsDialog dialog(&window, window.tabs());
    const QString key = added->shortcut().toString(QKeySequence::NativeText);
    QVERIFY2(rows(dialog).filter(key + QStringLiteral(" | Something New")).size() == 1,
             qPrintable(rows(dialog).join(QLatin1Char('\n'))));
}

// No Alt+letter belongs to two things at once in a tab (Qt would cycle between them instead of
// going to the one the reader sees): the visible labels, buttons and view tabs of each tab, and
// the menu bar's menus.
void TestShortcuts::mnemonicsUniquePerTab()
{
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList clashes;
    QMap<QKeySequence, QString> menus;
    for (QAction *menu : window.menuBar()->actions())
        menus.insert(QKeySequence::mnemonic(menu->text()), menu->text());
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
        QWidget *page = window.tabs()->currentWidget();
        QMap<QKeySequence, QString> seen = menus;
        const auto add = [&](const QString &text) {
            const QKeySequence key = QKeySequence::mnemonic(text);
            if (key.isEmpty())
                return;
            if (seen.contains(key))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                               .arg(window.tabs()->tabText(i), seen.value(key), text,
                                    key.toString());
            seen.insert(key, text);
        };
        for (QWidget *widget : page->findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(page))
                continue;
            if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
                add(label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(widget))
                add(button->text());
            else if (auto *bar = qobject_cast<QTabBar *>(widget)) {
                for (int t = 0; t < bar->count(); ++t)
                    add(bar->tabText(t));
            }
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
