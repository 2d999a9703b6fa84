#pragma once

#include "shell/tabpage.h"

#include "steplab.h"

class AskFirst;
class BarChartWidget;
class LineChartWidget;
class QComboBox;
class QLabel;
class SceneWidget;
class StepLabTabResult;
class StepNavigator;
class StepTableModel;
class StepView;

// The Step-through lab tab (SPEC §3.2, StepLabSpec): "the cat saw the dog", the two "the" at
// positions p and q with one embedding E, walked through in seven steps from x(q) − x(p) = 0 to
// the length of PE(q) − PE(p), with the off control, presets and the common mistakes. The steps
// and the parameters on the left; the step (its view, "main") on the right over the length
// against q = 1 … 32 and the per-pair distances.
class StepLabPage : public TabPage
{
    Q_OBJECT

public:
    explicit StepLabPage(QWidget *parent = nullptr);

    // The result on screen; nullptr before the first.
    const StepLabTabResult *shownResult() const;
    // The mistake shown instead of the step; nullptr for the walk-through.
    const pelab::StepMistakeResult *shownMistake() const;
    int step() const;
    StepTableModel *tableModel() const;
    // "Ask first" (predict, then reveal).
    AskFirst *askFirst() const { return m_askFirst; }
    SlideQuestions *slideQuestions() override;

    // Shown texts, for tests and the status bar.
    QString headingText() const;
    QString explanationText() const;
    QString resultText() const;
    QString noteText() const;

public slots:
    void setStep(int step);
    void nextStep();
    void previousStep();
    void applyPreset(int index);

signals:
    void stepChanged(int step);
    // A new walk-through is shown (tests and the status bar listen).
    void resultShown();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QWidget *buildSide();
    QWidget *buildCharts();
    QComboBox *buildPresets(QWidget *parent);
    void showResult();
    void showStep();

    StepNavigator *m_navigator = nullptr;
    QLabel *m_cost = nullptr;
    SceneWidget *m_scene = nullptr;
    StepView *m_stepView = nullptr;
    LineChartWidget *m_lengthChart = nullptr;
    QLabel *m_lengthNote = nullptr;
    BarChartWidget *m_pairChart = nullptr;
    QWidget *m_charts = nullptr;
    AskFirst *m_askFirst = nullptr;
};
