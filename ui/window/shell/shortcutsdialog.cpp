#include "shortcutsdialog.h"

#include "shell/shortcutlist.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Sizes each row for its text wrapped at its column's width (QTreeView asks the delegate
// without one, so a long description stays one line and is cut).
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QTreeWidget *tree) : QStyledItemDelegate(tree), m_tree(tree) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem wrapped(option);
        int width = m_tree->header()->sectionSize(index.column());
        if (index.column() == 0 && index.parent().isValid())
            width -= m_tree->indentation();
        // A valid rectangle (the style wraps only within one): the width, any height.
        wrapped.rect = QRect(0, 0, std::max(1, width), QWIDGETSIZE_MAX);
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

private:
    QTreeWidget *m_tree;
};

} // namespace

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
    // Long descriptions wrap (a Japanese one between any two characters), never "…": the
    // rows grow when a column's width changes.
    m_tree->setWordWrap(true);
    m_tree->setTextElideMode(Qt::ElideNone);
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    connect(m_tree->header(), &QHeaderView::sectionResized, m_tree,
            [this] { m_tree->doItemsLayout(); });

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
