#pragma once

#include <QWidget>

#include <cstdint>
#include <vector>

class AlibiHeadModel;
class LineChartWidget;
class QLabel;
class QTableView;

// The extrapolation view of the ALiBi tab: for a training length L_train and an inference
// length L_infer > L_train, the share of each head's attention on distances never seen in
// training (a table over the per-head model, and a chart against the inference length).
class AlibiExtrapolationPanel : public QWidget
{
    Q_OBJECT

public:
    AlibiExtrapolationPanel(AlibiHeadModel *model, QWidget *parent = nullptr);

    // Recomputes the fractions into the model and redraws the chart; false (with the reason
    // shown) when the lengths are invalid.
    bool update(const std::vector<double> &slopes, std::int64_t train, std::int64_t infer);
    // Whether the last update() succeeded: otherwise the model's fractions are not for the
    // lengths asked for, and the view has nothing to export.
    bool isValid() const { return m_valid; }
    LineChartWidget *chart() const { return m_chart; }

private:
    AlibiHeadModel *m_model = nullptr;
    QLabel *m_note = nullptr;
    QTableView *m_table = nullptr;
    LineChartWidget *m_chart = nullptr;
    bool m_valid = false;
};
