#pragma once

#include <QList>
#include <QString>

class QTabWidget;
class QWidget;

// Every key the window answers to, read from the window itself: the menus' actions with their
// shortcuts (grouped by menu), and in each tab the buttons and shortcuts with keys of their own
// (not the Alt+letter of an underlined mnemonic), and the keys of presenting (PresentWindow). Help
// → Keyboard Shortcuts shows this list, so it cannot drift from the keys.
namespace ShortcutList {

struct Entry
{
    QString group;       // the menu's or the tab's name
    QString keys;        // every key of the entry, in the platform's words ("Ctrl+E, F1")
    QString description; // what it does
};

// The entries of `window` (menus first, in menu order; then each tab of `tabs` in tab order).
QList<Entry> collect(QWidget *window, QTabWidget *tabs);

} // namespace ShortcutList
