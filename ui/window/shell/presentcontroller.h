#pragma once

#include "present/presentslide.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class Page;
class PresentWindow;
class QAction;
class SlideQuestions;
class QWidget;

// View → Present (F5) shows the current tab's view in a PresentWindow on the main window's
// screen; View → Full Screen (F11) puts the main window itself full screen. Leaving the
// step-through lab's presentation on another step shows that step in the tab.
class PresentController : public QObject
{
    Q_OBJECT

public:
    PresentController(QWidget *window, std::function<Page *()> currentPage);

    QAction *presentAction() const { return m_present; }
    QAction *fullScreenAction() const { return m_fullScreen; }
    // The presentation shown, or nullptr.
    PresentWindow *presentation() const;

    // Presents the current page's view; false (with the reason in the status bar) when it has
    // no figure to show.
    bool present();
    // Shows `slides` full screen on the main window's screen from slide `start` (closing any
    // presentation shown): the one way View → Present and lessons present. `questions` (owned
    // by `owner`): what to ask before a slide's result (the step-through lab's Ask first).
    PresentWindow *show(const QList<PresentSlide> &slides, int start,
                        SlideQuestions *questions = nullptr, QObject *owner = nullptr);

signals:
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window = nullptr;
    std::function<Page *()> m_currentPage;
    QAction *m_present = nullptr;
    QAction *m_fullScreen = nullptr;
    QPointer<PresentWindow> m_shown;
};
