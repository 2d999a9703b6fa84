#pragma once

#include <QWidget>

class HeatmapWidget;
class QLabel;
struct ViewData;

// The Learned tab's compare view: the learned table beside the sinusoidal table of the same
// shape (Vaswani et al. 2017, interleaved, base 10000), each on its own colour range symmetric
// about zero, with the view's editor (which side exports write).
class LearnedComparePanel : public QWidget
{
    Q_OBJECT

public:
    // `form` holds the view's editors (the page's, bound to its controller).
    explicit LearnedComparePanel(QWidget *form, QWidget *parent = nullptr);

    void showTables(const ViewData &data);
    void applyDisplay(const ViewData &data);
    void clear(const QString &note);
    bool isDrawing() const;

private:
    QLabel *m_note = nullptr;
    HeatmapWidget *m_learned = nullptr;
    HeatmapWidget *m_sinusoidal = nullptr;
};
