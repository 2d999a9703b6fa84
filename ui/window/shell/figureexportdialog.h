#pragma once

#include "export/exportformat.h"
#include "export/figureexporter.h"
#include "spec/tabresult.h"

#include <QDialog>

class FigurePreview;
class QCheckBox;
class QFormLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// Asks for the pixel size, resolution and style of a figure export (PNG, SVG or PDF): a named
// style (paper column, paper page, slide, projector) or the text size, title and colour bar
// one by one; beside them a preview of the figure as it will be written, at its printed size
// or fitted to the dialog.
class FigureExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FigureExportDialog(ExportFormat format, QWidget *parent = nullptr);

    void setOptions(const FigureOptions &options);
    // The entered size, DPI and style; the title is left as given to setOptions().
    FigureOptions options() const;
    // The view whose figure the preview draws.
    void setPreviewData(const ViewData &data);
    FigurePreview *preview() const { return m_preview; }

private:
    void restoreDefaults();
    void optionsChanged(); // the summary and the preview follow
    void updateSummary();
    void applyPreset();
    void addStyleRows(QFormLayout *form);

    ExportFormat m_format;
    QString m_title;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_dpi = nullptr;
    QComboBox *m_preset = nullptr;
    QComboBox *m_font = nullptr;
    QSpinBox *m_fontSize = nullptr;
    QCheckBox *m_showTitle = nullptr;
    QCheckBox *m_colorbar = nullptr;
    QLineEdit *m_colorbarLabel = nullptr;
    QLabel *m_summary = nullptr;
    FigurePreview *m_preview = nullptr;
    double m_lineWidth = 0.0; // a style's, kept while its size is
    QSizeF m_pagePoints;      // a style's exact page, until the size is changed by hand
    bool m_applying = false;
};
