#pragma once

#include "export/figureoptions.h"
#include "spec/tabresult.h"

#include <QImage>
#include <QTimer>
#include <QWidget>

class QLabel;
class QScrollArea;
class QToolButton;

// The Export Figure dialog's preview: the view's figure laid out as the export lays it out,
// shown at its printed size on this screen (100 %: an inch of the figure is an inch of the
// desktop, as a PDF viewer's "actual size") or scaled to fit the space. It is drawn from a new
// figure, as every export is, a moment after the options stop changing, and never as a scaled
// bitmap of another size.
class FigurePreview : public QWidget
{
    Q_OBJECT

public:
    enum class Zoom
    {
        Fit,
        Actual
    };

    explicit FigurePreview(QWidget *parent = nullptr);

    // What is drawn; an invalid ViewData shows that there is nothing to preview.
    void setData(const ViewData &data);
    // The export's options: the preview is drawn again shortly after the last change.
    void setOptions(const FigureOptions &options);

    Zoom zoom() const { return m_zoom; }
    void setZoom(Zoom zoom);

    // Draws now instead of after the pause (the Redraw button; tests).
    void redraw();
    // A figure that took longer than this to draw (a table of millions of cells) is drawn
    // again only on Redraw, so that changing an option never blocks the dialog; 0 for always
    // on Redraw.
    void setAutoRedrawLimit(int milliseconds) { m_autoLimitMs = milliseconds; }
    bool redrawsByItself() const { return !m_slow; }
    // The last drawing (its pixels are device pixels) and, when there is none, why.
    QImage image() const { return m_image; }
    QString problem() const { return m_problem; }
    // The drawing's size relative to the printed size on this screen: 1 at 100 %.
    double shownScale() const { return m_shownScale; }

signals:
    void redrawn();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    double screenPixelsPerInch() const; // device pixels per inch of the desktop
    void updateCaption();
    void changed(); // the data, the options or the space: draw again after the pause

    ViewData m_data;
    FigureOptions m_options;
    Zoom m_zoom = Zoom::Fit;
    QImage m_image;
    QString m_problem;
    double m_shownScale = 0.0;
    QTimer m_pause;
    int m_autoLimitMs = 500;
    bool m_slow = false;  // the last drawing took longer than m_autoLimitMs
    bool m_stale = false; // changed since the last drawing
    qint64 m_drawMs = 0;
    QToolButton *m_redraw = nullptr;
    QToolButton *m_fit = nullptr;
    QToolButton *m_actual = nullptr;
    QLabel *m_caption = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_picture = nullptr;
};
