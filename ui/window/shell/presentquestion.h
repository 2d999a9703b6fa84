#pragma once

#include "steplab/stepquestions.h"

#include <QList>
#include <QWidget>

class AnswerFeedback;
class QKeyEvent;
class QLabel;

// A slide's "Ask first" question when presenting: the prompt and the choices in large type,
// numbered for the keys 1 … 9, or the number being typed; once answered (or revealed), the
// verdict in colour with its icon (AnswerFeedback). Presenting passes it the keys; it never
// shows the answer before one is given or asked for.
class PresentQuestion : public QWidget
{
    Q_OBJECT

public:
    explicit PresentQuestion(QWidget *parent = nullptr);

    // Asks `question`, waiting for an answer.
    void ask(const StepQuestion &question);
    // The question answered with `answer`: the feedback alone.
    void showAnswer(const StepQuestion &question, const StepAnswer &answer);
    // Nothing shown (a slide without a question, or revealed without an answer).
    void clear();

    bool isAsking() const { return m_asking; }
    const StepQuestion &question() const { return m_question; }
    QString typed() const { return m_typed; }
    AnswerFeedback *feedback() const { return m_feedback; }

    // True for a key that answers or types while asking (a choice's number; digits, the decimal
    // mark, minus and Backspace for a number): presenting's own keys are the rest.
    bool wantsKey(const QKeyEvent &event) const;
    // Handles a key wantsKey() accepted: a choice is answered at once, a digit typed.
    void keyPressed(const QKeyEvent &event);
    // Checks the typed number: false (nothing answered) when nothing is typed; a text that is
    // not a number says so and waits.
    bool submitTyped();

    // Text sized from the screen's height, as presenting's other text.
    void fitFonts(double height);

signals:
    void answered(const StepAnswer &answer);

private:
    void answerWith(const StepAnswer &answer);
    void showTyped();

    StepQuestion m_question;
    bool m_asking = false;
    QString m_typed;
    QLabel *m_prompt = nullptr;
    QList<QLabel *> m_choices;
    QWidget *m_choiceBox = nullptr;
    QLabel *m_number = nullptr;
    QLabel *m_hint = nullptr;
    AnswerFeedback *m_feedback = nullptr;
};
