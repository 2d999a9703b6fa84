// pelab-cli lesson run as a process: --list; the shipped lessons as PDFs read back with pdfinfo
// (pages, page size), pdffonts (every font embedded) and pdftotext (headings, notes, counters,
// in English and Japanese); every refusal is exit 2 with one line naming the problem and nothing
// written; a failed write is exit 1 and leaves the old file intact. And "a slide shows exactly
// what opening its session shows": each slide's view, computed as a lesson computes it, writes
// the same CSV and .npy bytes as `pelab-cli TAB --view V` with the slide's parameters.
#include "clispecoptions.h"
#include "clitestutils.h"

#include "export/exportformat.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonslides.h"
#include "present/notation.h"
#include "session/languagescope.h"
#include "task/taskcontrol.h"
#include "view/viewwriter.h"

#include "testutils.h"

#include <QElapsedTimer>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocument>

#include <signal.h>
#include <sys/resource.h>

using namespace Qt::StringLiterals;
using CliTestUtils::CliFixture;
using CliTestUtils::Run;

namespace {

QStringList lines(const QByteArray &text)
{
    return QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A poppler tool's output for `file`; empty when the tool is missing.
QString tool(const QString &name, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(name);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// A text as the PDF's text layer reads it once its notation is typeset: "m_h = 2^(−8h/H)" is
// m with a subscript h, read "mh = 2−8h/H".
QString typeset(const QString &text)
{
    QTextDocument document;
    document.setHtml(Notation::html(text));
    return document.toPlainText();
}

LessonFile shipped(const QString &name)
{
    LessonFile lesson;
    LessonFile::load(LessonLibrary::path(name), &lesson, nullptr, nullptr);
    return lesson;
}

} // namespace

class TestCliLesson : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void list();
    void pdf_data();
    void pdf();
    void heatmapsLossless();
    void captionsWhole_data();
    void captionsWhole();
    void refusals_data();
    void refusals();
    void failedWriteKeepsTheOldFile();
    void slidesAreTheCommandLinesViews_data();
    void slidesAreTheCommandLinesViews();

private:
    void writeFile(const QString &name, const QByteArray &bytes);
    CliFixture m_cli;
};

void TestCliLesson::initTestCase()
{
    QVERIFY(m_cli.isValid());
    if (QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo, pdffonts and pdftotext (poppler-utils) are needed");
}

void TestCliLesson::init()
{
    m_cli.clear();
}

void TestCliLesson::writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(m_cli.path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

void TestCliLesson::list()
{
    for (const QString &language : {u"en"_s, u"ja"_s}) {
        const Run run = m_cli.run({u"lesson"_s, u"--list"_s, u"--lang"_s, language});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QStringList out = lines(run.out);
        const QStringList names{u"absolute-to-relative"_s, u"positions-in-two-dimensions"_s,
                                u"why-sin-cos"_s};
        QCOMPARE(out.size(), names.size());
        for (int i = 0; i < names.size(); ++i) {
            const LessonFile lesson = shipped(names[i]);
            static const QRegularExpression line(u"^(\\S+)  +(\\d+) slides  +(.+)$"_s);
            const QRegularExpressionMatch match = line.match(out[i]);
            QVERIFY2(match.hasMatch(), qPrintable(out[i]));
            QCOMPARE(match.captured(1), names[i]);
            QCOMPARE(match.captured(2).toInt(), lesson.slides.size());
            QCOMPARE(match.captured(3), lesson.title.text(language));
        }
    }
}

void TestCliLesson::pdf_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("pageSize");
    QTest::addColumn<QString>("heading");
    QTest::newRow("why-sin-cos") << u"why-sin-cos"_s << QStringList() << u"en"_s
                                 << u"960 x 540 pts"_s << u"Sinusoidal: Heatmap"_s;
    QTest::newRow("why-sin-cos ja") << u"why-sin-cos"_s << QStringList{u"--lang"_s, u"ja"_s}
                                    << u"ja"_s << u"960 x 540 pts"_s << u"正弦波"_s;
    QTest::newRow("absolute-to-relative paper-page")
        << u"absolute-to-relative"_s << QStringList{u"--style"_s, u"paper-page"_s} << u"en"_s
        << u"842 x 595 pts"_s << u"RoPE: Score heatmap"_s;
    QTest::newRow("absolute-to-relative projector ja")
        << u"absolute-to-relative"_s
        << QStringList{u"--style"_s, u"projector"_s, u"--lang"_s, u"ja"_s} << u"ja"_s
        << u"960 x 540 pts"_s << u"RoPE"_s;
    QTest::newRow("positions-in-two-dimensions ja")
        << u"positions-in-two-dimensions"_s << QStringList{u"--lang"_s, u"ja"_s} << u"ja"_s
        << u"960 x 540 pts"_s << u"RoPE"_s;
}

void TestCliLesson::pdf()
{
    QFETCH(QString, lesson);
    QFETCH(QStringList, options);
    QFETCH(QString, language);
    QFETCH(QString, pageSize);
    QFETCH(QString, heading);
    const LessonFile file = shipped(lesson);
    const int count = int(file.slides.size());
    QElapsedTimer timer;
    timer.start();
    const Run run = m_cli.run(QStringList{u"lesson"_s, lesson, u"--pdf"_s, u"out.pdf"_s} + options);
    qInfo("pelab-cli lesson %s %s: %lld ms", qPrintable(lesson), qPrintable(options.join(u' ')),
          timer.elapsed());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString pdf = m_cli.path(u"out.pdf"_s);
    QCOMPARE(QString::fromUtf8(run.out),
             language == u"ja"_s ? u"out.pdf を書き出しました (%1 ページ)\n"_s.arg(count)
                                 : u"wrote out.pdf (%1 pages)\n"_s.arg(count));

    const QString info = tool(u"pdfinfo"_s, {pdf});
    QVERIFY2(info.contains(QRegularExpression(u"Pages:\\s+%1\\n"_s.arg(count))), qPrintable(info));
    QVERIFY2(info.contains(QRegularExpression(u"Page size:\\s+%1"_s.arg(pageSize))),
             qPrintable(info));
    QVERIFY2(info.contains(u"Title:"_s) && info.contains(file.title.text(language)),
             qPrintable(info));

    const QStringList fonts = lines(tool(u"pdffonts"_s, {pdf}).toUtf8()).mid(2);
    QVERIFY(!fonts.isEmpty());
    for (const QString &font : fonts) // name type encoding emb sub uni object ID
        QVERIFY2(
            font.contains(QRegularExpression(u"\\syes\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+$"_s)),
            qPrintable(u"not embedded: "_s + font));

    // Each page: its heading, its note in the language asked for, and "k / N".
    for (int page = 1; page <= count; ++page) {
        // The text as written (NFC: no ligature, no radical for 行; tst_pdftext checks it all).
        const QString text = tool(u"pdftotext"_s, {u"-f"_s, QString::number(page), u"-l"_s,
                                                   QString::number(page), pdf, u"-"_s})
                                 .normalized(QString::NormalizationForm_C)
                                 .simplified();
        const QString note = typeset(file.slides[page - 1].note.text(language))
                                 .normalized(QString::NormalizationForm_C)
                                 .simplified();
        // pdftotext breaks lines where the page does: compare the first words.
        QVERIFY2(text.contains(note.left(12)), qPrintable(u"page %1: %2"_s.arg(page).arg(text)));
        QVERIFY2(text.contains(u"%1 / %2"_s.arg(page).arg(count)), qPrintable(text));
        if (page == 1)
            QVERIFY2(text.contains(heading), qPrintable(text));
    }
}

// Heatmaps are stored losslessly, in the colours on screen (issue 25 §16): no image of a lesson
// PDF is JPEG (whose colours poppler showed as olive and light green for viridis), and the
// page drawn by poppler shows the viridis colours the PNG export of the same view has.
void TestCliLesson::heatmapsLossless()
{
    if (QStandardPaths::findExecutable(u"pdfimages"_s).isEmpty() ||
        QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdfimages and pdftoppm (poppler-utils) are needed");
    for (const QString &lesson : {u"why-sin-cos"_s, u"absolute-to-relative"_s}) {
        QCOMPARE(m_cli.run({u"lesson"_s, lesson, u"--pdf"_s, u"out.pdf"_s}).exitCode, 0);
        // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
        const QStringList images =
            lines(tool(u"pdfimages"_s, {u"-list"_s, m_cli.path(u"out.pdf"_s)}).toUtf8()).mid(2);
        QVERIFY2(!images.isEmpty(), qPrintable(lesson));
        for (const QString &image : images) {
            const QStringList fields = image.simplified().split(u' ');
            QVERIFY2(fields.size() > 8 && fields[8] == u"image"_s, qPrintable(image));
        }
    }

    // Slide 1 of why-sin-cos: the sinusoidal heatmap of 64 positions × 64 dims.
    QCOMPARE(m_cli.run({u"lesson"_s, u"why-sin-cos"_s, u"--pdf"_s, u"out.pdf"_s}).exitCode, 0);
    QCOMPARE(m_cli
                 .run({u"sinusoidal"_s, u"--positions"_s, u"64"_s, u"--dim"_s, u"64"_s,
                       u"--style"_s, u"slide"_s, u"--png"_s, u"export.png"_s})
                 .exitCode,
             0);
    tool(u"pdftoppm"_s, {u"-r"_s, u"96"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, u"-png"_s,
                         m_cli.path(u"out.pdf"_s), m_cli.path(u"page"_s)});
    const QImage page(m_cli.path(u"page-1.png"_s));
    const QImage exported(m_cli.path(u"export.png"_s));
    QVERIFY(!page.isNull() && !exported.isNull());
    // The export's cell colours: the chromatic colours that fill many pixels each.
    QHash<QRgb, int> counts;
    for (int y = 0; y < exported.height(); ++y) {
        for (int x = 0; x < exported.width(); ++x) {
            const QColor c = exported.pixelColor(x, y);
            const int spread =
                std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()});
            if (spread >= 60)
                ++counts[c.rgb()];
        }
    }
    QList<std::pair<int, QRgb>> frequent;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        frequent.append({it.value(), it.key()});
    std::sort(frequent.begin(), frequent.end(), std::greater<>());
    QVERIFY(frequent.size() >= 8);
    for (int i = 0; i < 8; ++i) {
        const QColor want(frequent[i].second);
        bool seen = false;
        for (int y = 0; y < page.height() && !seen; ++y) {
            for (int x = 0; x < page.width() && !seen; ++x) {
                const QColor got = page.pixelColor(x, y);
                seen = std::abs(got.red() - want.red()) <= 3 &&
                       std::abs(got.green() - want.green()) <= 3 &&
                       std::abs(got.blue() - want.blue()) <= 3;
            }
        }
        QVERIFY2(seen,
                 qPrintable(u"the export's %1 is not on the lesson's page"_s.arg(want.name())));
    }
}

void TestCliLesson::captionsWhole_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    for (const QString &name : LessonLibrary::names()) {
        for (const QString &language : {u"en"_s, u"ja"_s})
            QTest::addRow("%s %s", qPrintable(name), qPrintable(language)) << name << language;
    }
}

