#pragma once

#include <QWidget>

class QSplitter;
class SideStrip;

// Two panes side by side in a splitter while the page has room for both at the window's zoom,
// and one rule for every page when it has not (a projector's 1280 × 720 at 200 %): a page's
// side panel (its parameters, checks or steps) folds away to a strip with its name at the
// left edge, so that the views keep the page's width, and a click on the strip (or View → Side
// Panel, F9) opens it beside them again (FoldFirst); or the two panes stack, the first above
// the second, each as tall as it needs (Stack: a table over its chart). The room each pane
// needs is given at 100 % and follows the zoom; with room again, the panes are side by side.
class AdaptiveSplit : public QWidget
{
    Q_OBJECT

public:
    enum class Narrow
    {
        FoldFirst,
        Stack
    };

    // Puts `first` and `second` side by side; `name` is the folded strip's text (FoldFirst).
    AdaptiveSplit(QWidget *first, QWidget *second, Narrow narrow, const QString &name = {},
                  QWidget *parent = nullptr);

    // The sizes at 100 % below which a pane cannot be read: kMinimum stands for the pane's
    // minimum size, kContents for its size hint (a table that adjusts to its contents). The
    // split is narrow where its width is below the panes' widths at the zoom (by default the
    // first's minimum and kSecondWidth); stacked, each pane is as tall as its height (by
    // default its minimum).
    static constexpr int kMinimum = -1;
    static constexpr int kContents = -2;
    static constexpr int kSecondWidth = 560;
    void setNeededWidths(int first, int second);
    void setNeededHeights(int first, int second);

    QSplitter *splitter() const { return m_splitter; }
    bool isNarrow() const { return m_narrow; }
    // FoldFirst: whether the side panel shows. It folds by itself when the split turns narrow
    // and opens when it turns wide; in between, this (the strip, F9) folds or opens it.
    bool isFirstShown() const;
    void setFirstShown(bool shown);

    // Decides again between side by side and narrow, for the current width and zoom (after a
    // zoom, ZoomController::fitToZoom calls it; every resize and new contents do).
    void fit();

signals:
    void firstShownChanged(bool shown);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int needed(const QWidget *pane, int size, Qt::Orientation direction) const;
    void setNarrow(bool narrow);
    void fitHeights();
    void fitWidths();

    QSplitter *m_splitter = nullptr;
    SideStrip *m_strip = nullptr;
    QWidget *m_first = nullptr;
    QWidget *m_second = nullptr;
    Narrow m_mode = Narrow::FoldFirst;
    int m_widths[2] = {kMinimum, kSecondWidth}; // at 100 %
    int m_heights[2] = {kMinimum, kMinimum};
    bool m_narrow = false;
    bool m_fitting = false;
};
