#include "export/csvexporter.h"
#include "fakepage.h"
#include "shell/exportcontroller.h"
#include "shell/figureexportdialog.h"
#include "testfigure.h"

#include "matrix.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QImage>
#include <QJsonObject>
#include <QLineEdit>
#include <QMainWindow>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace {

ExportTable smallTable()
{
    auto matrix = std::make_shared<pelab::Matrix>(3, 2);
    for (std::size_t i = 0; i < matrix->size(); ++i)
        matrix->data()[i] = 0.5 * double(i) - 1.0;
    ExportTable table;
    table.matrix = matrix;
    table.cornerHeader = QStringLiteral("position");
    return table;
}

struct Enabled
{
    bool exportData, copyData, exportFigure, copyImage;
};

} // namespace

class TestExportController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void actionsDescribeThemselves();
    void actionsFollowThePage();
    void actionsFollowThePageSwitch();
    void deletedPageDisablesActions();
    void writesThroughThePage();
    void copiesToClipboard();
    void exportDataThroughTheDialog();
    void figureDialogOptions();

private:
    static Enabled enabled(const ExportController &controller);
    QMainWindow m_window;
    QTemporaryDir m_dir;
};

void TestExportController::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings stay out of the user's files
    QVERIFY(m_dir.isValid());
}

Enabled TestExportController::enabled(const ExportController &controller)
{
    return {controller.exportDataAction()->isEnabled(), controller.copyDataAction()->isEnabled(),
            controller.exportFigureAction()->isEnabled(),
            controller.copyImageAction()->isEnabled()};
}

#define COMPARE_ENABLED(controller, data, figure)                                                  \
    do {                                                                                           \
        const Enabled e = enabled(controller);                                                     \
        QCOMPARE(e.exportData, data);                                                              \
        QCOMPARE(e.copyData, data);                                                                \
        QCOMPARE(e.exportFigure, figure);                                                          \
        QCOMPARE(e.copyImage, figure);                                                             \
    } while (false)

