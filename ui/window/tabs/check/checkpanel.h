#pragma once

#include "check/checkverdict.h"
#include "export/exporttable.h"

#include <QColor>
#include <QWidget>

#include <functional>

class LineChartWidget;
class MatrixModel;
class QFrame;
class QLabel;
class TabController;
struct ViewData;

// The "Check an implementation" view of the RoPE and ALiBi tabs: the file choosers (a form of
// the view's parameters), the verdict first and foremost (a coloured box with an icon: match,
// mismatch, no file, not checked), its details, and the comparison the verdict was judged by per
// pair or head as a chart and a table. It follows the tab's controller itself: a verdict is shown
// only while it was computed from the current values; after a change it says the check is being
// made again, and when the file cannot be checked against them, why (the banner says it too).
class CheckPanel : public QWidget
{
    Q_OBJECT

public:
    // How a tab words, tabulates and draws its check view's result.
    struct Presenter
    {
        std::function<CheckVerdict(const ViewData &)> verdict;
        std::function<ExportTable(const ViewData &)> table;
        std::function<void(LineChartWidget &, const ViewData &)> draw;
    };

    // Each kind's look: background, border and text colours, set together so that the box reads
    // the same in a light and a dark palette, and its icon.
    struct Look
    {
        QColor background;
        QColor border;
        QColor text;
        QString icon;
    };
    static Look look(CheckVerdict::Kind kind);

    CheckPanel(QWidget *form, TabController *controller, Presenter presenter,
               QWidget *parent = nullptr);

    // The verdict shown: its heading, then its details (rich text).
    QString verdict() const;
    CheckVerdict::Kind verdictKind() const { return m_kind; }
    LineChartWidget *chart() const { return m_chart; }

public slots:
    // Shows the check view's result when it is the current values', else pending or why not.
    void refresh();

private:
    void show(const CheckVerdict &verdict);
    bool isCurrent(const ViewData &data) const;

    TabController *m_controller = nullptr;
    Presenter m_presenter;
    CheckVerdict::Kind m_kind = CheckVerdict::Kind::Pending;
    QFrame *m_box = nullptr;
    QLabel *m_icon = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_details = nullptr;
    QWidget *m_comparison = nullptr; // the chart and the table, hidden without a comparison
    LineChartWidget *m_chart = nullptr;
    MatrixModel *m_model = nullptr;
};
