#pragma once

#include "common/similaritymeasure.h"
#include "export/exporttable.h"
#include "figures/colormap.h"
#include "task/backgroundtask.h"

#include "matrix.h"

#include <QWidget>

#include <memory>

class FigureSource;
class HeatmapWidget;
class QComboBox;
class QLabel;

// Position-by-position similarity of a table's rows (dot product PE·PEᵀ, cosine similarity or
// Euclidean distance) as a heatmap. Computes off the GUI thread, only while it is shown, and
// keeps the Gram matrix so that switching the measure does not redo the product.
class SimilarityPanel : public QWidget
{
    Q_OBJECT

public:
    using Measure = SimilarityMeasure;

    explicit SimilarityPanel(QWidget *parent = nullptr);

    // The rows to compare; rowOrigin is the label of row 0 (e.g. the start position).
    void setSource(std::shared_ptr<const pelab::Matrix> table, qint64 rowOrigin,
                   const QString &sourceTitle);
    void setColormap(Colormap colormap);
    void setMeasure(Measure measure);
    Measure measure() const;
    // Computes only while active (the tab is visible); activating starts pending work.
    void setActive(bool active);

    ExportTable exportTable() const;
    const FigureSource *exportFigure() const;
    QString measureId() const; // "dot", "cosine", "distance"
    static QString measureId(Measure measure);
    BackgroundTask *task() const { return m_task; }

signals:
    void exportChanged();
    void statusMessage(const QString &text);

private:
    void recompute();
    QString measureTitle() const;

    QComboBox *m_measure = nullptr;
    QLabel *m_status = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    BackgroundTask *m_task = nullptr;
    std::shared_ptr<const pelab::Matrix> m_source;
    std::shared_ptr<const pelab::Matrix> m_gram;
    std::shared_ptr<const pelab::Matrix> m_result;
    qint64 m_rowOrigin = 0;
    QString m_sourceTitle;
    bool m_active = false;
    bool m_dirty = false;
};