void TestExportController::actionsDescribeThemselves()
{
    ExportController controller(&m_window);
    const QList<std::pair<QAction *, QKeySequence>> actions = {
        {controller.exportDataAction(), QKeySequence(Qt::CTRL | Qt::Key_E)},
        {controller.exportFigureAction(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
        {controller.copyImageAction(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
        {controller.copyDataAction(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C)},
    };
    for (const auto &[action, shortcut] : actions) {
        QVERIFY(action);
        QCOMPARE(action->shortcut(), shortcut);
        QVERIFY(!action->icon().isNull());
        QVERIFY(!action->toolTip().isEmpty());
        QVERIFY(!action->statusTip().isEmpty());
    }
    QCOMPARE(controller.exportDataAction()->text(), QStringLiteral("Export &Data…"));
    QCOMPARE(controller.exportFigureAction()->text(), QStringLiteral("Export &Figure…"));
}

void TestExportController::actionsFollowThePage()
{
    ExportController controller(&m_window);
    COMPARE_ENABLED(controller, false, false); // no page

    FakePage page;
    controller.setPage(&page);
    QCOMPARE(controller.page(), &page);
    COMPARE_ENABLED(controller, false, false); // nothing computed yet

    page.setContent(smallTable(), nullptr);
    COMPARE_ENABLED(controller, true, false);

    TestFigure figure;
    page.setContent(smallTable(), &figure);
    COMPARE_ENABLED(controller, true, true);

    page.setContent(ExportTable{}, &figure); // e.g. an error cleared the result
    COMPARE_ENABLED(controller, false, true);

    page.setContent(ExportTable{}, nullptr);
    COMPARE_ENABLED(controller, false, false);

    page.setContent(smallTable(), &figure);
    controller.setPage(nullptr);
    COMPARE_ENABLED(controller, false, false);
}

void TestExportController::actionsFollowThePageSwitch()
{
    ExportController controller(&m_window);
    TestFigure figure;
    FakePage first;
    FakePage second;
    first.setContent(smallTable(), &figure);
    controller.setPage(&first);
    COMPARE_ENABLED(controller, true, true);

    controller.setPage(&second);
    COMPARE_ENABLED(controller, false, false);
    first.setContent(smallTable(), &figure); // the old page no longer drives the actions
    COMPARE_ENABLED(controller, false, false);
    second.setContent(smallTable(), nullptr);
    COMPARE_ENABLED(controller, true, false);
}

void TestExportController::deletedPageDisablesActions()
{
    ExportController controller(&m_window);
    TestFigure figure;
    auto *page = new FakePage;
    page->setContent(smallTable(), &figure);
    controller.setPage(page);
    COMPARE_ENABLED(controller, true, true);
    delete page;
    QCOMPARE(controller.page(), nullptr);
    COMPARE_ENABLED(controller, false, false);
}

void TestExportController::writesThroughThePage()
{
    ExportController controller(&m_window);
    const QString csv = m_dir.filePath(QStringLiteral("controller.csv"));
    QVERIFY(!controller.writeData(csv, ExportFormat::Csv).ok()); // no page

    FakePage page;
    TestFigure figure;
    page.setContent(smallTable(), &figure);
    controller.setPage(&page);
    const WriteResult data = controller.writeData(csv, ExportFormat::Csv);
    QVERIFY2(data.ok(), qPrintable(data.error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), CsvExporter::bytes(smallTable()));

    FigureOptions options;
    options.width = 300;
    options.height = 200;
    const QString png = m_dir.filePath(QStringLiteral("controller.png"));
    const WriteResult image = controller.writeFigure(png, ExportFormat::Png, options);
    QVERIFY2(image.ok(), qPrintable(image.error));
    QCOMPARE(QImage(png).size(), QSize(300, 200));
    QCOMPARE(QImage(png).text(QStringLiteral("Title")), QStringLiteral("Fake"));
}

void TestExportController::copiesToClipboard()
{
    ExportController controller(&m_window);
    QString error;
    QVERIFY(!controller.copyDataToClipboard(&error));
    QVERIFY(!error.isEmpty());

    FakePage page;
    TestFigure figure;
    page.setContent(smallTable(), &figure);
    controller.setPage(&page);
    QVERIFY2(controller.copyDataToClipboard(&error), qPrintable(error));
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QCOMPARE(mime->data(QStringLiteral("text/csv")), CsvExporter::bytes(smallTable()));
    QCOMPARE(mime->text(), QString::fromUtf8(CsvExporter::bytes(smallTable())));

    FigureOptions options;
    options.width = 320;
    options.height = 160;
    options.dpi = 192;
    controller.setFigureOptions(options);
    QVERIFY2(controller.copyImageToClipboard(&error), qPrintable(error));
    QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(320, 160));
    QCOMPARE(figure.calls().back().scale, 2.0);
}

// The whole user path: the action, the file dialog, the write off the GUI thread, the status.
void TestExportController::exportDataThroughTheDialog()
{
    ExportController controller(&m_window);
    FakePage page;
    page.setContent(smallTable(), nullptr);
    controller.setPage(&page);
    QSignalSpy status(&controller, &ExportController::statusMessage);

    const QString target = m_dir.filePath(QStringLiteral("dialog")); // no extension: filter's
    bool dialogSeen = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialogSeen = true;
        QVERIFY(dialog->selectedFiles().value(0).endsWith(QStringLiteral("fake-view.csv")));
        dialog->selectFile(target);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept() is protected
    });
    controller.exportDataAction()->trigger();
    QVERIFY(dialogSeen);
    QVERIFY(status.wait(10000) || status.size() > 0);
    // "Writing …" first, then "Wrote … (… B)" once the worker is done.
    QTRY_COMPARE_WITH_TIMEOUT(status.size(), 2, 10000);
    const QString done = status.at(1).at(0).toString();
    QVERIFY2(done.startsWith(QStringLiteral("Wrote %1.csv (").arg(target)), qPrintable(done));
    QTRY_VERIFY(controller.exportDataAction()->isEnabled());
    QFile file(target + QStringLiteral(".csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), CsvExporter::bytes(smallTable()));
}

void TestExportController::figureDialogOptions()
{
    FigureExportDialog dialog(ExportFormat::Pdf, &m_window);
    const FigureOptions defaults = dialog.options();
    QCOMPARE(defaults.width, 1200);
    QCOMPARE(defaults.height, 600);
    QCOMPARE(defaults.dpi, 96);

    FigureOptions options;
    options.width = 800;
    options.height = 450;
    options.dpi = 300;
    options.title = QStringLiteral("kept");
    dialog.setOptions(options);
    QCOMPARE(dialog.options().width, 800);
    QCOMPARE(dialog.options().dpi, 300);
    QCOMPARE(dialog.options().title, QStringLiteral("kept"));

    auto *width = dialog.findChild<QSpinBox *>(QStringLiteral("figureWidth"));
    QVERIFY(width);
    QCOMPARE(width->minimum(), FigureOptions::kMinPixels);
    QCOMPARE(width->maximum(), FigureOptions::kMaxPixels);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    // A named style: its size at its resolution, its exact page, text size and no title.
    auto *style = dialog.findChild<QComboBox *>(QStringLiteral("figureStyle"));
    QVERIFY(style);
    style->setCurrentIndex(style->findData(QStringLiteral("paper-column")));
    emit style->activated(style->currentIndex());
    FigureOptions column = dialog.options();
    QCOMPARE(column.width, 975);
    QCOMPARE(column.height, 660);
    QCOMPARE(column.dpi, 300);
    QCOMPARE(column.physicalPoints(), QSizeF(234.0, 158.4));
    QCOMPARE(column.style.fontSize, 8.0);
    QVERIFY(!column.style.title);
    QCOMPARE(column.title, QStringLiteral("kept"));
    // Any of it changed afterwards: the text size by hand; a width in pixels ends the page.
    dialog.findChild<QSpinBox *>(QStringLiteral("figureFontSize"))->setValue(9);
    QCOMPARE(dialog.options().style.fontSize, 9.0);
    width->setValue(1000);
    QVERIFY(dialog.options().pagePoints.isEmpty());
    // A family of the machine's, or the figure's own.
    auto *font = dialog.findChild<QComboBox *>(QStringLiteral("figureFont"));
    QVERIFY(font);
    QVERIFY(dialog.options().style.font.isEmpty());
    font->setCurrentIndex(font->findData(QStringLiteral("DejaVu Serif")));
    QCOMPARE(dialog.options().style.font, QStringLiteral("DejaVu Serif"));
    column.style.font = QStringLiteral("DejaVu Sans");
    // The options given back are the options shown.
    dialog.setOptions(column);
    QCOMPARE(dialog.options().style, column.style);
    QCOMPARE(dialog.options().pagePoints, column.pagePoints);
    buttons->button(QDialogButtonBox::RestoreDefaults)->click();
    QCOMPARE(dialog.options().width, 1200);
    QCOMPARE(dialog.options().dpi, 96);
    QCOMPARE(dialog.options().title, QStringLiteral("kept"));
    QVERIFY(dialog.options().style.isDefault());
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestExportController test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_exportcontroller.moc"
