#pragma once

#include <QChartView>

// A chart view that follows the window's zoom and projector mode (ScreenScale) once it has been
// shown: the chart is laid out at the view's size divided by the figures' factor and drawn
// through a scaling transform, so its text, lines, markers and legend are drawn larger as
// vectors (never a scaled bitmap), its texts laid out again (ChartTexts) for the smaller logical
// size: ticks as dense as the larger labels allow, titles and legend in more lines; in projector
// mode also in the projector look (ChartStyle::apply). A view never shown (an export's) stays
// at 100 % in the palette's colours.
class ZoomedChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ZoomedChartView(QChart *chart, QWidget *parent = nullptr);

    // The factor the chart is drawn at (1 until the view is shown): the zoom, × 1.5 in
    // projector mode, as far as the view's size allows (ScreenScale::figureFactorFor).
    double zoom() const { return m_zoom; }
    // Colours (and, live in projector mode, the projector look) from the view's palette; the
    // chart's owner calls it again after adding series.
    void applyLook();
    // Shown at least once: follows the zoom.
    bool isLive() const { return m_live; }
    // The view's minimum height at 100 %; it grows with the zoom (and projector mode).
    void setBaseMinimumHeight(int height);
    // The chart's title in figure notation (FigureText: "Σ_{i<j}" is typeset, "<" is a
    // less-than sign), laid out by ChartTexts: broken into lines that fit, never cut short.
    void setChartTitle(const QString &title);
    QString chartTitle() const { return m_title; }
    // A size of its own at the zoom, not QChartView's (the scene's, i.e. the size it was last
    // given): a hint that remembered 200 % would keep the layout at 200 %'s sizes back at 100 %.
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void relayout();

    double m_zoom = 1.0;
    int m_baseMinimumHeight = 0;
    QString m_title;
    bool m_live = false;
};
