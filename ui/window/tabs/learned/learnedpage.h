#pragma once

#include "figures/colormap.h"
#include "shell/page.h"

#include "arrayfile.h"
#include "learnedanalysis.h"

#include <memory>
#include <vector>

class BackgroundTask;
class HeatmapWidget;
class LearnedComparePanel;
class LearnedSourceBar;
class LearnedSpectrumPanel;
class QLabel;
class QTabWidget;
class SimilarityPanel;

// The Learned tab: a position table brought by the researcher (.npy, CSV or safetensors; file
// dialog, drag and drop, recent files, a tensor picker for multi-tensor files) as a heatmap,
// cosine similarity and distance between positions, the per-dimension spectrum and a
// side-by-side comparison with the sinusoidal table of the same shape. Starts on a small
// bundled sample. Loading and the analyses run off the GUI thread.
class LearnedPage : public Page
{
    Q_OBJECT

public:
    enum View
    {
        TableView,
        SimilarityView,
        SpectrumView,
        CompareView
    };

    static QString sampleResource() { return QStringLiteral(":/samples/learned-sample.npy"); }

    explicit LearnedPage(QWidget *parent = nullptr);
    ~LearnedPage() override;

    QString title() const override;
    QString exportBaseName() const override;
    ExportTable exportTable() const override;
    const FigureSource *exportFigure() const override;
    QString sessionKey() const override;
    QJsonObject parameters() const override;
    void setParameters(const QJsonObject &parameters, QStringList *warnings) override;

    // Reads a file (empty: the bundled sample) off the GUI thread; `tensor` picks one of a
    // safetensors file's tensors (empty: the position table if one is recognisable).
    void openFile(const QString &fileName, const QString &tensor = {});
    QString fileName() const { return m_fileName; }
    QString tensorName() const { return m_tensorName; }
    std::shared_ptr<const pelab::Matrix> table() const { return m_table; }
    const pelab::LoadedArray &loadedInfo() const { return m_array; }
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum() const;
    void setCurrentView(View view);
    QStringList recentFiles() const;

public slots:
    void chooseFile();
    void cancel() override;

signals:
    void tableShown();    // a file was read and drawn
    void analysisShown(); // its spectrum and sinusoidal comparison are ready
    void loadFailed(const QString &message);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    struct Loaded;
    struct Analysis;
    void showLoaded(Loaded loaded);
    void startAnalysis();
    void showReadout(int row, int column);
    QString sourceTitle() const;

    LearnedSourceBar *m_bar = nullptr;
    QLabel *m_source = nullptr;
    QLabel *m_infoLabel = nullptr;
    QTabWidget *m_views = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    SimilarityPanel *m_similarity = nullptr;
    LearnedSpectrumPanel *m_spectrum = nullptr;
    LearnedComparePanel *m_compare = nullptr;
    BackgroundTask *m_loadTask = nullptr;
    BackgroundTask *m_analysisTask = nullptr;

    QString m_fileName; // empty: the bundled sample
    QString m_tensorName;
    pelab::LoadedArray m_array; // everything but the values
    std::vector<pelab::TensorInfo> m_tensors;
    std::shared_ptr<const pelab::Matrix> m_table;
};
