// The text layer of every PDF PE Lab writes, read back with poppler's pdftotext and pdffonts:
// the step-through handout, worksheets and printed answer key, the shipped lessons and an
// exported figure, in English and Japanese, written by pelab-cli. The text is the characters
// written, compared in NFC (never NFKC): every heading and paragraph a document was made from is
// found whole, and no character stands in for another (no Kangxi radical for 入, no soft hyphen
// for −, no combining stroke for —, no ligature for "ff"). Japanese headings are set in a bold
// face. Paragraphs break as LineBreaks says: no short formula ("q = 3") over two lines, no last
// line of fewer than three characters (pdftotext -layout).
#include "clitestutils.h"

#include "export/figuresource.h"
#include "export/pdfbook.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonslides.h"
#include "present/notation.h"
#include "session/languagescope.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "steplab/handoutsections.h"
#include "steplab/steplabspec.h"
#include "steplab/worksheettexts.h"
#include "task/taskcontrol.h"
#include "text/linebreaks.h"
#include "text/textfonts.h"
#include "view/figures.h"

#include "testutils.h"

#include <QGuiApplication>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextDocumentFragment>

using namespace Qt::StringLiterals;
using CliTestUtils::CliFixture;
using CliTestUtils::Run;
using CliTestUtils::toolOutput;

namespace {

// What a document was made from: its paragraphs, and whether their line breaks are checked
// (the handout's and the slides' running text; the worksheets' layout is checked elsewhere).
struct Sources
{
    QStringList paragraphs;
    bool breaks = false;
};

QString pdfText(const QString &pdf, bool layout)
{
    QStringList arguments{u"-enc"_s, u"UTF-8"_s};
    if (layout)
        arguments << u"-layout"_s;
    return toolOutput(u"pdftotext"_s, arguments << pdf << u"-"_s)
        .normalized(QString::NormalizationForm_C);
}

// Characters that stand in for others when a font's glyph is named by the wrong one, and the
// marks LineBreaks adds (which must not reach the text).
QString strayCharacters(const QString &text)
{
    QString stray;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x2E80 && u <= 0x2FDF) || u == 0x00AD || u == 0x0336 ||
            (u >= 0xFB00 && u <= 0xFB06) || u == LineBreaks::kWordJoiner || u == 0xFFFD)
            stray += u"U+%1 "_s.arg(u, 4, 16, QLatin1Char('0')).toUpper();
    }
    return stray;
}

// A text without its white space, with the line of each character kept.
struct Flat
{
    QString text;
    QList<int> line;   // of each character of text
    QList<int> origin; // each character's index in the text flattened
};

Flat flatten(const QString &text)
{
    Flat flat;
    int line = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('\n') || c == QLatin1Char('\f')) {
            ++line;
            continue;
        }
        if (c.isSpace())
            continue;
        flat.text += c;
        flat.line << line;
        flat.origin << int(i);
    }
    return flat;
}

// The paragraphs' short formulas: Latin words joined by operators between spaces
// ("x(q) − x(p) = 0"; in "合い、x(q) − x(p)" the formula starts at x).
QStringList formulasOf(const QString &paragraph)
{
    static const QString word = u"[^\\s\\p{Han}\\p{Hiragana}\\p{Katakana}、。]+"_s;
    static const QRegularExpression formula(word + u"(?: [=≈≠≡<>≤≥+−×·÷/→←∈] "_s + word + u")+"_s);
    QStringList found;
    for (auto it = formula.globalMatch(paragraph); it.hasNext();)
        found << it.next().captured();
    return found;
}

QStringList plainLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

