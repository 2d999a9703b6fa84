#pragma once

#include <QWidget>

class LineChartWidget;
class MatrixModel;
class QLabel;
struct ExportTable;

// The "Check an implementation" view of the RoPE and ALiBi tabs: the file choosers (a form of
// the view's parameters), the verdict in words, the error per pair or head as a chart and as a
// table. The page fills it from the view's data; a file that cannot be read leaves what it
// showed (the banner says why).
class CheckPanel : public QWidget
{
    Q_OBJECT

public:
    CheckPanel(QWidget *form, QWidget *parent = nullptr);

    // The verdict (rich text) and the error table.
    void show(const QString &verdict, const ExportTable &table);
    QString verdict() const;
    LineChartWidget *chart() const { return m_chart; }

private:
    QLabel *m_verdict = nullptr;
    LineChartWidget *m_chart = nullptr;
    MatrixModel *m_model = nullptr;
};
