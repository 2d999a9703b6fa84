#pragma once

#include <QWidget>

class BarChartWidget;
class QLabel;
class QTableView;
class StepTableModel;
struct ViewData;

// The Step-through lab's main view: the step's (or the common mistake's) heading, explanation
// and result in large type, its table beside its bars, and the boundary notes under them.
class StepView : public QWidget
{
    Q_OBJECT

public:
    explicit StepView(QWidget *parent = nullptr);

    void show(const ViewData &data);
    // "Ask first": `panel` (the question) goes under the explanation; while not revealed, the
    // result, the table, the bars and the notes are hidden.
    void setQuestionPanel(QWidget *panel);
    void setRevealed(bool revealed);
    bool isRevealed() const { return m_revealed; }

    StepTableModel *model() const { return m_model; }
    // The texts shown, as a reader copies them (without LineBreaks' marks).
    QString headingText() const;
    QString explanationText() const;
    QString resultText() const;
    QString noteText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showHeading();
    void fitTableFont();

    QLabel *m_heading = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_note = nullptr;
    QTableView *m_table = nullptr;
    StepTableModel *m_model = nullptr;
    BarChartWidget *m_bars = nullptr;
    QWidget *m_split = nullptr;
    bool m_revealed = true;
    bool m_fittingTable = false;
    QString m_headingText;         // the step's heading
    QString m_questionHeadingText; // while its question waits (empty: the heading)
};
