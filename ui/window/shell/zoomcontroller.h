#pragma once

#include <QObject>

class QAction;
class QWidget;

// View → Zoom In / Zoom Out / Actual Size (Ctrl++ and Ctrl+=, Ctrl+−, Ctrl+0): the whole
// window at 50 % … 300 % in the usual steps, drawn at the new size: the widgets' text (the
// application's font and the tooltips'), the tables' rows and columns, the toolbar's icons and
// the live figures' text, lines and markers (ScreenScale); side panels fold where the page has
// no room for them beside the views (AdaptiveSplit), and back at a zoom the splitters have the
// sizes they had there. View → Projector Mode (Ctrl+Shift+P): the live figures
// in the projector style besides. Both remembered between runs; `pelab --zoom N --projector`
// starts with them.
class ZoomController : public QObject
{
    Q_OBJECT

public:
    // The actions, for `window`'s View menu.
    explicit ZoomController(QWidget *window);

    QAction *zoomInAction() const { return m_in; }
    QAction *zoomOutAction() const { return m_out; }
    QAction *actualSizeAction() const { return m_actual; }
    QAction *projectorAction() const { return m_projector; }

    // Puts the zoom on everything (clamped to 50 … 300) and remembers it.
    static void setZoom(int percent);
    // The remembered zoom, or 100.
    static int savedZoom();
    // Projector mode on or off, remembered.
    static void setProjector(bool on);
    static bool savedProjector();
    // Sizes `root`'s tables (rows and columns), toolbar icons and the pixel sizes its widgets
    // were given (a panel's width, a chart's height) for the current zoom, and folds or unfolds
    // its side panels (AdaptiveSplit::fit); the window calls this once built.
    static void fitToZoom(QWidget *root);

private:
    void updateActions();

    QWidget *m_window = nullptr;
    QAction *m_in = nullptr;
    QAction *m_out = nullptr;
    QAction *m_actual = nullptr;
    QAction *m_projector = nullptr;
};
