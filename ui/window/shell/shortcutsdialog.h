#pragma once

#include <QDialog>

class QTabWidget;
class QTreeWidget;

// Help → Keyboard Shortcuts: every key of the window, read from its menus and tabs when the
// dialog opens (ShortcutList), grouped by menu and tab, then the keys the controls themselves
// answer to (moving between controls and tabs, mnemonics, a heatmap's cell).
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    ShortcutsDialog(QWidget *window, QTabWidget *tabs, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree = nullptr;
};
