#pragma once

#include "export/exportformat.h"
#include "export/figureexporter.h"

#include <QDialog>

class QLabel;
class QSpinBox;

// Asks for the pixel size and resolution of a figure export (PNG, SVG or PDF).
class FigureExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FigureExportDialog(ExportFormat format, QWidget *parent = nullptr);

    void setOptions(const FigureOptions &options);
    // The entered size and DPI; the title is left as given to setOptions().
    FigureOptions options() const;

private:
    void restoreDefaults();
    void updateSummary();

    ExportFormat m_format;
    QString m_title;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_dpi = nullptr;
    QLabel *m_summary = nullptr;
};
