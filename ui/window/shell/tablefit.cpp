#include "tablefit.h"

#include <QEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace {

// Past this many columns a table is a matrix to scroll through (QHeaderView sizes it).
constexpr int kFittedColumns = 64;
constexpr int kShownRows = 3;
// The rows a column's width is measured over (every row of the tables that stretch).
constexpr int kMeasuredRows = 2000;
constexpr int kMeasuredCells = 16000;
const char *const kFollowed = "pelabTableFitModel";
const char *const kFiltered = "pelabTableFitFiltered";   // Refit installed
const char *const kStretched = "pelabTableFitStretched"; // the page's columns share the width
const char *const kNeeds = "pelabTableFitNeeds";         // each column's width, last measured
constexpr int kWidestColumn = 400;

QString headerText(const QHeaderView *header, int section)
{
    return header->model()->headerData(section, Qt::Horizontal).toString();
}

// What a header section needs besides its text (margins, a sort arrow).
int headerPadding(const QHeaderView *header, int section)
{
    return std::max(0, header->sectionSizeHint(section) -
                           header->fontMetrics().horizontalAdvance(headerText(header, section)));
}

// The widest cell of a column, over its rows, not only those on screen (sizeHintForColumn's):
// a table not shown yet has none.
int widestCell(const QTableView *table, int column)
{
    const QAbstractItemModel *model = table->model();
    // At most kMeasuredCells per table, so that a new result never holds the window up.
    const int rows = std::min({model->rowCount(), kMeasuredRows,
                               std::max(100, kMeasuredCells / std::max(1, model->columnCount()))});
    int widest = 0;
    for (int row = 0; row < rows; ++row)
        widest = std::max(widest, table->sizeHintForIndex(model->index(row, column)).width());
    return widest + (table->showGrid() ? 1 : 0);
}

