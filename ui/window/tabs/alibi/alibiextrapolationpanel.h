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
    // Whether the last update() succeeded; when it did not, the view keeps the fractions of
    // the last lengths that did (0 and 0 before any).
    bool isValid() const { return m_valid; }
    std::int64_t shownTrain() const { return m_shownTrain; }
    std::int64_t shownInfer() const { return m_shownInfer; }
    LineChartWidget *chart() const { return m_chart; }

private:
    // The fractions for these lengths into the model, and the chart.
    void showLengths(const std::vector<double> &slopes, std::int64_t train, std::int64_t infer);

    AlibiHeadModel *m_model = nullptr;
    QLabel *m_note = nullptr;
    QTableView *m_table = nullptr;
    LineChartWidget *m_chart = nullptr;
    bool m_valid = false;
    std::int64_t m_shownTrain = 0;
    std::int64_t m_shownInfer = 0;
};
