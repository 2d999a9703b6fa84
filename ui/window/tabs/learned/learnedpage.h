#pragma once

#include "shell/tabpage.h"

#include "arrayfile.h"
#include "learnedanalysis.h"

#include <memory>

class HeatmapWidget;
class LearnedComparePanel;
class LearnedResult;
class LearnedSourceBar;
class LearnedSpectrumPanel;
class QLabel;

// The Learned tab (LearnedSpec): a position table brought by the researcher (.npy, CSV or
// safetensors; file dialog, drag and drop, recent files, a tensor picker for multi-tensor files)
// as a heatmap, the similarity between positions, the per-dimension spectrum and a
// side-by-side comparison with the sinusoidal table of the same shape. Starts on a small
// bundled sample. Reading and the views' own computations run off the GUI thread.
class LearnedPage : public TabPage
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

    explicit LearnedPage(QWidget *parent = nullptr);

    // Reads a file (empty: the bundled sample) off the GUI thread; `tensor` picks one of a
    // safetensors file's tensors (empty: the position table if one is recognisable).
    void openFile(const QString &fileName, const QString &tensor = {});
    // The result on screen; nullptr before the first.
    const LearnedResult *shownResult() const;
    // What it was read from, its table and what the reader said (empty before the first).
    QString fileName() const;
    QString tensorName() const;
    std::shared_ptr<const pelab::Matrix> table() const;
    pelab::LoadedArray loadedInfo() const;
    // The spectrum view's, once computed for the table on screen; null otherwise.
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum() const;
    void setCurrentView(View view);
    static QStringList recentFiles();

public slots:
    void chooseFile();

signals:
    void tableShown();                     // a file was read and drawn
    void viewShown(const QString &view);   // a view's own result is drawn
    void loadFailed(const QString &error); // the banner's text

protected:
    bool isDrawing() const override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QWidget *buildTableView();
    QWidget *buildSimilarityView();
    void showResult();
    void showView(const QString &view);
    void applyDisplay();
    // What the current view says while its own result is missing (computing, cancelled).
    void setViewStatus(const QString &status);
    void showReadout(int row, int column);

    LearnedSourceBar *m_bar = nullptr;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_readout = nullptr;
    HeatmapWidget *m_similarity = nullptr;
    QLabel *m_similarityStatus = nullptr;
    LearnedSpectrumPanel *m_spectrum = nullptr;
    LearnedComparePanel *m_compare = nullptr;
};