// Every slide's caption is on its page whole, wrapped rather than cut short with "…" (the
// Japanese caption of a RoPE heatmap read "102…"; issue 25 §16).
void TestCliLesson::captionsWhole()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QCOMPARE(
        m_cli.run({u"lesson"_s, lesson, u"--pdf"_s, u"out.pdf"_s, u"--lang"_s, language}).exitCode,
        0);
    QList<LessonSlides::Prepared> prepared;
    QString error;
    QVERIFY2(LessonSlides::prepare(shipped(lesson), &prepared, &error), qPrintable(error));
    const auto squeezed = [](const QString &text) {
        QString out = text.normalized(QString::NormalizationForm_KC);
        out.remove(QRegularExpression(u"\\s"_s));
        return out;
    };
    for (int i = 0; i < prepared.size(); ++i) {
        QString caption;
        {
            const LanguageScope scope(*QCoreApplication::instance(), language);
            const ViewData data = LessonSlides::compute(prepared[i], TaskControl());
            caption = LessonSlides::present(data, prepared[i].note, language).caption;
        }
        QVERIFY(!caption.isEmpty());
        const QString text = squeezed(
            tool(u"pdftotext"_s, {u"-f"_s, QString::number(i + 1), u"-l"_s, QString::number(i + 1),
                                  m_cli.path(u"out.pdf"_s), u"-"_s}));
        const QString want = squeezed(typeset(caption));
        // The Japanese text layer may give some ideographs as radicals: compare its two ends.
        const bool whole = language == u"en"_s
                               ? text.contains(want)
                               : text.contains(want.left(8)) && text.contains(want.right(8));
        QVERIFY2(whole, qPrintable(u"slide %1: %2\n%3"_s.arg(i + 1).arg(caption, text)));
    }
}

