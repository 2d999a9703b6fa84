#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QSize>

// The window's zoom (View → Zoom In / Zoom Out / Actual Size): how large the live figures
// draw their text, lines and markers, 50 % to 300 %. Figures that are never shown (those
// every export, copy and pelab-cli draws) ignore it and start from baseFont(), so that no file
// depends on the window's zoom.
class ScreenScale : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMinPercent = 50;
    static constexpr int kMaxPercent = 300;
    // Projector mode's live figures: text, lines and markers this much larger than the zoom
    // alone makes them.
    static constexpr double kProjectorScale = 1.5;

    static ScreenScale &instance();

    int percent() const { return m_percent; }
    double factor() const { return m_percent / 100.0; }
    // Clamped to 50 … 300; changed() when it changes.
    void setPercent(int percent);

    // View → Projector Mode: the live figures in the projector style (large text, thick lines,
    // strong contrast: black on white whatever the theme). changed() when it changes.
    bool projector() const { return m_projector; }
    void setProjector(bool on);
    // How much larger the live figures draw their text, lines and markers than at 100 %: the
    // zoom, times kProjectorScale in projector mode.
    double figureFactor() const { return factor() * (m_projector ? kProjectorScale : 1.0); }
    // The figure factor for a figure shown in `pixels`: at most figureFactor(), and small enough
    // that the figure keeps kRoomAtScale logical pixels to lay its text out in (a chart squeezed
    // into a corner of the window at 300 % in projector mode draws its text somewhat smaller
    // rather than not at all); never below 1.
    double figureFactorFor(const QSize &pixels) const;
    static constexpr QSize kRoomAtScale{240, 180};

    // The usual zoom steps (50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300) and the
    // next one in or out from any percentage.
    static const QList<int> &steps();
    static int stepIn(int percent);
    static int stepOut(int percent);

    // The application's font before any zoom, as TextFonts installs it: every figure's own text
    // starts from it.
    QFont baseFont() const { return m_base; }
    // `font` at `factor` times its size.
    static QFont scaled(QFont font, double factor);

signals:
    void changed();

private:
    ScreenScale();

    int m_percent = 100;
    bool m_projector = false;
    QFont m_base;
};
