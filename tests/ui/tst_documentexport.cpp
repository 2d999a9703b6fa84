// File → Export Handout… and File → Export Worksheets…: the actions are in the File menu and
// write through their dialogs (driven here as a user would fill them) and the code pelab-cli
// uses; the dialogs remember their values; every label shows its shortcut underlined, never a
// literal "&" (issue 25 §17).
#include "shell/documentcontroller.h"
#include "shell/handoutdialog.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/worksheetdialog.h"
#include "steplab/worksheetclass.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Fills the dialog that `trigger` opens, when it is shown, and presses Export.
template <class Dialog>
bool runDialog(const std::function<void()> &trigger, const std::function<void(Dialog &)> &fill)
{
    bool filled = false;
    QTimer::singleShot(0, qApp, [&] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        fill(*dialog);
        filled = true;
        dialog->accept();
    });
    trigger();
    return filled;
}

QAction *fileMenuAction(MainWindow &window, const QString &name)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() != QLatin1String("&File"))
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->objectName() == name)
                return action;
        }
    }
    return nullptr;
}

} // namespace

class TestDocumentExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void handout();
    void worksheets();
    void dialogsRemember();
    void labelsHaveBuddies();

private:
    QTemporaryDir m_dir;
};

void TestDocumentExport::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PE Lab tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_documentexport"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestDocumentExport::handout()
{
    MainWindow window;
    QAction *action = fileMenuAction(window, QStringLiteral("exportHandoutAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    for (Page *page : window.pages())
        QTRY_VERIFY_WITH_TIMEOUT(!page->isComputing(), 20000);
    const QString pdf = m_dir.filePath(QStringLiteral("handout.pdf"));
    QSignalSpy written(window.documents(), &DocumentController::written);
    QVERIFY(runDialog<HandoutDialog>(
        [action] { action->trigger(); },
        [&](HandoutDialog &d) {
            d.findChild<QLineEdit *>(QStringLiteral("file"))->setText(pdf);
            auto *paper = d.findChild<QComboBox *>(QStringLiteral("paper"));
            paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
        }));
    QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 30000);
    const auto result = written.at(0).at(0).value<WriteResult>();
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.contains("/MediaBox [0 0 612.000000 792.000000]")); // Letter
    QVERIFY(action->isEnabled());
}

void TestDocumentExport::worksheets()
{
    MainWindow window;
    QAction *action = fileMenuAction(window, QStringLiteral("exportWorksheetsAction"));
    QVERIFY(action);
    const QString pdf = m_dir.filePath(QStringLiteral("class.pdf"));
    const QString key = m_dir.filePath(QStringLiteral("key.json"));
    QSignalSpy written(window.documents(), &DocumentController::written);
    QVERIFY(runDialog<WorksheetDialog>(
        [action] { action->trigger(); },
        [&](WorksheetDialog &d) {
            d.findChild<QLineEdit *>(QStringLiteral("file"))->setText(pdf);
            d.findChild<QSpinBox *>(QStringLiteral("students"))->setValue(25);
            d.findChild<QLineEdit *>(QStringLiteral("seed"))->setText(QStringLiteral("31337"));
            d.findChild<QLineEdit *>(QStringLiteral("key"))->setText(key);
        }));
    QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 60000);
    const auto result = written.at(0).at(0).value<WriteResult>();
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    // The same key as pelab-cli writes for this seed: the same code.
    QCOMPARE(readAll(key), WorksheetClass(31337, 25).jsonKey());
}

void TestDocumentExport::dialogsRemember()
{
    // The values of the last export come back.
    WorksheetDialog worksheets;
    QCOMPARE(worksheets.students(), 25);
    QCOMPARE(worksheets.seed().value_or(0), std::uint64_t(31337));
    QCOMPARE(worksheets.keyFileName(), m_dir.filePath(QStringLiteral("key.json")));
    const std::uint64_t before = worksheets.seed().value_or(0);
    worksheets.findChild<QPushButton *>(QStringLiteral("newSeed"))->click();
    QVERIFY(worksheets.seed().has_value());
    QVERIFY(worksheets.seed().value_or(0) != before);
    HandoutDialog handout;
    QCOMPARE(handout.fileName(), m_dir.filePath(QStringLiteral("handout.pdf")));
    QCOMPARE(handout.options().paper, DocumentOptions::Paper::Letter);
    QCOMPARE(handout.options().language, QStringLiteral("en"));
}

// A label with a shortcut ("&File:") shows it underlined only with a buddy to give the focus:
// without one (a row whose field is a layout), it showed the "&" itself.
void TestDocumentExport::labelsHaveBuddies()
{
    WorksheetDialog worksheets;
    HandoutDialog handout;
    for (QDialog *dialog :
         {static_cast<QDialog *>(&worksheets), static_cast<QDialog *>(&handout)}) {
        int labels = 0;
        for (QLabel *label : dialog->findChildren<QLabel *>()) {
            if (!label->text().contains(QLatin1Char('&')))
                continue;
            ++labels;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        QVERIFY(labels >= 3); // file, paper, language (and students, seed, key)
    }
    const auto buddyOf = [&worksheets](const char *name) {
        for (QLabel *label : worksheets.findChildren<QLabel *>()) {
            if (label->buddy() && label->buddy()->objectName() == QLatin1String(name))
                return label->text();
        }
        return QString();
    };
    QCOMPARE(buddyOf("file"), QStringLiteral("&File:"));
    QCOMPARE(buddyOf("seed"), QStringLiteral("S&eed:"));
    QCOMPARE(buddyOf("key"), QStringLiteral("Answer &key:"));
}

QTEST_MAIN(TestDocumentExport)
#include "tst_documentexport.moc"
