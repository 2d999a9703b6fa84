#include "zoomcontroller.h"

#include "figures/screenscale.h"
#include "shell/adaptivesplit.h"
#include "shell/tablefit.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QIcon>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QToolTip>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace {

const QString kZoomKey = QStringLiteral("view/zoom");
const QString kProjectorKey = QStringLiteral("view/projector");
// A header's section size at 100 %, kept on the header the first time it is zoomed.
const char *const kBaseSection = "pelabBaseSection";

// The zoom a header's sections were last sized for.
const char *const kSectionZoom = "pelabSectionZoom";
// Sections sized one by one (e.g. to their contents at 100 %) are scaled with the zoom up to
// this many; past it, only those of the default size follow (QHeaderView resizes them).
constexpr int kScaledSections = 256;

void fitHeader(QHeaderView *header, double factor)
{
    QVariant base = header->property(kBaseSection);
    if (!base.isValid()) {
        base = header->defaultSectionSize();
        header->setProperty(kBaseSection, base);
    }
    const double before =
        header->property(kSectionZoom).isValid() ? header->property(kSectionZoom).toDouble() : 1.0;
    header->setProperty(kSectionZoom, factor);
    const int oldDefault = header->defaultSectionSize();
    const int newDefault =
        std::max(header->minimumSectionSize(), int(std::lround(base.toInt() * factor)));
    header->setDefaultSectionSize(newDefault); // resizes the sections of the old default
    if (before == factor || header->count() > kScaledSections)
        return;
    for (int i = 0; i < header->count(); ++i) {
        const QHeaderView::ResizeMode mode = header->sectionResizeMode(i);
        const int size = header->sectionSize(i);
        if ((mode == QHeaderView::Interactive || mode == QHeaderView::Fixed) && size > 0 &&
            size != oldDefault && size != newDefault)
            header->resizeSection(i, std::max(header->minimumSectionSize(),
                                              int(std::lround(size * factor / before))));
    }
}

// A widget's explicit minimum and maximum size at 100 %, kept on it the first time it is zoomed:
// the page's own pixel sizes (a panel's width, a chart's height) grow with the text.
const char *const kBaseLimits = "pelabBaseLimits";

bool zoomsItself(const QWidget *widget)
{
    // Chart views scale themselves (ZoomedChartView); Qt's own parts of scroll bars, spin
    // boxes, combo boxes and tab bars keep their sizes.
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (w->inherits("QChartView") || w->inherits("QCustomPlot"))
            return true;
    }
    if (widget->property("pelabZoomsItself").toBool()) // ZoomFont::follow with a size of its own
        return true;
    const QWidget *parent = widget->parentWidget();
    return widget->inherits("QScrollBar") || widget->inherits("QTabBar") ||
           (parent && (parent->inherits("QAbstractSpinBox") || parent->inherits("QComboBox") ||
                       parent->inherits("QTabBar")));
}

void fitLimits(QWidget *widget, double factor)
{
    QVariant base = widget->property(kBaseLimits);
    if (!base.isValid()) {
        const bool limited = widget->minimumWidth() > 0 || widget->minimumHeight() > 0 ||
                             widget->maximumWidth() < QWIDGETSIZE_MAX ||
                             widget->maximumHeight() < QWIDGETSIZE_MAX;
        if (!limited || zoomsItself(widget))
            return;
        base = QRect(QPoint(widget->minimumWidth(), widget->minimumHeight()),
                     QPoint(widget->maximumWidth(), widget->maximumHeight()));
        widget->setProperty(kBaseLimits, base);
    }
    const QRect limits = base.toRect();
    const auto scaled = [factor](int size) {
        return size >= QWIDGETSIZE_MAX ? QWIDGETSIZE_MAX : int(std::lround(size * factor));
    };
    widget->setMinimumSize(scaled(limits.left()), scaled(limits.top()));
    widget->setMaximumSize(scaled(limits.right()), scaled(limits.bottom()));
}

// A toolbar's icon size at 100 %, kept on it the first time it is zoomed.
const char *const kBaseIconSize = "pelabBaseIconSize";
const char *const kBaseIcon = "pelabBaseIcon"; // an action's icon as it was made

void fitIcons(QToolBar *toolbar, double factor)
{
    QVariant base = toolbar->property(kBaseIconSize);
    if (!base.isValid()) {
        base = toolbar->iconSize();
        toolbar->setProperty(kBaseIconSize, base);
    }
    const QSize size = base.toSize() * factor;
    toolbar->setIconSize(size);
    // An icon that has no picture this large (a theme's or the style's 16 or 32 pixel icon) is
    // drawn enlarged from its largest, rather than staying small in its larger button.
    for (QAction *action : toolbar->actions()) {
        QVariant original = action->property(kBaseIcon);
        if (!original.isValid()) {
            original = QVariant::fromValue(action->icon());
            action->setProperty(kBaseIcon, original);
        }
        const QIcon icon = original.value<QIcon>();
        const QSize actual = icon.actualSize(size);
        if (icon.isNull() || actual.width() >= size.width() || actual.isEmpty()) {
            action->setIcon(icon);
            continue;
        }
        QIcon enlarged;
        enlarged.addPixmap(
            icon.pixmap(actual).scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation));
        action->setIcon(enlarged);
    }
}

// A splitter's sizes at each zoom it was left at: back at that zoom (at 100 % above all), the
// panes have the sizes they had there, not those the larger text's minimums pushed them to.
const char *const kSplitterSizes = "pelabSplitterSizes";

QVariantList splitterShape(const QSplitter *splitter)
{
    QVariantList shape{int(splitter->orientation())};
    for (int i = 0; i < splitter->count(); ++i)
        shape << !splitter->widget(i)->isHidden();
    return shape;
}

