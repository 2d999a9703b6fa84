#include "zoomcontroller.h"

#include "figures/screenscale.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QSettings>
#include <QTableView>
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

// Columns that share the table's width (Stretch) never narrower than their contents at this
// zoom: the table scrolls instead of cutting numbers short.
void fitStretchedColumns(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    if (header->count() == 0 || header->count() > 64 ||
        header->sectionResizeMode(0) != QHeaderView::Stretch)
        return;
    const QAbstractItemView *view = table; // sizeHintForColumn() is public here
    int widest = 0;
    for (int c = 0; c < header->count(); ++c)
        widest = std::max({widest, view->sizeHintForColumn(c), header->sectionSizeHint(c)});
    header->setMinimumSectionSize(std::min(widest, 400));
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
    const QFont font = ScreenScale::scaled(scale.baseFont(), percent / 100.0);
    QApplication::setFont(font);
    QToolTip::setFont(font);
    scale.setPercent(percent);
    for (QWidget *top : QApplication::topLevelWidgets())
        fitToZoom(top);
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
        fitStretchedColumns(table);
    }
}