Sources handoutSources(const QString &language)
{
    LanguageScope scope(*qApp, language);
    const TabSpec &spec = *TabSpecs::find(u"steplab"_s);
    const TabState state = spec.defaults();
    const auto result =
        std::static_pointer_cast<const StepLabTabResult>(spec.compute(state, TaskControl()));
    Sources sources;
    sources.breaks = true;
    sources.paragraphs << HandoutSections::title(*result);
    for (const HandoutSection &section : HandoutSections::build(result, state)) {
        sources.paragraphs << section.heading;
        sources.paragraphs << plainLines(section.formula) << plainLines(section.explanation)
                           << plainLines(section.result);
        if (!section.note.isEmpty())
            sources.paragraphs << plainLines(QTextDocumentFragment::fromHtml(section.note)
                                                 .toPlainText()
                                                 .replace(QChar::LineSeparator, QLatin1Char('\n')));
    }
    return sources;
}

Sources worksheetSources(const QString &language)
{
    LanguageScope scope(*qApp, language);
    Sources sources;
    sources.paragraphs << plainLines(WorksheetTexts::instructions())
                       << plainLines(WorksheetTexts::distancesQuestion())
                       << plainLines(WorksheetTexts::lengthQuestion())
                       << plainLines(WorksheetTexts::offQuestion());
    return sources;
}

Sources keySources(const QString &language)
{
    LanguageScope scope(*qApp, language);
    Sources sources;
    sources.paragraphs << plainLines(WorksheetTexts::keyNote());
    return sources;
}

Sources lessonSources(const QString &name, const QString &language)
{
    LanguageScope scope(*qApp, language);
    LessonFile lesson;
    LessonFile::load(LessonLibrary::path(name), &lesson, nullptr, nullptr);
    QList<LessonSlides::Prepared> prepared;
    QString error;
    if (!LessonSlides::prepare(lesson, &prepared, &error))
        qFatal("%s", qPrintable(error));
    Sources sources;
    sources.breaks = true;
    for (const LessonSlides::Prepared &slide : prepared) {
        const PresentSlide shown = LessonSlides::present(
            LessonSlides::compute(slide, TaskControl()), slide.note, language);
        sources.paragraphs << shown.heading << plainLines(shown.text) << plainLines(shown.numbers)
                           << plainLines(shown.note);
    }
    return sources;
}

Sources figureSources(const QString &language)
{
    LanguageScope scope(*qApp, language);
    const TabSpec &spec = *TabSpecs::find(u"steplab"_s);
    TabState state = spec.defaults();
    if (const QString problem = state.set(StepLabKeys::step, qint64(6)); !problem.isEmpty())
        qFatal("%s", qPrintable(problem));
    const ViewData data =
        ViewComputation::compute(spec, spec.views().first().name, state, TaskControl());
    Sources sources;
    sources.paragraphs << Figures::create(data)->figureTitle();
    return sources;
}

// Every paragraph found whole in `text` (white space aside) and, where `breaks`, laid out in
// `layout` (pdftotext -layout) without a formula over two lines or a last line under three
// characters. Empty when all is well, else what is wrong.
QString checkParagraphs(const Sources &sources, const QString &text, const QString &layout)
{
    // A paragraph as the text layer reads it once its notation is typeset ("x(p)_j" is x(p)
    // with a subscript j, read "x(p)j").
    const auto typeset = [](const QString &source) {
        if (!Notation::hasScripts(source))
            return source;
        QTextDocument document;
        document.setHtml(Notation::html(source));
        return document.toPlainText();
    };
    const Flat flat = flatten(text);
    const Flat laid = flatten(layout);
    QStringList problems;
    qsizetype from = 0;
    for (const QString &source : sources.paragraphs) {
        const QString paragraph = typeset(source).normalized(QString::NormalizationForm_C);
        const Flat own = flatten(paragraph);
        if (own.text.isEmpty())
            continue;
        if (!flat.text.contains(own.text)) {
            problems << u"missing: \"%1\""_s.arg(paragraph);
            continue;
        }
        if (!sources.breaks)
            continue;
        qsizetype at = laid.text.indexOf(own.text, from);
        if (at < 0)
            at = laid.text.indexOf(own.text);
        if (at < 0) {
            problems << u"missing in the layout: \"%1\""_s.arg(paragraph);
            continue;
        }
        from = at + own.text.size();
        const int last = laid.line[at + own.text.size() - 1];
        if (laid.line[at] != last) {
            int onLast = 0;
            for (qsizetype i = at; i < at + own.text.size(); ++i)
                onLast += laid.line[i] == last ? 1 : 0;
            if (onLast < 3)
                problems << u"a last line of %1 character(s): \"%2\""_s.arg(onLast).arg(paragraph);
        }
        for (const QString &formula : formulasOf(paragraph)) {
            const Flat part = flatten(formula);
            const qsizetype in = own.text.indexOf(part.text);
            const int first = laid.line[at + in];
            if (laid.line[at + in + part.text.size() - 1] != first)
                problems << u"formula \"%1\" split in \"%2\""_s.arg(formula, paragraph);
        }
    }
    return problems.join(u"\n"_s);
}

