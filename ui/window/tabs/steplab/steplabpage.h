#pragma once

#include "figures/compositefigure.h"
#include "shell/page.h"

#include "steplab.h"

#include <optional>

class BarChartWidget;
class LineChartWidget;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class SceneWidget;
class StepLabControls;
class StepTableModel;

// The Step-through lab tab (SPEC §3.2): "the cat saw the dog", the two "the" at positions p and
// q with one embedding E, walked through in seven steps from x(q) − x(p) = 0 to the length of
// PE(q) − PE(p), with the off control, presets and the common mistakes. The numbers are tiny
// (d ≤ 64, 33 positions), so they are computed at once on every edit.
class StepLabPage : public Page
{
    Q_OBJECT

public:
    explicit StepLabPage(QWidget *parent = nullptr);

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    int step() const { return m_step; }
    StepLabControls *controls() const { return m_controls; }
    const pelab::StepLabResult &result() const { return m_result; }
    const std::optional<pelab::StepMistakeResult> &mistakeResult() const { return m_mistake; }
    StepTableModel *tableModel() const { return m_model; }

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
    void recompute();

signals:
    void stepChanged(int step);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QWidget *buildNavigation();
    QWidget *buildStepView();
    void showStep();

    StepLabControls *m_controls = nullptr;
    QListWidget *m_steps = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_cost = nullptr;
    SceneWidget *m_scene = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_resultLabel = nullptr;
    QLabel *m_note = nullptr;
    QTableView *m_table = nullptr;
    StepTableModel *m_model = nullptr;
    BarChartWidget *m_stepBars = nullptr;
    LineChartWidget *m_lengthChart = nullptr;
    QLabel *m_lengthNote = nullptr;
    BarChartWidget *m_pairChart = nullptr;
    CompositeFigure m_figure;

    int m_step = 1;
    pelab::StepLabResult m_result;
    std::optional<pelab::StepMistakeResult> m_mistake;
};