void rememberSizes(QSplitter *splitter, int percent)
{
    const QList<int> sizes = splitter->sizes();
    if (std::all_of(sizes.cbegin(), sizes.cend(), [](int size) { return size == 0; }))
        return; // never laid out
    QVariantList values;
    for (int size : sizes)
        values << size;
    QVariantMap memory = splitter->property(kSplitterSizes).toMap();
    memory.insert(QString::number(percent), QVariantList{splitterShape(splitter), values});
    splitter->setProperty(kSplitterSizes, memory);
}

void restoreSizes(QSplitter *splitter, int percent)
{
    const QVariantList entry =
        splitter->property(kSplitterSizes).toMap().value(QString::number(percent)).toList();
    // Only onto the same panes, the same way up (a folded side panel or a stacked split is not).
    if (entry.size() != 2 || entry.at(0).toList() != splitterShape(splitter))
        return;
    QList<int> sizes;
    for (const QVariant &size : entry.at(1).toList())
        sizes << size.toInt();
    splitter->setSizes(sizes);
}

} // namespace

ZoomController::ZoomController(QWidget *window) : QObject(window), m_window(window)
{
    m_in = new QAction(tr("Zoom &In"), this);
    m_in->setObjectName(QStringLiteral("zoomInAction"));
    // Ctrl++ (Ctrl+Shift+= on most keyboards) and Ctrl+= , as browsers do.
    m_in->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_out = new QAction(tr("Zoom &Out"), this);
    m_out->setObjectName(QStringLiteral("zoomOutAction"));
    m_out->setShortcuts(QKeySequence::ZoomOut);
    m_actual = new QAction(tr("&Actual Size"), this);
    m_actual->setObjectName(QStringLiteral("actualSizeAction"));
    m_actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_projector = new QAction(tr("&Projector Mode"), this);
    m_projector->setObjectName(QStringLiteral("projectorAction"));
    m_projector->setCheckable(true);
    m_projector->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    const std::pair<QAction *, QString> tips[] = {
        {m_in, tr("Make the window's text, tables and figures larger (up to 300 %)")},
        {m_out, tr("Make the window's text, tables and figures smaller (down to 50 %)")},
        {m_actual, tr("Show the window at 100 %")},
        {m_projector, tr("Show the figures for a classroom projector: larger text, thick lines, "
                         "black on white")},
    };
    for (const auto &[action, tip] : tips) {
        action->setStatusTip(tip);
        action->setToolTip(tip);
    }
    connect(m_in, &QAction::triggered, this,
            [] { setZoom(ScreenScale::stepIn(ScreenScale::instance().percent())); });
    connect(m_out, &QAction::triggered, this,
            [] { setZoom(ScreenScale::stepOut(ScreenScale::instance().percent())); });
    connect(m_actual, &QAction::triggered, this, [] { setZoom(100); });
    connect(m_projector, &QAction::toggled, this, [](bool on) { setProjector(on); });
    connect(&ScreenScale::instance(), &ScreenScale::changed, this, &ZoomController::updateActions);
    updateActions();
}

void ZoomController::updateActions()
{
    const int percent = ScreenScale::instance().percent();
    m_in->setEnabled(percent < ScreenScale::kMaxPercent);
    m_out->setEnabled(percent > ScreenScale::kMinPercent);
    m_actual->setEnabled(percent != 100);
    m_actual->setText(tr("&Actual Size (now %1 %)").arg(percent));
    m_projector->setChecked(ScreenScale::instance().projector());
}

bool ZoomController::savedProjector()
{
    return QSettings().value(kProjectorKey, false).toBool();
}

void ZoomController::setProjector(bool on)
{
    QSettings().setValue(kProjectorKey, on);
    ScreenScale::instance().setProjector(on);
}

int ZoomController::savedZoom()
{
    return QSettings().value(kZoomKey, 100).toInt();
}

void ZoomController::setZoom(int percent)
{
    ScreenScale &scale = ScreenScale::instance(); // keeps the unzoomed font first
    percent = std::clamp(percent, ScreenScale::kMinPercent, ScreenScale::kMaxPercent);
    QSettings().setValue(kZoomKey, percent);
    const int before = scale.percent();
    const QWidgetList tops = QApplication::topLevelWidgets();
    for (QWidget *top : tops) {
        for (QSplitter *splitter : top->findChildren<QSplitter *>())
            rememberSizes(splitter, before);
    }
    const QFont font = ScreenScale::scaled(scale.baseFont(), percent / 100.0);
    QApplication::setFont(font);
    QToolTip::setFont(font);
    scale.setPercent(percent);
    for (QWidget *top : tops) {
        fitToZoom(top);
        if (percent == before)
            continue;
        for (QSplitter *splitter : top->findChildren<QSplitter *>())
            restoreSizes(splitter, percent);
    }
}

void ZoomController::fitToZoom(QWidget *root)
{
    const double factor = ScreenScale::instance().factor();
    for (QWidget *widget : root->findChildren<QWidget *>())
        fitLimits(widget, factor);
    // (Sections that size themselves to their contents follow the font and ignore this.)
    for (QTableView *table : root->findChildren<QTableView *>()) {
        // The headers in the table's font (a horizontal header built in a hidden tab may keep
        // the font it was first drawn with).
        for (QHeaderView *header : {table->horizontalHeader(), table->verticalHeader()})
            header->setFont(table->font());
        fitHeader(table->verticalHeader(), factor);
        fitHeader(table->horizontalHeader(), factor);
        TableFit::fit(table);
    }
    for (QToolBar *toolbar : root->findChildren<QToolBar *>())
        fitIcons(toolbar, factor);
    // With the new minimums: side panels beside their views, or folded.
    for (AdaptiveSplit *split : root->findChildren<AdaptiveSplit *>())
        split->fit();
}