QString fontProblems(const QString &fonts)
{
    QStringList problems;
    for (const QString &font : fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2)) {
        if (!font.contains(
                QRegularExpression(u"\\syes\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+$"_s)))
            problems << u"not embedded: "_s + font;
        if (font.startsWith(u"IPAex"_s))
            problems << u"IPAex Gothic names its glyphs by the Kangxi radicals: "_s + font;
    }
    return problems.join(u"\n"_s);
}

} // namespace

class TestPdfText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void charactersReadBack_data();
    void charactersReadBack();
    void japaneseHeadingIsBold();
    void documents_data();
    void documents();

private:
    CliFixture m_cli;
};

void TestPdfText::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    for (const QString &name : {u"pdftotext"_s, u"pdffonts"_s}) {
        if (QStandardPaths::findExecutable(name).isEmpty())
            PELAB_SKIP_UNLESS_REQUIRED("pdftotext and pdffonts (poppler-utils) are needed");
    }
    if (TextFonts::japaneseFamily().isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("BIZ UDPGothic (fonts-morisawa-bizud-gothic) is not installed");
    // The suite's own application drew with the programs' fonts from its start.
    QVERIFY2(QGuiApplication::font().families().contains(TextFonts::japaneseFamily()),
             qPrintable(QGuiApplication::font().families().join(u", "_s)));
    QVERIFY(QGuiApplication::font().styleStrategy() & QFont::PreferNoShaping);
}

void TestPdfText::charactersReadBack_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("ja") << u"ja"_s;
}

// The characters IPAex Gothic's character map gave away (入力 as ⼊⼒, − as a soft hyphen, — as a
// combining stroke), a ligature's letters and a formula, in a heading and a paragraph.
void TestPdfText::charactersReadBack()
{
    QFETCH(QString, language);
    const QString written = u"入力 実行 二 長さ 分母 x(q) − x(p) — office, fluff"_s;
    DocumentOptions options;
    options.language = language;
    PdfBook book(options, u"test"_s);
    book.addPart(u"<h2>%1</h2><p>%1</p>"_s.arg(written.toHtmlEscaped()));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(u"characters.pdf"_s);
    QVERIFY(book.write(pdf).ok());
    const QString text = pdfText(pdf, false);
    QCOMPARE(text.count(written), 2);
    QVERIFY2(strayCharacters(text).isEmpty(), qPrintable(strayCharacters(text)));
    QVERIFY2(fontProblems(toolOutput(u"pdffonts"_s, {pdf})).isEmpty(),
             qPrintable(fontProblems(toolOutput(u"pdffonts"_s, {pdf}))));
}

