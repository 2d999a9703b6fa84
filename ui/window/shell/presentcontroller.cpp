#include "presentcontroller.h"

#include "present/presentslides.h"
#include "shell/page.h"
#include "shell/presentwindow.h"
#include "shell/waitcursor.h"

#include <QAction>
#include <QEvent>
#include <QJsonObject>
#include <QScreen>
#include <QWidget>

PresentController::PresentController(QWidget *window, std::function<Page *()> currentPage)
    : QObject(window), m_window(window), m_currentPage(std::move(currentPage))
{
    m_present = new QAction(tr("&Present"), this);
    m_present->setObjectName(QStringLiteral("presentAction"));
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    m_present->setStatusTip(tr("Show the current view alone, full screen, for a class (Esc "
                               "leaves; the step-through lab one step per screen)"));
    m_present->setToolTip(m_present->statusTip());
    connect(m_present, &QAction::triggered, this, &PresentController::present);

    m_fullScreen = new QAction(tr("&Full Screen"), this);
    m_fullScreen->setObjectName(QStringLiteral("fullScreenAction"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    m_fullScreen->setStatusTip(tr("Show the window full screen, or as before"));
    m_fullScreen->setToolTip(m_fullScreen->statusTip());
    connect(m_fullScreen, &QAction::triggered, this, [this](bool on) {
        m_window->setWindowState(on ? m_window->windowState() | Qt::WindowFullScreen
                                    : m_window->windowState() & ~Qt::WindowFullScreen);
    });
    m_window->installEventFilter(this);
}

bool PresentController::present()
{
    Page *page = m_currentPage();
    if (!page)
        return false;
    const PresentSlides::Deck deck = PresentSlides::forView(page->exportViewData());
    if (deck.slides.isEmpty()) {
        emit statusMessage(tr("This view has no figure to present; choose a view with one."));
        return false;
    }
    auto *shown = show(deck.slides, deck.start, page->slideQuestions(), page);
    const QPointer<Page> target = page;
    shown->setCancelHandler([target] {
        if (!target || !target->isComputing())
            return false;
        target->cancel();
        return true;
    });
    // Leaving the walk-through on another step shows that step in the tab.
    connect(shown, &PresentWindow::finished, this, [target, deck](int index) {
        if (!target || index == deck.start || index < 0 || index >= deck.slides.size())
            return;
        QStringList warnings;
        target->setParameters(deck.slides[index].data.state.toJson(), &warnings);
    });
    return true;
}

PresentWindow *PresentController::show(const QList<PresentSlide> &slides, int start,
                                       SlideQuestions *questions, QObject *owner)
{
    if (m_shown)
        m_shown->close();
    const WaitCursor wait; // a large figure takes a moment to draw
    auto *shown = new PresentWindow(slides, start, m_window, questions, owner);
    m_shown = shown;
    shown->setScreen(m_window->screen());
    shown->setGeometry(m_window->screen()->geometry());
    shown->showFullScreen();
    shown->activateWindow();
    shown->setFocus();
    return shown;
}

bool PresentController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::WindowStateChange)
        m_fullScreen->setChecked(m_window->isFullScreen());
    return QObject::eventFilter(watched, event);
}

PresentWindow *PresentController::presentation() const
{
    return m_shown;
}
