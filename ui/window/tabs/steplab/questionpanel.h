#pragma once

#include "steplab/stepquestions.h"

#include <QWidget>

#include <optional>

class AnswerFeedback;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

// One "Ask first" question of the step-through lab: its prompt, the choices (radio buttons) or a
// number field with its tolerance, and Answer; once answered, the verdict in colour with its icon
// (AnswerFeedback), the prediction and the computed value side by side with one line on why,
// and the right choice marked among the choices.
class QuestionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionPanel(QWidget *parent = nullptr);

    // Shows `question`, unanswered, or answered with `answer`.
    void ask(const StepQuestion &question, const std::optional<StepAnswer> &answer = {});
    const StepQuestion &question() const { return m_question; }
    bool isAnswered() const { return m_answered; }
    AnswerFeedback *feedback() const { return m_feedback; }

    // For tests and the keyboard: choose choice `index` / type `number`, then answer.
    void choose(int index);
    void typeNumber(const QString &number);
    void answer();

signals:
    void answered(const StepAnswer &answer);

private:
    void showAnswer(const StepAnswer &answer);
    void markChoices(const StepAnswer &answer);

    StepQuestion m_question;
    bool m_answered = false;
    QLabel *m_prompt = nullptr;
    QWidget *m_choices = nullptr;
    QVBoxLayout *m_choiceLayout = nullptr;
    QButtonGroup *m_group = nullptr;
    QLineEdit *m_number = nullptr;
    QPushButton *m_answer = nullptr;
    QLabel *m_hint = nullptr;
    AnswerFeedback *m_feedback = nullptr;
};