// A Japanese heading alone on its page (the footer's page number aside) is set in the bold face.
void TestPdfText::japaneseHeadingIsBold()
{
    DocumentOptions options;
    options.language = u"ja"_s;
    PdfBook heading(options, u"test"_s);
    heading.addPart(u"<h2>位置エンコーディングの見出し</h2>"_s);
    PdfBook body(options, u"test"_s);
    body.addPart(u"<p>位置エンコーディングの本文</p>"_s);
    QTemporaryDir dir;
    QVERIFY(heading.write(dir.filePath(u"heading.pdf"_s)).ok());
    QVERIFY(body.write(dir.filePath(u"body.pdf"_s)).ok());
    const QString bold = TextFonts::japaneseFamily().remove(QLatin1Char(' ')) + u"-Bold"_s;
    const QString headingFonts = toolOutput(u"pdffonts"_s, {dir.filePath(u"heading.pdf"_s)});
    const QString bodyFonts = toolOutput(u"pdffonts"_s, {dir.filePath(u"body.pdf"_s)});
    QVERIFY2(headingFonts.contains(bold), qPrintable(headingFonts));
    QVERIFY2(!bodyFonts.contains(bold), qPrintable(bodyFonts));
    QCOMPARE(
        pdfText(dir.filePath(u"heading.pdf"_s), false).count(u"位置エンコーディングの見出し"_s), 1);
}

void TestPdfText::documents_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("kind"); // handout, worksheet, lesson NAME, figure
    for (const QString &language : {u"en"_s, u"ja"_s}) {
        const QStringList lang{u"--lang"_s, language};
        QTest::addRow("handout %s", qPrintable(language))
            << (QStringList{u"steplab"_s, u"--handout"_s, u"out.pdf"_s} + lang) << language
            << u"handout"_s;
        QTest::addRow("worksheets and key %s", qPrintable(language))
            << (QStringList{u"steplab"_s, u"--worksheet"_s, u"out.pdf"_s, u"--students"_s, u"3"_s,
                            u"--seed"_s, u"11"_s, u"--answers"_s, u"key.pdf"_s} +
                lang)
            << language << u"worksheet"_s;
        for (const QString &lesson : LessonLibrary::names())
            QTest::addRow("lesson %s %s", qPrintable(lesson), qPrintable(language))
                << (QStringList{u"lesson"_s, lesson, u"--pdf"_s, u"out.pdf"_s} + lang) << language
                << u"lesson "_s + lesson;
        QTest::addRow("figure %s", qPrintable(language))
            << (QStringList{u"steplab"_s, u"--step"_s, u"6"_s, u"--pdf"_s, u"out.pdf"_s} + lang)
            << language << u"figure"_s;
    }
}

void TestPdfText::documents()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    QFETCH(QString, kind);
    m_cli.clear();
    const Run run = m_cli.run(arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());

    QList<QPair<QString, Sources>> files;
    if (kind == u"handout"_s)
        files << qMakePair(u"out.pdf"_s, handoutSources(language));
    else if (kind == u"worksheet"_s)
        files << qMakePair(u"out.pdf"_s, worksheetSources(language))
              << qMakePair(u"key.pdf"_s, keySources(language));
    else if (kind == u"figure"_s)
        files << qMakePair(u"out.pdf"_s, figureSources(language));
    else
        files << qMakePair(u"out.pdf"_s, lessonSources(kind.mid(7), language));

    for (const auto &[name, sources] : files) {
        const QString pdf = m_cli.path(name);
        const QString fonts = toolOutput(u"pdffonts"_s, {pdf});
        QVERIFY2(fontProblems(fonts).isEmpty(), qPrintable(fontProblems(fonts)));
        if (language == u"ja"_s && kind != u"figure"_s) // headings in Japanese, bold
            QVERIFY2(
                fonts.contains(TextFonts::japaneseFamily().remove(QLatin1Char(' ')) + u"-Bold"_s),
                qPrintable(fonts));
        const QString text = pdfText(pdf, false);
        QVERIFY2(strayCharacters(text).isEmpty(),
                 qPrintable(name + u": "_s + strayCharacters(text)));
        QVERIFY(!sources.paragraphs.isEmpty());
        const QString problems = checkParagraphs(sources, text, pdfText(pdf, true));
        QVERIFY2(problems.isEmpty(), qPrintable(name + u":\n"_s + problems));
    }
}

QTEST_MAIN(TestPdfText)
#include "tst_pdftext.moc"