int widestWord(const QFontMetrics &metrics, const QString &text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    int widest = 0;
    for (const QString &word : text.split(space, Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

bool isStretched(QTableView *table)
{
    const QHeaderView *header = table->horizontalHeader();
    // The page made its columns share the width (kept: a wide column then stops stretching).
    if (!table->property(kStretched).isValid() && header->count() > 0)
        table->setProperty(kStretched, header->sectionResizeMode(0) == QHeaderView::Stretch);
    return table->property(kStretched).toBool() && header->count() > 0 &&
           header->count() <= kFittedColumns;
}

// As tall as the most lines a header wraps to at its section's width.
void fitHeaderHeight(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    if (!isStretched(table) || !header->model())
        return;
    const QFontMetrics metrics = header->fontMetrics();
    int tallest = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        const int width = std::max(1, header->sectionSize(c) - headerPadding(header, c));
        tallest = std::max(tallest, metrics
                                        .boundingRect(QRect(0, 0, width, 100000),
                                                      Qt::TextWordWrap | Qt::AlignCenter,
                                                      headerText(header, c))
                                        .height());
    }
    const int height = header->sizeHint().height() + std::max(0, tallest - metrics.height());
    if (header->minimumHeight() != height)
        header->setMinimumHeight(height);
}

// `measure`: the columns' needs again (new contents or font); else those last measured, for a
// new width.
void fitColumns(QTableView *table, bool measure = true)
{
    QHeaderView *header = table->horizontalHeader();
    if (!isStretched(table))
        return;
    const QFontMetrics metrics = header->fontMetrics();
    QVariantList measured = table->property(kNeeds).toList();
    if (measure || measured.size() != header->count()) {
        measured.clear();
        for (int c = 0; c < header->count(); ++c) {
            const int words = widestWord(metrics, headerText(header, c)) + headerPadding(header, c);
            measured << std::min(std::max(widestCell(table, c), words), kWidestColumn);
        }
        table->setProperty(kNeeds, measured);
    }
    QList<int> needs;
    int shown = 0;
    for (int c = 0; c < header->count(); ++c) {
        needs << measured.at(c).toInt();
        shown += header->isSectionHidden(c) ? 0 : 1;
    }
    // Each column as wide as its values and its header's longest word need, and the room left
    // shared out equally (as Stretch would, but never a column below its need: QHeaderView has
    // one minimum for all); where the needs pass the width, the table scrolls.
    const int room = table->viewport()->width();
    int total = 0;
    for (int c = 0; c < header->count(); ++c)
        total += header->isSectionHidden(c) ? 0 : needs[c];
    const int extra = shown > 0 && room > total ? room - total : 0;
    header->setMinimumSectionSize(metrics.height());
    for (int c = 0, given = 0, seen = 0; c < header->count(); ++c) {
        header->setSectionResizeMode(c, QHeaderView::Interactive);
        if (header->isSectionHidden(c))
            continue;
        ++seen;
        const int share = seen == shown ? extra - given : extra / shown; // the rest to the last
        given += share;
        header->resizeSection(c, needs[c] + share);
    }
    header->setDefaultAlignment(Qt::Alignment(header->defaultAlignment() | Qt::TextWordWrap));
    // Its height is its own, from its lines (ZoomController leaves it alone).
    header->setProperty("pelabZoomsItself", true);
    fitHeaderHeight(table);
}

void fitHeight(QTableView *table)
{
    // Only a table the page gave no height of its own.
    if (table->property("pelabBaseLimits").isValid())
        return;
    table->setProperty("pelabZoomsItself", true);
    const QHeaderView *rows = table->verticalHeader();
    const int header = table->horizontalHeader()->isHidden()
                           ? 0
                           : std::max(table->horizontalHeader()->minimumHeight(),
                                      table->horizontalHeader()->sizeHint().height());
    const int shown = std::min(kShownRows, std::max(1, table->model()->rowCount()));
    table->setMinimumHeight(header + shown * rows->defaultSectionSize() + 2 * table->frameWidth() +
                            table->horizontalScrollBar()->sizeHint().height());
}

void fitNow(QTableView *table)
{
    if (!table->model())
        return;
    fitColumns(table);
    fitHeight(table);
}

// Fits its table again when its font changes (a table in a hidden tab may get the zoom's font
// only after the zoom) and when it is shown.
class Refit : public QObject
{
public:
    explicit Refit(QTableView *table)
        : QObject(table), m_table(table), m_viewport(table->viewport())
    {
        table->installEventFilter(this);
        // The viewport narrows without the table when a vertical scroll bar comes.
        m_viewport->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        QTableView *table = m_table;
        // Only the events asked for: the viewport's own go on while the table is destroyed
        // (its children are deleted once it is no longer a table), when it must not be called.
        if (watched == m_viewport) {
            if (event->type() == QEvent::Resize && isStretched(table))
                fitColumns(table, false); // the room left, shared out at another width
            return false;
        }
        if (event->type() == QEvent::FontChange) {
            for (QHeaderView *header : {table->horizontalHeader(), table->verticalHeader()})
                header->setFont(table->font());
            fitNow(table);
        }
        // Once shown and its pending changes (its font, its model's rows) applied: a table in
        // a hidden tab measured before them would keep too narrow a minimum.
        if (event->type() == QEvent::FontChange || event->type() == QEvent::Show)
            QTimer::singleShot(0, table, [table] { fitNow(table); });
        return false;
    }

private:
    QTableView *m_table;
    QObject *m_viewport; // compared, never called
};

} // namespace

namespace TableFit {

void fit(QTableView *table)
{
    QAbstractItemModel *model = table->model();
    if (model && table->property(kFollowed).value<QObject *>() != model) {
        table->setProperty(kFollowed, QVariant::fromValue<QObject *>(model));
        const auto refit = [table] { fitNow(table); };
        QObject::connect(model, &QAbstractItemModel::modelReset, table, refit);
        QObject::connect(model, &QAbstractItemModel::layoutChanged, table, refit);
        QObject::connect(model, &QAbstractItemModel::headerDataChanged, table, refit);
        QObject::connect(model, &QAbstractItemModel::columnsInserted, table, refit);
        QObject::connect(model, &QAbstractItemModel::rowsInserted, table, refit);
        // Values change in place too (a new result in the same shape).
        QObject::connect(model, &QAbstractItemModel::dataChanged, table, refit);
        QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table,
                         [table] { fitHeaderHeight(table); });
        if (!table->property(kFiltered).toBool()) {
            table->setProperty(kFiltered, true);
            new Refit(table); // owned by the table
        }
    }
    fitNow(table);
}

} // namespace TableFit
