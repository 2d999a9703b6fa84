#include "page.h"

#include "shell/adaptivesplit.h"
#include "task/backgroundtask.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

Page::Page(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("pageError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(
        QStringLiteral("QLabel { background: #fde7e9; color: #8a1c1c; border: 1px solid #e8a0a6;"
                       " border-radius: 3px; padding: 6px; }"));
    m_error->hide();
    layout->addWidget(m_error);
    // The page scrolls where its panels and figures no longer fit (a small window, a large
    // zoom) rather than squeezing them; at the usual sizes no scroll bar shows.
    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setObjectName(QStringLiteral("pageScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    m_content = new QVBoxLayout(body);
    m_content->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(body);
    layout->addWidget(scroll, 1);
}

QString Page::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString Page::sessionView() const
{
    if (!m_views)
        return QStringLiteral("main");
    return m_viewNames.value(m_views->currentIndex(), m_viewNames.value(0));
}

QStringList Page::sessionViews() const
{
    return m_views ? m_viewNames : QStringList{QStringLiteral("main")};
}

bool Page::setSessionView(const QString &view)
{
    const int index = sessionViews().indexOf(view);
    if (index < 0)
        return false;
    if (m_views)
        m_views->setCurrentIndex(index);
    return true;
}

bool Page::isComputing() const
{
    for (const BackgroundTask *task : m_tasks) {
        if (task->isRunning())
            return true;
    }
    for (const QTimer *timer : m_debounces) {
        if (timer->isActive())
            return true;
    }
    return false;
}

void Page::watchDebounce(QTimer *debounce)
{
    m_debounces.append(debounce);
}

void Page::setSessionViews(QTabWidget *views, const QStringList &names)
{
    Q_ASSERT(views && views->count() == names.size());
    m_views = views;
    m_viewNames = names;
}

void Page::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The page's body sized again for the viewport: a zoom while the page was hidden may have
    // left it at the larger zoom's height (QScrollArea resizes it on a layout request only).
    QCoreApplication::postEvent(m_scroll, new QEvent(QEvent::LayoutRequest));
}

AdaptiveSplit *Page::addSidePanel(QWidget *side, QWidget *views, const QString &name, int sideWidth,
                                  int viewsWidth)
{
    m_side = new AdaptiveSplit(side, views, AdaptiveSplit::Narrow::FoldFirst, name, this);
    m_side->setObjectName(QStringLiteral("sidePanelSplit"));
    m_side->splitter()->setSizes({sideWidth, viewsWidth});
    m_content->addWidget(m_side, 1);
    return m_side;
}

void Page::reportTask(BackgroundTask *task, const QString &what)
{
    m_tasks.append(task);
    connect(task, &BackgroundTask::started, this, [this, what] { emit busyChanged(true, what); });
    connect(task, &BackgroundTask::finished, this, [this] { emit busyChanged(false, {}); });
    connect(task, &BackgroundTask::cancelled, this, [this] { emit busyChanged(false, {}); });
    connect(task, &BackgroundTask::progressChanged, this, &Page::progressChanged);
}

QTableView *Page::createTableView(QAbstractItemModel *model, const QString &objectName)
{
    auto *view = new QTableView(this);
    view->setObjectName(objectName);
    view->setModel(model);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    view->verticalHeader()->setVisible(false);
    view->setAlternatingRowColors(true);
    return view;
}

void Page::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
    emit statusMessage(message);
}

void Page::clearError()
{
    m_error->clear();
    m_error->hide();
}
