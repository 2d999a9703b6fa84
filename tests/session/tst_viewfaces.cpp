// Every view of every tab made from its specification, written twice: by the window (the tab's
// page, its Export actions) and by `pelab-cli TAB --view V` given the parameters the window's
// session would record. The tables (CSV, .npy) and the PNG figure must be the same bytes.
#include "shell/exportcontroller.h"
#include "shell/page.h"
#include "shell/pagefactory.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"

#include "../cli/clispecoptions.h"
#include "../cli/clitestutils.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using CliTestUtils::CliFixture;
using CliTestUtils::options;
using CliTestUtils::Run;

namespace {

// Small, non-default values for each tab (tests/data/viewfaces/TAB.json, "@DATA@" standing for
// the test data folder), so that every view computes quickly and a wrong default on either side
// shows. A tab without its file fails.
QJsonObject smallState(const QString &tab)
{
    QFile file(QStringLiteral(PELAB_TEST_DATA_DIR "/viewfaces/%1.json").arg(tab));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = file.readAll();
    text.replace("@DATA@", PELAB_TEST_DATA_DIR);
    return QJsonDocument::fromJson(text).object();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestViewFaces : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameBytes_data();
    void sameBytes();

private:
    CliFixture m_cli;
};

void TestViewFaces::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
}

void TestViewFaces::sameBytes_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("view");
    for (const TabSpec *spec : TabSpecs::all()) {
        for (const ViewSpec &view : spec->views())
            QTest::addRow("%s %s", qPrintable(spec->key()), qPrintable(view.name))
                << spec->key() << view.name;
    }
}

void TestViewFaces::sameBytes()
{
    QFETCH(QString, tab);
    QFETCH(QString, view);
    const TabSpec &spec = *TabSpecs::find(tab);
    const ViewSpec &viewSpec = *spec.view(view);
    const std::unique_ptr<Page> page(PageFactory::create(tab));
    QVERIFY(page);
    page->resize(1200, 800);
    QStringList warnings;
    const QJsonObject state = smallState(tab);
    QVERIFY2(!state.isEmpty(),
             qPrintable(QStringLiteral("no tests/data/viewfaces/%1.json").arg(tab)));
    page->setParameters(state, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QVERIFY(page->setSessionView(view));
    QVERIFY(QTest::qWaitFor([&] { return !page->isComputing() && page->exportTable().isValid(); },
                            60000));
    QVERIFY2(page->errorText().isEmpty(), qPrintable(page->errorText()));

    QTemporaryDir window;
    QVERIFY(window.isValid());
    ExportController controller(nullptr);
    controller.setPage(page.get());
    FigureOptions figure;
    figure.width = 480;
    figure.height = 320;
    QStringList files;
    QStringList arguments{tab, QStringLiteral("--view"), view};
    arguments << options(spec, page->parameters());
    const auto add = [&](ExportFormat format) {
        const QString name = view + QLatin1Char('.') + ExportFormats::extension(format);
        files << name;
        arguments << QStringLiteral("--") + ExportFormats::id(format) << name;
        const QString path = QDir(window.path()).filePath(name);
        const WriteResult result = ExportFormats::isFigure(format)
                                       ? controller.writeFigure(path, format, figure)
                                       : controller.writeData(path, format);
        return result.ok() ? QString() : result.error;
    };
    if (viewSpec.hasTable) {
        for (ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy}) {
            const QString error = add(format);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
    }
    if (viewSpec.hasFigure) {
        const QString error = add(ExportFormat::Png);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        arguments << QStringLiteral("--width") << QString::number(figure.width)
                  << QStringLiteral("--height") << QString::number(figure.height);
    }

    const Run run = m_cli.run(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral("\n") +
                                           QString::fromUtf8(run.err)));
    for (const QString &name : std::as_const(files)) {
        const QByteArray fromWindow = readAll(QDir(window.path()).filePath(name));
        QVERIFY2(!fromWindow.isEmpty(), qPrintable(name));
        QVERIFY2(
            fromWindow == readAll(m_cli.path(name)),
            qPrintable(name + QStringLiteral(" differs: ") + arguments.join(QLatin1Char(' '))));
    }
    m_cli.clear();
}

QTEST_MAIN(TestViewFaces)
#include "tst_viewfaces.moc"
