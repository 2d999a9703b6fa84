#pragma once

#include "shell/slidequestions.h"
#include "spec/tabstate.h"
#include "steplab/stepquestions.h"

#include <QMap>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QuestionPanel;
class StepLabTabResult;

// The step-through lab's "Ask first" (predict, then reveal): when on, a step with a question
// keeps its result hidden until the question is answered. Holds the toggle (remembered), the
// tally ("Right: 5 of 7", with Reset) and the answers given for the parameters shown (new
// parameters ask again); the QuestionPanel shows the current step's question. Presenting asks
// the same questions (SlideQuestions): an answer given on a slide is one given here, in the
// tally and for its step.
class AskFirst : public QWidget, public SlideQuestions
{
    Q_OBJECT

public:
    explicit AskFirst(QWidget *parent = nullptr);

    QuestionPanel *panel() const { return m_panel; }
    bool isOn() const;
    void setOn(bool on);
    // The walk-through shown and its step (0 while a common mistake is shown).
    void showStep(const StepLabTabResult &result, int step);
    // False while the current step's question waits for an answer.
    bool isRevealed() const;
    int right() const { return m_right; }
    int answered() const { return m_answeredCount; }
    void reset();

    // SlideQuestions: the question of a slide's step while Ask first is on; answers kept for
    // the parameters shown.
    std::optional<StepQuestion> question(const PresentSlide &slide) const override;
    std::optional<StepAnswer> answer(const PresentSlide &slide) const override;
    void record(const PresentSlide &slide, const StepAnswer &answer) override;

signals:
    // The result of the current step is to be shown (true) or hidden (false).
    void revealChanged(bool revealed);

private:
    void update();
    void record(int step, const StepAnswer &answer);
    // The step a slide shows, 0 for a common mistake's slide.
    static int stepOf(const PresentSlide &slide);

    QCheckBox *m_toggle = nullptr;
    QLabel *m_tally = nullptr;
    QPushButton *m_reset = nullptr;
    QuestionPanel *m_panel = nullptr;
    TabState m_state; // the parameters the answers were given for
    int m_step = 0;
    std::optional<StepQuestion> m_question;
    QMap<int, StepAnswer> m_answers; // by step, for the parameters shown
    int m_right = 0;
    int m_answeredCount = 0;
    bool m_revealed = true;
};
