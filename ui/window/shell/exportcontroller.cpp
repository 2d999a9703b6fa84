#include "exportcontroller.h"

#include "export/csvexporter.h"
#include "export/exporter.h"
#include "export/figuresource.h"
#include "shell/figureexportdialog.h"
#include "shell/page.h"
#include "shell/waitcursor.h"
#include "view/figures.h"
#include "view/viewwriter.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QThread>
#include <QWidget>

#include <memory>

namespace {

const QString kDirectoryKey = QStringLiteral("export/directory");
const QString kDataFilterKey = QStringLiteral("export/dataFilter");
const QString kFigureFilterKey = QStringLiteral("export/figureFilter");
const QString kWidthKey = QStringLiteral("export/figureWidth");
const QString kHeightKey = QStringLiteral("export/figureHeight");
const QString kDpiKey = QStringLiteral("export/figureDpi");
const QString kStyleKey = QStringLiteral("export/figureStyle"); // FigureStyle::toJson()
const QString kPageKey = QStringLiteral("export/figurePage");   // the exact page, points

} // namespace

ExportController::ExportController(QWidget *dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent)
{
    m_exportData = makeAction(tr("Export &Data…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                              tr("Save the values of the current view as CSV or NumPy .npy"),
                              {QStringLiteral("document-save-as")}, QStyle::SP_DialogSaveButton);
    m_exportFigure =
        makeAction(tr("Export &Figure…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                   tr("Save the figure of the current view as PNG, SVG or PDF at a chosen size"),
                   // Adwaita has no "document-export": a drawing, in every size the zoom asks for.
                   {QStringLiteral("document-export"), QStringLiteral("x-office-drawing")},
                   QStyle::SP_DesktopIcon);
    m_copyImage =
        makeAction(tr("Copy &Image"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                   tr("Copy the figure of the current view to the clipboard"),
                   {QStringLiteral("image-x-generic")}, QStyle::SP_FileDialogContentsView);
    m_copyData = makeAction(tr("Copy Data as &CSV"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C),
                            tr("Copy the values of the current view to the clipboard as CSV"),
                            {QStringLiteral("edit-copy")}, QStyle::SP_FileDialogDetailedView);
    connect(m_exportData, &QAction::triggered, this, &ExportController::exportData);
    connect(m_exportFigure, &QAction::triggered, this, &ExportController::exportFigure);
    connect(m_copyImage, &QAction::triggered, this, &ExportController::copyImage);
    connect(m_copyData, &QAction::triggered, this, &ExportController::copyData);
    loadSettings();
    updateActions();
}

ExportController::~ExportController()
{
    if (m_worker)
        m_worker->wait(); // the worker owns copies of what it writes; let it finish the file
}

QAction *ExportController::makeAction(const QString &text, const QKeySequence &shortcut,
                                      const QString &tip, const QStringList &themeIcons,
                                      int fallbackIcon)
{
    QStyle *style = m_dialogParent ? m_dialogParent->style() : QApplication::style();
    auto *action = new QAction(text, this);
    QIcon icon = style->standardIcon(QStyle::StandardPixmap(fallbackIcon));
    for (auto name = themeIcons.crbegin(); name != themeIcons.crend(); ++name)
        icon = QIcon::fromTheme(*name, icon); // the first name the theme has
    action->setIcon(icon);
    action->setShortcut(shortcut);
    action->setToolTip(tip + QStringLiteral(" (") + shortcut.toString(QKeySequence::NativeText) +
                       QLatin1Char(')'));
    action->setStatusTip(tip);
    return action;
}

void ExportController::loadSettings()
{
    const QSettings settings;
    FigureOptions options;
    options.width = settings.value(kWidthKey, options.width).toInt();
    options.height = settings.value(kHeightKey, options.height).toInt();
    options.dpi = settings.value(kDpiKey, options.dpi).toInt();
    const QJsonObject style =
        QJsonDocument::fromJson(settings.value(kStyleKey).toByteArray()).object();
    if (const std::optional<FigureStyle> last = FigureStyle::fromJson(style, nullptr))
        options.style = *last;
    options.pagePoints = settings.value(kPageKey).toSizeF();
    if (FigureExporter::validate(options).isEmpty())
        m_figureOptions = options;
}

void ExportController::setFigureOptions(const FigureOptions &options)
{
    m_figureOptions = options;
}

void ExportController::setPage(Page *page)
{
    if (m_page == page)
        return;
    if (m_page)
        disconnect(m_page, nullptr, this, nullptr);
    m_page = page;
    if (m_page) {
        connect(m_page, &Page::exportChanged, this, &ExportController::updateActions);
        // QWidget emits destroyed() before QPointer lets go: forget the page explicitly.
        connect(m_page, &QObject::destroyed, this, [this] {
            m_page = nullptr;
            updateActions();
        });
    }
    updateActions();
}

void ExportController::updateActions()
{
    const bool busy = !m_worker.isNull();
    const bool hasData = m_page && m_page->exportTable().isValid();
    const bool hasFigure = m_page && m_page->exportFigure() != nullptr;
    m_exportData->setEnabled(hasData && !busy);
    m_copyData->setEnabled(hasData);
    m_exportFigure->setEnabled(hasFigure);
    m_copyImage->setEnabled(hasFigure);
}

WriteResult ExportController::writeData(const QString &fileName, ExportFormat format) const
{
    return Exporter::writeData(m_page ? m_page->exportTable() : ExportTable{}, format, fileName);
}

WriteResult ExportController::writeFigure(const QString &fileName, ExportFormat format,
                                          const FigureOptions &options) const
{
    // A tab made from its specification: the same path as pelab-cli's.
    if (const ViewData data = m_page ? m_page->exportViewData() : ViewData(); data.isValid())
        return ViewWriter::write(data, format, fileName, options);
    const FigureSource *source = m_page ? m_page->exportFigure() : nullptr;
    if (!source) {
        WriteResult result;
        result.fileName = fileName;
        result.error = AtomicWriter::failure(fileName, tr("the current view has no figure"));
        return result;
    }
    FigureOptions titled = options;
    if (titled.title.isEmpty())
        titled.title = m_page->title();
    return Exporter::writeFigure(*source, format, fileName, titled);
}

bool ExportController::copyImageToClipboard(QString *error) const
{
    // A new figure where the view has one, as the export draws it, so that the copy is the
    // exported PNG.
    const ViewData data = m_page ? m_page->exportViewData() : ViewData();
    const std::unique_ptr<FigureSource> fresh = data.isValid() ? Figures::create(data) : nullptr;
    const FigureSource *source = fresh ? fresh.get() : (m_page ? m_page->exportFigure() : nullptr);
    if (!source) {
        if (error)
            *error = tr("The current view has no figure to copy.");
        return false;
    }
    QString problem;
    const QImage image = FigureExporter::renderImage(*source, m_figureOptions, &problem);
    if (image.isNull()) {
        if (error)
            *error = tr("Cannot copy the figure: %1").arg(problem);
        return false;
    }
    QGuiApplication::clipboard()->setImage(image);
    return true;
}

bool ExportController::copyDataToClipboard(QString *error) const
{
    const ExportTable table = m_page ? m_page->exportTable() : ExportTable{};
    if (!table.isValid()) {
        if (error)
            *error = tr("The current view has no data to copy.");
        return false;
    }
    if (CsvExporter::estimatedBytes(table) > kClipboardLimit) {
        if (error)
            *error = tr("The table (%1 × %2 values) is too large for the clipboard: use "
                        "Export Data instead.")
                         .arg(table.matrix->rows())
                         .arg(table.matrix->cols());
        return false;
    }
    const QByteArray csv = CsvExporter::bytes(table);
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("text/csv"), csv);
    mime->setText(QString::fromUtf8(csv));
    QGuiApplication::clipboard()->setMimeData(mime);
    return true;
}

QString ExportController::askFileName(const QString &title, const QList<ExportFormat> &formats,
                                      const QString &settingsKey, ExportFormat *format)
{
    QSettings settings;
    const QString directory =
        settings
            .value(kDirectoryKey,
                   QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    QString filter = settings.value(settingsKey).toString();
    std::optional<ExportFormat> chosen = ExportFormats::fromFilter(filter);
    if (!chosen || !formats.contains(*chosen))
        chosen = formats.constFirst();
    filter = ExportFormats::filter(*chosen);

    const QString suggested =
        QDir(directory).filePath(ExportFormats::withExtension(m_page->exportBaseName(), *chosen));
    QString fileName = QFileDialog::getSaveFileName(m_dialogParent, title, suggested,
                                                    ExportFormats::filters(formats), &filter);
    if (fileName.isEmpty())
        return {};

    // The file's extension decides when it names one of the offered formats; otherwise the
    // chosen filter does, and its extension is appended.
    const std::optional<ExportFormat> byName = ExportFormats::fromFileName(fileName);
    if (byName && formats.contains(*byName)) {
        *format = *byName;
    } else {
        const std::optional<ExportFormat> byFilter = ExportFormats::fromFilter(filter);
        *format = byFilter && formats.contains(*byFilter) ? *byFilter : formats.constFirst();
        fileName = ExportFormats::withExtension(fileName, *format);
    }
    settings.setValue(kDirectoryKey, QFileInfo(fileName).absolutePath());
    settings.setValue(settingsKey, ExportFormats::filter(*format));
    return fileName;
}

void ExportController::exportData()
{
    if (!m_page || !m_page->exportTable().isValid() || m_worker)
        return;
    ExportFormat format = ExportFormat::Csv;
    const QString fileName =
        askFileName(tr("Export Data"), ExportFormats::dataFormats(), kDataFilterKey, &format);
    if (fileName.isEmpty())
        return;

    // A large table takes seconds to format: write it off the GUI thread. The worker holds its
    // own copy of the table (the matrix is shared and immutable), so the page may move on.
    const ExportTable table = m_page->exportTable();
    const QString tab = m_page->sessionKey();
    const QString view = m_page->sessionView();
    const QJsonObject parameters = m_page->parameters();
    auto result = std::make_shared<WriteResult>();
    m_worker = QThread::create([table, format, fileName, result] {
        *result = Exporter::writeData(table, format, fileName);
    });
    connect(m_worker, &QThread::finished, this, [=, this] {
        m_worker->deleteLater();
        m_worker.clear();
        updateActions();
        report(*result);
        if (result->ok())
            emit exported(tab, view, parameters, fileName, format, FigureOptions{});
    });
    emit statusMessage(tr("Writing %1…").arg(QDir::toNativeSeparators(fileName)));
    m_worker->start();
    updateActions();
}

void ExportController::exportFigure()
{
    if (!m_page || !m_page->exportFigure())
        return;
    ExportFormat format = ExportFormat::Png;
    const QString fileName =
        askFileName(tr("Export Figure"), ExportFormats::figureFormats(), kFigureFilterKey, &format);
    if (fileName.isEmpty())
        return;

    FigureExportDialog dialog(format, m_dialogParent);
    dialog.setOptions(m_figureOptions);
    dialog.setPreviewData(m_page->exportViewData());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_figureOptions = dialog.options();
    QSettings settings;
    settings.setValue(kWidthKey, m_figureOptions.width);
    settings.setValue(kHeightKey, m_figureOptions.height);
    settings.setValue(kDpiKey, m_figureOptions.dpi);
    settings.setValue(kStyleKey,
                      QJsonDocument(m_figureOptions.style.toJson()).toJson(QJsonDocument::Compact));
    settings.setValue(kPageKey, m_figureOptions.pagePoints);

    if (!m_page) // the page may have gone while the dialogs were open
        return;
    WriteResult result;
    {
        const WaitCursor wait;
        result = writeFigure(fileName, format, m_figureOptions);
    }
    report(result);
    if (result.ok() && m_page)
        emit exported(m_page->sessionKey(), m_page->sessionView(), m_page->parameters(), fileName,
                      format, m_figureOptions);
}

void ExportController::copyImage()
{
    QString error;
    bool copied = false;
    {
        const WaitCursor wait;
        copied = copyImageToClipboard(&error);
    }
    if (copied)
        emit statusMessage(tr("Copied the figure (%1 × %2 px) to the clipboard")
                               .arg(m_figureOptions.width)
                               .arg(m_figureOptions.height));
    else
        fail(error);
}

void ExportController::copyData()
{
    QString error;
    bool copied = false;
    {
        const WaitCursor wait;
        copied = copyDataToClipboard(&error);
    }
    if (copied)
        emit statusMessage(tr("Copied the data as CSV to the clipboard"));
    else
        fail(error);
}

void ExportController::report(const WriteResult &result)
{
    if (result.ok())
        emit statusMessage(Exporter::successMessage(result));
    else
        fail(result.error);
}

void ExportController::fail(const QString &message)
{
    QMessageBox::warning(m_dialogParent, tr("Export Failed"), message);
}
