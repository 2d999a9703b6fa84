#include "shortcutsdialog.h"

#include "shell/shortcutlist.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

ShortcutsDialog::ShortcutsDialog(QWidget *window, QTabWidget *tabs, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("shortcutTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Keys"), tr("What they do")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setWordWrap(true);

    QList<ShortcutList::Entry> entries = ShortcutList::collect(window, tabs);
    // What the controls do themselves, with no action to read it from.
    const QString everywhere = tr("In every tab");
    entries += {
        {everywhere, tr("Tab, Shift+Tab"), tr("Next / previous control of the tab")},
        {everywhere, tr("Ctrl+Tab, Ctrl+Shift+Tab"), tr("Next / previous tab")},
        {everywhere, tr("Alt+underlined letter"), tr("Go to that menu or control")},
        {everywhere, tr("Arrow keys, Home, End on a heatmap"),
         tr("Move the marked cell (the readout follows)")},
        {everywhere, tr("Space on a button or check box"), tr("Press it")},
    };
    QTreeWidgetItem *group = nullptr;
    for (const ShortcutList::Entry &entry : entries) {
        if (!group || group->text(0) != entry.group) {
            group = new QTreeWidgetItem(m_tree, {entry.group});
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFlags(Qt::ItemIsEnabled);
        }
        auto *item = new QTreeWidgetItem(group, {entry.keys, entry.description});
        item->setFlags(Qt::ItemIsEnabled);
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(640, 620);
}