void TestCliLesson::refusals_data()
{
    QTest::addColumn<QByteArray>("file"); // written as lesson.json when not empty
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QByteArray good = readAll(LessonLibrary::path(u"why-sin-cos"_s));
    const auto edited = [&good](const char *from, const char *to) {
        QByteArray bytes = good;
        return bytes.replace(from, to);
    };
    const QStringList file{u"lesson"_s, u"lesson.json"_s, u"--pdf"_s, u"out.pdf"_s};
    QTest::newRow("unknown lesson")
        << QByteArray() << QStringList{u"lesson"_s, u"foo"_s, u"--pdf"_s, u"out.pdf"_s}
        << u"pelab-cli: unknown lesson \"foo\" (pelab-cli lesson --list shows the lessons)"_s;
    QTest::newRow("malformed") << QByteArray("{\"format\": \"pelab-lesson\", ") << file
                               << u"pelab-cli: lesson.json: not valid JSON"_s;
    QTest::newRow("newer") << edited("\"version\": 1", "\"version\": 2") << file
                           << u"pelab-cli: lesson.json: the lesson has version 2; this PE Lab "
                              "reads version 1 (a newer PE Lab wrote it)"_s;
    QTest::newRow("unknown tab")
        << edited("\"tab\": \"sinusoidal\"", "\"tab\": \"cosine\"") << file
        << u"pelab-cli: lesson.json: slide 1: this PE Lab has no tab \"cosine\""_s;
    QTest::newRow("unknown view")
        << edited("\"view\": \"similarity\"", "\"view\": \"similar\"") << file
        << u"pelab-cli: lesson.json: slide 5: the sinusoidal tab has no view \"similar\""_s;
    QTest::newRow("refused value")
        << edited("\"step\": 6", "\"step\": 60") << file
        << u"pelab-cli: lesson.json: slide 4: steplab: parameter \"step\" must be"_s;
    QTest::newRow("core refuses") << edited("\"positions\": 64, \"dim\": 64}",
                                            "\"positions\": 64, \"dim\": 63}")
                                  << file << u"pelab-cli: lesson.json: slide 1: sinusoidal: "_s;
    QTest::newRow("no slides") << QByteArray(R"({"format": "pelab-lesson", "version": 1,
        "title": {"en": "x"}, "slides": []})")
                               << file << u"pelab-cli: lesson.json: the lesson has no slides"_s;
    QTest::newRow("no pdf") << QByteArray() << QStringList{u"lesson"_s, u"why-sin-cos"_s}
                            << u"pelab-cli: nothing to do: give --pdf OUT.pdf"_s;
    QTest::newRow("no lesson") << QByteArray() << QStringList{u"lesson"_s, u"--pdf"_s, u"o.pdf"_s}
                               << u"pelab-cli: missing the lesson"_s;
    QTest::newRow("bad style") << QByteArray()
                               << QStringList{u"lesson"_s,  u"why-sin-cos"_s, u"--pdf"_s,
                                              u"out.pdf"_s, u"--style"_s,     u"poster"_s}
                               << u"pelab-cli: unknown style \"poster\" (styles: "_s;
    QTest::newRow("bad language") << QByteArray()
                                  << QStringList{u"lesson"_s,  u"why-sin-cos"_s, u"--pdf"_s,
                                                 u"out.pdf"_s, u"--lang"_s,      u"fr"_s}
                                  << u"pelab-cli: --lang must be en or ja (got \"fr\")"_s;
    QTest::newRow("list and pdf") << QByteArray()
                                  << QStringList{u"lesson"_s, u"--list"_s, u"--pdf"_s, u"o.pdf"_s}
                                  << u"pelab-cli: --list takes no lesson, --pdf or --style"_s;
}

