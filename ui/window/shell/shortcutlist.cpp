#include "shortcutlist.h"

#include "shell/presentwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QTabWidget>

namespace {

// Key names in the window's language come from Qt's catalogue (QKeySequence::NativeText), whose
// Japanese names Backspace "Backspae". PE Lab's own translation, installed after Qt's, takes
// precedence for the names declared here (context QShortcut, as Qt looks them up).
[[maybe_unused]] const char *const kKeyNamesFixed[] = {
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
};

// A menu or button text as a reader sees it: no mnemonic marks, no trailing ellipsis.
QString plain(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    return text.trimmed();
}

QString keyText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys) {
        if (!key.isEmpty())
            texts.append(key.toString(QKeySequence::NativeText));
    }
    return texts.join(QStringLiteral(", "));
}

void addMenu(const QMenu *menu, const QString &group, QList<ShortcutList::Entry> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenu(action->menu(), group, out);
            continue;
        }
        const QString keys = keyText(action->shortcuts());
        if (!keys.isEmpty())
            out.append({group, keys, plain(action->text())});
    }
}

// The keys of one tab's page: buttons with a key that is not their mnemonic, and shortcuts
// (which say what they do in their What's This text).
void addPage(QWidget *page, const QString &group, QList<ShortcutList::Entry> &out)
{
    for (const QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
        const QKeySequence key = button->shortcut();
        if (key.isEmpty() || key == QKeySequence::mnemonic(button->text()))
            continue;
        out.append({group, keyText({key}),
                    button->toolTip().isEmpty() ? plain(button->text()) : button->toolTip()});
    }
    for (const QShortcut *shortcut : page->findChildren<QShortcut *>()) {
        if (!shortcut->key().isEmpty())
            out.append({group, keyText(shortcut->keys()), shortcut->whatsThis()});
    }
}

} // namespace

namespace ShortcutList {

QList<Entry> collect(QWidget *window, QTabWidget *tabs)
{
    QList<Entry> out;
    if (const auto *bar = window->findChild<QMenuBar *>()) {
        for (QAction *action : bar->actions()) {
            if (action->menu())
                addMenu(action->menu(), plain(action->text()), out);
        }
    }
    out += PresentWindow::keyEntries(); // View → Present's own window
    for (int i = 0; tabs && i < tabs->count(); ++i)
        addPage(tabs->widget(i), plain(tabs->tabText(i)), out);
    return out;
}

} // namespace ShortcutList
