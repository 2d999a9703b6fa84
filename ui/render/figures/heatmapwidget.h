#pragma once

#include "export/figuresource.h"
#include "figures/colormap.h"

#include "matrix.h"

#include <QImage>
#include <QWidget>

#include <functional>

#include <memory>

class BackgroundTask;
class QCustomPlot;
class PreparedColorMap;
class QCPColorMapData;
class QCPColorScale;
class QCPItemRect;

// A matrix drawn as a heatmap (QCustomPlot colour map + colour scale): rows run downward from
// the top, columns left to right, one exact cell per value. Emits the cell under the mouse and
// the clicked cell; draws a marker on the current cell. Also a FigureSource for exports.
class HeatmapWidget : public QWidget, public FigureSource
{
    Q_OBJECT

public:
    explicit HeatmapWidget(QWidget *parent = nullptr);
    ~HeatmapWidget() override;

    // Shown at least once: follows the window's zoom (a figure made for a file never is).
    bool isLive() const { return m_live; }

    // Shows a matrix, building its cells here.
    void setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin = 0.0,
                   double columnOrigin = 0.0);
    // Shows a matrix whose cells HeatmapCells::build() prepared (on a worker thread).
    void setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin,
                   double columnOrigin, std::unique_ptr<QCPColorMapData> cells);
    // Shows a matrix whose cells and colours HeatmapCells prepared (on a worker thread).
    void setMatrix(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin,
                   double columnOrigin, std::unique_ptr<QCPColorMapData> cells,
                   const QImage &colors, Colormap colorsColormap, double colorsLower,
                   double colorsUpper);
    // Makes the cells of a matrix instead of HeatmapCells::build() (e.g. with masked cells as NaN);
    // called on a worker thread.
    using CellBuilder = std::function<std::unique_ptr<QCPColorMapData>(
        const pelab::Matrix &matrix, double rowOrigin, double columnOrigin)>;
    // Shows a matrix whose cells (and colours, for the current colormap and range) are made
    // off the GUI thread first, so that a large matrix does not stall the window; a small one
    // is shown at once. A newer call (or setMatrix(), clear()) supersedes a pending one.
    void setMatrixInBackground(std::shared_ptr<const pelab::Matrix> matrix, double rowOrigin = 0.0,
                               double columnOrigin = 0.0, CellBuilder build = {});
    // True while a matrix is being prepared for setMatrixInBackground().
    bool isPreparing() const;
    void clear();
    std::shared_ptr<const pelab::Matrix> matrix() const { return m_matrix; }

    // In figure notation (FigureText), drawn with Unicode sub- and superscripts.
    void setLabels(const QString &title, const QString &columnAxis, const QString &rowAxis,
                   const QString &valueAxis);
    void setColormap(Colormap colormap);
    Colormap colormap() const { return m_colormap; }
    // A discrete colour scale of `levels` steps (integer ids over a range of levels values,
    // each id one colour); 0: continuous (the default).
    void setLevelCount(int levels);
    // A fixed value range for the colours, or automatic: the data's min … max, or for a
    // diverging colormap ±max|v| so that its middle colour is 0.
    void setValueRange(double lower, double upper);
    void setAutoValueRange();

    // Cells whose value is NaN are drawn in this neutral grey (masked cells, e.g. a causal
    // mask), never as a colour of the colormap, however the cells were prepared.
    static QColor maskColor();

    // The marked cell (row, column); -1 for none.
    void setCurrentCell(int row, int column);

    QCustomPlot *plot() const { return m_plot; }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

signals:
    // A matrix given to setMatrixInBackground() is on screen.
    void matrixShown();
    void cellHovered(int row, int column);
    void hoverLeft();
    void cellClicked(int row, int column);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // Fonts, lines, ticks, the colour bar and the marker at the window's zoom (ScreenScale) once
    // shown; at 100 % from the unzoomed font while never shown (an export's figure).
    void applyZoom();
    // The ticks and the title for the plot's size (after a resize, a zoom or new ranges).
    void fitTexts();
    bool cellAt(const QPointF &pos, int *row, int *column) const;
    void applyPalette();
    void applyAutoRange();
    void updateMarker();

    QCustomPlot *m_plot = nullptr;
    BackgroundTask *m_prepare = nullptr;
    QString m_title;
    QStringList m_labels; // columns, rows, colour bar: as set, before fitting
    PreparedColorMap *m_map = nullptr;
    QCPColorScale *m_scale = nullptr;
    QCPItemRect *m_marker = nullptr;
    std::shared_ptr<const pelab::Matrix> m_matrix;
    double m_rowOrigin = 0.0;
    double m_columnOrigin = 0.0;
    Colormap m_colormap = Colormap::Viridis;
    int m_levels = 0;
    bool m_autoRange = true;
    int m_currentRow = -1;
    int m_currentColumn = -1;
    int m_hoverRow = -1;
    int m_hoverColumn = -1;
    double m_zoom = 1.0;
    bool m_live = false; // shown at least once: follows the window's zoom
};