void TestCliLesson::refusals()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    if (!file.isEmpty())
        writeFile(u"lesson.json"_s, file);
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith(message), qPrintable(err[0]));
    QCOMPARE(m_cli.entries(), file.isEmpty() ? QStringList() : QStringList{u"lesson.json"_s});
}

void TestCliLesson::failedWriteKeepsTheOldFile()
{
    // The output is a folder: nothing replaces it and no temporary file is left.
    QVERIFY(QDir().mkdir(m_cli.path(u"taken.pdf"_s)));
    Run run = m_cli.run({u"lesson"_s, u"why-sin-cos"_s, u"--pdf"_s, u"taken.pdf"_s});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(lines(run.err).size(), 1);
    QVERIFY2(run.err.startsWith("pelab-cli: cannot write taken.pdf: "), run.err.constData());
    QCOMPARE(m_cli.entries(), QStringList{u"taken.pdf"_s});

    // A file-size limit cuts the write short: the old file stays as it was.
    const QByteArray old("old contents\n");
    writeFile(u"old.pdf"_s, old);
    QProcess process;
    process.setWorkingDirectory(m_cli.path({}));
    process.setChildProcessModifier([] {
        signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(CliFixture::program(), {u"lesson"_s, u"why-sin-cos"_s, u"--pdf"_s, u"old.pdf"_s});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 1);
    const QStringList err = lines(process.readAllStandardError());
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith(u"pelab-cli: cannot write old.pdf: "_s), qPrintable(err[0]));
    QCOMPARE(readAll(m_cli.path(u"old.pdf"_s)), old);
    QCOMPARE(m_cli.entries(), (QStringList{u"old.pdf"_s, u"taken.pdf"_s}));
}

