#pragma once

#include <QWidget>

class AlibiHeadModel;
class LineChartWidget;
class QLabel;
struct ViewData;

// The extrapolation view of the ALiBi tab: its lengths (L_train, L_infer), a note, the share of
// each head's attention on distances never seen in training (the per-head model's columns) and
// the chart of that share against the inference length.
class AlibiExtrapolationPanel : public QWidget
{
    Q_OBJECT

public:
    AlibiExtrapolationPanel(AlibiHeadModel *model, QWidget *lengths, QWidget *parent = nullptr);

    // Draws the view's result (its fractions are the model's, set by the page).
    void showResult(const ViewData &data);
    LineChartWidget *chart() const { return m_chart; }

private:
    QLabel *m_note = nullptr;
    LineChartWidget *m_chart = nullptr;
};
