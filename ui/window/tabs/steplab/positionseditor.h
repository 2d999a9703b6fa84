#pragma once

#include <QObject>

class IntegerSpinBox;
class QSlider;
class QWidget;
class TabController;

// The editors of the Step-through lab's "positions" parameter ("P,Q"): a spin box for p, and for
// q a spin box beside a slider over the compared positions of the length chart, 1 … 32. Both
// take every position core takes (0 … 2^40); they and the controller stay in step both ways.
class PositionsEditor : public QObject
{
    Q_OBJECT

public:
    PositionsEditor(TabController &controller, QWidget *parent);

    QWidget *pEditor() const;
    QWidget *qEditor() const { return m_qRow; } // the slider and the spin box in a row

private:
    void show();
    void send();

    TabController &m_controller;
    IntegerSpinBox *m_p = nullptr;
    IntegerSpinBox *m_q = nullptr;
    QSlider *m_qSlider = nullptr;
    QWidget *m_qRow = nullptr;
};
