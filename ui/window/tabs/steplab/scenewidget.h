#pragma once

#include <QLabel>

// The scene of the step-through lab: the tokens of "the cat saw the dog" in a row with their
// positions, the two compared "the" highlighted with their shared embedding E.
class SceneWidget : public QLabel
{
    Q_OBJECT

public:
    explicit SceneWidget(QWidget *parent = nullptr);

    void setPositions(qint64 p, qint64 q, bool positionSignal);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    qint64 m_p = 0;
    qint64 m_q = 3;
    bool m_on = true;
};
