// The Japanese translation: the .ts has a finished translation for every tr() string of the
// current sources (lupdate is run over ui/, app/pelab and core's presets into a copy), the window
// starts in Japanese offscreen without warnings, and Japanese text reaches exported figures.
#include "export/exporter.h"
#include "export/figuresource.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "similarity/similarityview.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "tabs/sinusoidal/sinusoidalpage.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

QStringList g_messages;

void collect(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's notice about size hints is not PE Lab's.
    if (type != QtDebugMsg && type != QtInfoMsg &&
        !message.contains(QLatin1String("propagateSizeHints")))
        g_messages << message;
}

bool hasJapanese(const QString &text)
{
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x3040 && u <= 0x30ff) || (u >= 0x4e00 && u <= 0x9fff))
            return true;
    }
    return false;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyStringIsTranslated();
    void windowStartsInJapanese();
    void japaneseReachesExportedFigures();
    void figureTextsReachTheTranslation();

private:
    QTranslator m_own;
    QTranslator m_qt;
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_own.load(QStringLiteral(":/i18n/pelab_ja.qm")));
    QVERIFY(QCoreApplication::installTranslator(&m_own));
    // Qt's own dialogs (package qt6-translations-l10n).
    QVERIFY(
        m_qt.load(QStringLiteral("qtbase_ja"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    QVERIFY(QCoreApplication::installTranslator(&m_qt));
}

void TestTranslations::everyStringIsTranslated()
{
    QTemporaryDir dir;
    const QString ts = dir.filePath(QStringLiteral("pelab_ja.ts"));
    QVERIFY(
        QFile::copy(QStringLiteral(PELAB_SOURCE_DIR "/resources/translations/pelab_ja.ts"), ts));
    QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(PELAB_SOURCE_DIR));
    lupdate.start(QStringLiteral(PELAB_LUPDATE),
                  {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                   QStringLiteral("none"), QStringLiteral("-silent"), QStringLiteral("ui"),
                   QStringLiteral("app/pelab"), QStringLiteral("core/modelpresets.cpp"),
                   QStringLiteral("core/bucketpresets.cpp"), QStringLiteral("-ts"), ts});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QFile file(ts);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    QStringList missing;
    int messages = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (unfinished || text.trimmed().isEmpty())
                missing << context + QStringLiteral(": ") + source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 100);
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 strings have no finished Japanese translation "
                                       "(run the update_translations target, then translate):\n")
                            .arg(missing.size())
                            .arg(messages) +
                        missing.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslations::windowStartsInJapanese()
{
    QVERIFY(hasJapanese(QCoreApplication::translate("QPlatformTheme", "Cancel")));

    g_messages.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collect);
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(500);
        const QList<QAction *> menus = window.menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        for (QAction *menu : menus)
            QVERIFY2(hasJapanese(menu->text()), qPrintable(menu->text()));
        for (int i = 0; i < window.tabs()->count(); ++i)
            QVERIFY2(hasJapanese(window.tabs()->tabText(i)) ||
                         window.tabs()->tabText(i) == QLatin1String("ALiBi") ||
                         window.tabs()->tabText(i) == QLatin1String("RoPE") ||
                         window.tabs()->tabText(i) == QLatin1String("Shaw"),
                     qPrintable(window.tabs()->tabText(i)));
    }
    qInstallMessageHandler(previous);
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join(QLatin1Char('\n'))));
}

void TestTranslations::japaneseReachesExportedFigures()
{
    // A font with Japanese glyphs is installed (fonts-morisawa-bizud-gothic), so the text is drawn.
    QVERIFY(!QFontDatabase::families(QFontDatabase::Japanese).isEmpty());
    SinusoidalPage page;
    QVERIFY(QTest::qWaitFor([&page] { return page.exportFigure() && !page.isComputing(); }, 60000));
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("figure.svg"));
    FigureOptions options;
    options.title = page.exportBaseName();
    const WriteResult result =
        Exporter::writeFigure(*page.exportFigure(), ExportFormat::Svg, svg, options);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(hasJapanese(text));
    // Numbers keep '.' decimals in the data files whatever the language.
    const QString csv = dir.filePath(QStringLiteral("table.csv"));
    QVERIFY(Exporter::writeData(page.exportTable(), ExportFormat::Csv, csv).ok());
    QFile table(csv);
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QByteArray bytes = table.readAll();
    QVERIFY(bytes.contains("0.8414709848078965")); // sin(1), written in C notation
}

// Strings a figure or a shared parameter translates in a context of its own were looked up in
// a variable context lupdate could not read (issue 31): the heatmap's axis titles, the residual
// view's title, the similarity view's "Measure:" stayed English.
void TestTranslations::figureTextsReachTheTranslation()
{
    QVERIFY(hasJapanese(QCoreApplication::translate("SinusoidalFigure", "dimension j")));
    QVERIFY(hasJapanese(QCoreApplication::translate("SinusoidalFigure", "position t")));
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("sinusoidal"));
    const ViewData residual =
        ViewComputation::compute(spec, QStringLiteral("residual"), spec.defaults(), TaskControl());
    const QString title = Figures::create(residual)->figureTitle();
    QVERIFY2(hasJapanese(title), qPrintable(title));
    for (const char *tab : {"sinusoidal", "learned"}) {
        const Parameter &measure =
            TabSpecs::find(QLatin1String(tab))->parameter(SimilarityKeys::measure);
        QVERIFY2(hasJapanese(measure.labelText()), qPrintable(measure.labelText()));
        QVERIFY2(hasJapanese(measure.helpText()), qPrintable(measure.helpText()));
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
