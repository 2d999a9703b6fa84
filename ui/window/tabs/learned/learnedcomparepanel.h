#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"

#include "matrix.h"

#include <QWidget>

#include <memory>

class FigureSource;
class HeatmapWidget;
class QComboBox;
class QLabel;

// The learned table beside the sinusoidal table of the same shape (Vaswani et al. 2017,
// interleaved layout, base 10000), each drawn on its own colour range symmetric about zero.
class LearnedComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit LearnedComparePanel(QWidget *parent = nullptr);

    // `sinusoidal` is null when the shape has no sinusoidal counterpart (`note` says why).
    void setTables(std::shared_ptr<const pelab::Matrix> learned,
                   std::shared_ptr<const pelab::Matrix> sinusoidal, const QString &learnedTitle,
                   const QString &note);
    void setColormap(Colormap colormap);

    // The side shown in exports: 0 the learned table, 1 the sinusoidal one.
    ExportTable exportTable() const;
    const FigureSource *exportFigure() const;
    bool exportsSinusoidal() const;
    void setExportsSinusoidal(bool sinusoidal);

signals:
    void exportChanged();

private:
    QComboBox *m_exportSide = nullptr;
    QLabel *m_note = nullptr;
    HeatmapWidget *m_learned = nullptr;
    HeatmapWidget *m_sinusoidal = nullptr;
    std::shared_ptr<const pelab::Matrix> m_learnedTable;
    std::shared_ptr<const pelab::Matrix> m_sinusoidalTable;
};
