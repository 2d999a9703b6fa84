#pragma once

#include "present/presentslide.h"
#include "shell/shortcutlist.h"

#include <QList>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <functional>

class FigureCanvas;
class PresentQuestion;
class QLabel;
class SlideQuestions;

// View → Present (F5): one view's figure alone on a white screen, full screen, with its heading
// and one caption line, the parameters hidden; the step-through lab one step per slide with its
// explanation, its numbers in large type and "3 / 7"; a lesson's slides with their notes under
// the view. Driven by the keys of keyEntries() — a presentation clicker's Page Down / Page Up
// included — which Help → Keyboard Shortcuts lists. The figures follow projector mode (the
// projector style, else the slide style). Given the step-through lab's questions ("Ask
// first"), a slide whose question is unanswered shows the question alone — its choices answered
// with 1 … 9, a number typed and Enter — and its result only once it is answered or → asks for
// it; answers count in the tab's tally.
class PresentWindow : public QWidget
{
    Q_OBJECT

public:
    // `questions` (optional, owned by `owner`, which may go first) asks before revealing.
    PresentWindow(const QList<PresentSlide> &slides, int start, QWidget *parent = nullptr,
                  SlideQuestions *questions = nullptr, QObject *owner = nullptr);
    ~PresentWindow() override;

    int current() const { return m_current; }
    int count() const { return int(m_slides.size()); }
    bool isBlank() const;
    // True while the slide shown waits for its question's answer (nothing of its result shown).
    bool isAsking() const;
    // Shows slide `index` (clamped to the slides).
    void showSlide(int index);
    // Called on Esc before leaving: true when it stopped a computation in progress (presenting
    // then goes on; the next Esc leaves).
    void setCancelHandler(std::function<bool()> cancel) { m_cancel = std::move(cancel); }

    // Every key presenting answers to and what it does (in the language shown).
    static QList<ShortcutList::Entry> keyEntries();

signals:
    // Presenting ended on slide `index`.
    void finished(int index);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void fitFonts();
    // Shows the current slide: its question while unanswered, else its result.
    void updateSlide();
    void reveal();
    SlideQuestions *questions() const;

    QList<PresentSlide> m_slides;
    int m_current = -1;
    std::function<bool()> m_cancel;
    QLabel *m_heading = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_numbers = nullptr;
    FigureCanvas *m_canvas = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_counter = nullptr;
    QWidget *m_blank = nullptr;
    PresentQuestion *m_question = nullptr;
    SlideQuestions *m_questions = nullptr;
    QPointer<QObject> m_questionsOwner;
    QSet<int> m_revealed; // slides shown without an answer (→ on the question)
};
