#pragma once

#include "steplab.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QSpinBox;

// The parameter form of the step-through lab: positions p and q (slider and spin box), width d,
// base, the position signal switch, the presets and the common-mistakes mode.
class StepLabControls : public QWidget
{
    Q_OBJECT

public:
    explicit StepLabControls(QWidget *parent = nullptr);

    pelab::StepLabParams parameters() const;
    // Sets every control without emitting parametersChanged per field (one signal at the end).
    void setParameters(const pelab::StepLabParams &params);
    void setPositionSignal(bool on);
    bool mistakesMode() const;
    pelab::StepMistake mistake() const;
    void setMistakesMode(bool on);
    void setMistake(pelab::StepMistake mistake);

signals:
    void parametersChanged();
    void mistakesChanged();
    // A preset was chosen: index into pelab::stepLabPresets().
    void presetChosen(int index);

private:
    QSpinBox *m_p = nullptr;
    QSlider *m_qSlider = nullptr;
    QSpinBox *m_q = nullptr;
    QSpinBox *m_dim = nullptr;
    QDoubleSpinBox *m_base = nullptr;
    QCheckBox *m_signal = nullptr;
    QComboBox *m_presets = nullptr;
    QCheckBox *m_mistakesMode = nullptr;
    QComboBox *m_mistake = nullptr;
    bool m_setting = false;
};
