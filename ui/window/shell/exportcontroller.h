#pragma once

#include "export/atomicwriter.h"
#include "export/exportformat.h"
#include "export/figureexporter.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

class Page;
class QAction;
class QThread;
class QWidget;

// The window's export actions for the current page: export data (CSV, .npy), export figure
// (PNG, SVG, PDF), copy image, copy CSV. The actions follow the page: the data actions are
// enabled while its exportTable() is valid, the figure actions while exportFigure() is not null.
// Successes are reported by statusMessage(), failures in a warning box.
class ExportController : public QObject
{
    Q_OBJECT

public:
    explicit ExportController(QWidget *dialogParent);
    ~ExportController() override;

    // The page whose current view is exported; nullptr disables every action.
    void setPage(Page *page);
    Page *page() const { return m_page; }

    QAction *exportDataAction() const { return m_exportData; }
    QAction *exportFigureAction() const { return m_exportFigure; }
    QAction *copyImageAction() const { return m_copyImage; }
    QAction *copyDataAction() const { return m_copyData; }

    // Size and DPI of figure exports and copied images (the dialog's last values).
    FigureOptions figureOptions() const { return m_figureOptions; }
    void setFigureOptions(const FigureOptions &options);

    // The work behind the actions, without dialogs: writes the current page's table or figure.
    WriteResult writeData(const QString &fileName, ExportFormat format) const;
    WriteResult writeFigure(const QString &fileName, ExportFormat format,
                            const FigureOptions &options) const;
    // Puts the figure (at figureOptions()) or the CSV text on the clipboard; false with
    // `error` set when there is nothing to copy or it is too large.
    bool copyImageToClipboard(QString *error = nullptr) const;
    bool copyDataToClipboard(QString *error = nullptr) const;

    // Clipboard copies of CSV text above this estimated size are refused.
    static constexpr qint64 kClipboardLimit = qint64(256) << 20;

signals:
    void statusMessage(const QString &text);
    // A file was written by the Export Data or Export Figure action: the page's session key,
    // view and parameters when the export was asked for (sessions record them).
    void exported(const QString &tab, const QString &view, const QJsonObject &parameters,
                  const QString &fileName, ExportFormat format, const FigureOptions &figure);

public slots:
    void exportData();
    void exportFigure();
    void copyImage();
    void copyData();
    void updateActions();

private:
    QAction *makeAction(const QString &text, const QKeySequence &shortcut, const QString &tip,
                        const QStringList &themeIcons, int fallbackIcon);
    QString askFileName(const QString &title, const QList<ExportFormat> &formats,
                        const QString &settingsKey, ExportFormat *format);
    void report(const WriteResult &result);
    void fail(const QString &message);
    void loadSettings();

    QWidget *m_dialogParent = nullptr;
    QPointer<Page> m_page;
    QPointer<QThread> m_worker; // a data export in progress
    FigureOptions m_figureOptions;
    QAction *m_exportData = nullptr;
    QAction *m_exportFigure = nullptr;
    QAction *m_copyImage = nullptr;
    QAction *m_copyData = nullptr;
};
