#include "adaptivesplit.h"

#include "figures/screenscale.h"
#include "shell/sidestrip.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QSplitter>

#include <algorithm>
#include <cmath>

AdaptiveSplit::AdaptiveSplit(QWidget *first, QWidget *second, Narrow narrow, const QString &name,
                             QWidget *parent)
    : QWidget(parent), m_first(first), m_second(second), m_mode(narrow)
{
    // Its minimum height is its own (stacked panes), not a size for ZoomController to scale.
    setProperty("pelabZoomsItself", true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(first);
    m_splitter->addWidget(second);
    m_splitter->setStretchFactor(1, 1);
    if (m_mode == Narrow::FoldFirst) {
        m_strip = new SideStrip(this);
        m_strip->setObjectName(QStringLiteral("sideStrip"));
        m_strip->setText(name);
        m_strip->setAccessibleName(name);
        m_strip->setToolTip(tr("Open or fold the side panel (View → Side Panel, F9)"));
        m_strip->hide();
        layout->addWidget(m_strip);
        connect(m_strip, &SideStrip::clicked, this, &AdaptiveSplit::setFirstShown);
    }
    layout->addWidget(m_splitter, 1);
    // A pane whose contents changed (a wider table) may no longer fit beside the other.
    m_splitter->installEventFilter(this);
}

void AdaptiveSplit::setNeededWidths(int first, int second)
{
    m_widths[0] = first;
    m_widths[1] = second;
    fit();
}

void AdaptiveSplit::setNeededHeights(int first, int second)
{
    m_heights[0] = first;
    m_heights[1] = second;
    fitHeights();
}

bool AdaptiveSplit::isFirstShown() const
{
    return !m_first->isHidden();
}

void AdaptiveSplit::setFirstShown(bool shown)
{
    if (m_mode != Narrow::FoldFirst)
        return;
    m_strip->setChecked(shown);
    // The strip stays while the split is narrow, to fold the panel again.
    m_strip->setVisible(m_narrow || !shown);
    if (shown == isFirstShown())
        return;
    m_first->setVisible(shown);
    emit firstShownChanged(shown);
}

int AdaptiveSplit::needed(const QWidget *pane, int size, Qt::Orientation direction) const
{
    const bool across = direction == Qt::Horizontal;
    const QSize minimum = pane->minimumSize();
    const QSize hint = pane->minimumSizeHint();
    const int least = across ? (minimum.width() > 0 ? minimum.width() : hint.width())
                             : (minimum.height() > 0 ? minimum.height() : hint.height());
    const int readable =
        size == kContents  ? (across ? pane->sizeHint().width() : pane->sizeHint().height())
        : size == kMinimum ? 0
                           : int(std::lround(size * ScreenScale::instance().factor()));
    return std::max(least, readable);
}

void AdaptiveSplit::fit()
{
    if (m_fitting || width() <= 0)
        return;
    m_fitting = true;
    // One pixel more than the panes' minimums side by side: a split that the page can only
    // widen to them (and scroll) is narrow.
    const int needs = needed(m_first, m_widths[0], Qt::Horizontal) +
                      needed(m_second, m_widths[1], Qt::Horizontal) + m_splitter->handleWidth() + 1;
    setNarrow(width() < needs);
    fitHeights();
    fitWidths();
    m_fitting = false;
}

void AdaptiveSplit::fitWidths()
{
    // Side by side, each pane at least as wide as it needs: the splitter's own share (its sizes
    // at 100 %, or the user's) may give a table less than its columns.
    const QList<int> sizes = m_splitter->sizes();
    if (m_narrow || sizes.size() != 2 || m_first->isHidden() || m_second->isHidden())
        return;
    const int total = sizes[0] + sizes[1];
    const int first = needed(m_first, m_widths[0], Qt::Horizontal);
    const int second = needed(m_second, m_widths[1], Qt::Horizontal);
    if (total <= 0 || total < first + second || (sizes[0] >= first && sizes[1] >= second))
        return;
    const int given = std::clamp(sizes[0], first, total - second);
    m_splitter->setSizes({given, total - given});
}

void AdaptiveSplit::setNarrow(bool narrow)
{
    if (narrow == m_narrow)
        return;
    m_narrow = narrow;
    if (m_mode == Narrow::Stack)
        m_splitter->setOrientation(narrow ? Qt::Vertical : Qt::Horizontal);
    else
        setFirstShown(!narrow);
}

void AdaptiveSplit::fitHeights()
{
    if (m_mode != Narrow::Stack)
        return;
    if (!m_narrow) {
        setMinimumHeight(0);
        return;
    }
    QList<int> heights;
    for (int i : {0, 1}) {
        QWidget *pane = m_splitter->widget(i);
        heights << (pane->isHidden() ? 0 : needed(pane, m_heights[i], Qt::Vertical));
    }
    const int total = heights[0] + heights[1] + m_splitter->handleWidth();
    if (minimumHeight() != total) {
        setMinimumHeight(total);
        m_splitter->setSizes(heights);
    }
}

void AdaptiveSplit::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fit();
}

bool AdaptiveSplit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && event->type() == QEvent::LayoutRequest)
        fit();
    return QWidget::eventFilter(watched, event);
}
