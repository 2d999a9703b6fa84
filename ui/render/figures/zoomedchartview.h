#pragma once

#include <QChartView>

// A chart view that follows the window's zoom and projector mode (ScreenScale) once it has been
// shown: the chart is laid out at the view's size divided by the figures' factor and drawn
// through a scaling transform, so its text, lines, markers and legend are drawn larger as
// vectors (never a scaled bitmap), with ticks as dense as the larger labels allow; in projector
// mode also in the projector look (ChartStyle::apply). A view never shown (an export's) stays
// at 100 % in the palette's colours.
class ZoomedChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ZoomedChartView(QChart *chart, QWidget *parent = nullptr);

    // The factor the chart is drawn at (1 until the view is shown): the zoom, × 1.5 in
    // projector mode.
    double zoom() const { return m_zoom; }
    // Colours (and, live in projector mode, the projector look) from the view's palette; the
    // chart's owner calls it again after adding series.
    void applyLook();
    // Shown at least once: follows the zoom and fits its chart's title.
    bool isLive() const { return m_live; }
    // The view's minimum height at 100 %; it grows with the zoom.
    void setBaseMinimumHeight(int height);
    // The chart's title as plain text (QChart reads rich text: "Σ_{i<j}" would lose everything
    // from "<"): once shown, broken into lines that fit the chart instead of cut short with
    // "..."; a chart never shown (a file's) wraps its own when drawn.
    void setChartTitle(const QString &title);
    QString chartTitle() const { return m_title; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void relayout();
    void showTitle();

    double m_zoom = 1.0;
    int m_baseMinimumHeight = 0;
    QString m_title;
    bool m_live = false;
};