void TestCliLesson::slidesAreTheCommandLinesViews_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("slide");
    for (const QString &name : LessonLibrary::names()) {
        const LessonFile lesson = shipped(name);
        for (int i = 0; i < lesson.slides.size(); ++i)
            QTest::addRow("%s slide %d", qPrintable(name), i + 1) << name << i;
    }
}

void TestCliLesson::slidesAreTheCommandLinesViews()
{
    QFETCH(QString, lesson);
    QFETCH(int, slide);
    QList<LessonSlides::Prepared> prepared;
    QString error;
    QVERIFY2(LessonSlides::prepare(shipped(lesson), &prepared, &error), qPrintable(error));
    const LessonSlides::Prepared &shown = prepared[slide];
    const ViewData data = LessonSlides::compute(shown, TaskControl());
    QVERIFY(data.isValid());
    QVERIFY2(data.view->hasTable, "every shipped slide's view has a table to compare");
    // The parameters as the lesson gives them (the others at their defaults on both sides).
    const QStringList options =
        CliTestUtils::options(*shown.tab, shipped(lesson).slides[slide].parameters);
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy}) {
        const QString id = ExportFormats::id(format);
        const WriteResult written = ViewWriter::write(data, format, m_cli.path(u"lesson."_s + id));
        QVERIFY2(written.ok(), qPrintable(written.error));
        const Run run = m_cli.run(QStringList{shown.tab->key(), u"--view"_s, shown.view} + options +
                                  QStringList{u"--"_s + id, u"cli."_s + id});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QByteArray expected = readAll(m_cli.path(u"cli."_s + id));
        QVERIFY(!expected.isEmpty());
        QVERIFY2(readAll(m_cli.path(u"lesson."_s + id)) == expected,
                 qPrintable(u"%1 differs from pelab-cli %2"_s.arg(id, options.join(u' '))));
    }
}

QTEST_GUILESS_MAIN(TestCliLesson)
#include "tst_clilesson.moc"
