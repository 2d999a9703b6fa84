#pragma once

#include <QGroupBox>

class QListWidget;
class QPushButton;
class TabController;

// The Step-through lab's steps: the list of the seven steps and ◀ Back / Next ▶ (Page Up / Page
// Down anywhere in the tab, Left / Right in the list), bound to the "step" parameter. Locked
// while a common mistake is shown instead of a step.
class StepNavigator : public QGroupBox
{
    Q_OBJECT

public:
    StepNavigator(TabController &controller, QWidget *parent = nullptr);

    int step() const;
    void setStep(int step); // clamped to 1 … 7
    void next();
    void previous();
    void setLocked(bool locked);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void show();

    TabController &m_controller;
    QListWidget *m_steps = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
    bool m_locked = false;
};
