#pragma once

#include "widgets/colormap.h"

#include "sinusoidal.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

// The parameter form of the Sinusoidal tab. Emits parametersChanged on every edit (the page
// debounces) and displayChanged for colour choices that need no recomputation.
class SinusoidalControls : public QWidget
{
    Q_OBJECT

public:
    explicit SinusoidalControls(QWidget *parent = nullptr);

    pelab::SinusoidalParams parameters() const;
    void setParameters(const pelab::SinusoidalParams &params);
    std::int64_t shift() const;
    Colormap colormap() const;
    bool fixedRange() const; // colours over −1 … 1 (true) or the data's min … max
    void setShift(std::int64_t shift);
    void setColormap(Colormap colormap);
    void setFixedRange(bool fixed);

signals:
    void parametersChanged();
    void displayChanged();

private:
    QSpinBox *m_positions = nullptr;
    QSpinBox *m_dim = nullptr;
    QDoubleSpinBox *m_base = nullptr;
    QSpinBox *m_start = nullptr;
    QComboBox *m_layout = nullptr;
    QSpinBox *m_shift = nullptr;
    QComboBox *m_colormap = nullptr;
    QComboBox *m_range = nullptr;
};
