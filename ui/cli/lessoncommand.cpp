#include "lessoncommand.h"

#include "clierror.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonpdf.h"
#include "session/language.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <QCommandLineParser>

#include <cstdio>

namespace {

const QString kList = QStringLiteral("list");
const QString kPdf = QStringLiteral("pdf");
const QString kStyle = QStringLiteral("style");
const QString kLang = QStringLiteral("lang");

void printLine(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

QString LessonCommand::name() const
{
    return QStringLiteral("lesson");
}

QString LessonCommand::summary() const
{
    return tr("Render a lesson (ordered slides with notes) to PDF, or list the shipped lessons");
}

QString LessonCommand::synopsis() const
{
    return tr("--list | NAME|FILE --pdf OUT.pdf [--style STYLE] [--lang en|ja]");
}

QString LessonCommand::description() const
{
    return tr("A lesson is a JSON file of ordered slides, each the saved state of one tab and\n"
              "one of its views with a note (File → Save Lesson… writes one). --pdf renders\n"
              "it, one landscape page per slide: the heading, the view's figure as the window\n"
              "shows it, and the note, in English or Japanese. --list prints the lessons PE Lab\n"
              "ships, one line each: NAME, the number of slides and the title.");
}

QString LessonCommand::examples() const
{
    return QStringLiteral("  pelab-cli lesson --list\n"
                          "  pelab-cli lesson why-sin-cos --pdf why-sin-cos.pdf\n"
                          "  pelab-cli lesson my-lesson.json --pdf handout.pdf --style paper-page "
                          "--lang ja\n");
}

void LessonCommand::addOptions(CommandOptions &options) const
{
    options.add({kList, tr("List the shipped lessons, one line each, and exit.")});
    options.add(
        {kPdf, tr("Write the lesson to this PDF, one page per slide."), QStringLiteral("FILE")});
    options.addChoice({kStyle,
                       tr("The figures' style and the page: %1 (default slide; the paper styles "
                          "print on A4 landscape).")
                           .arg(FigurePresets::names().join(QStringLiteral(", "))),
                       QStringLiteral("STYLE")},
                      FigurePresets::names());
    options.addChoice({kLang, tr("The language of the headings and notes: en or ja (default en)."),
                       QStringLiteral("LANG")},
                      {QStringLiteral("en"), QStringLiteral("ja")});
    options.addArgument({QStringLiteral("LESSON"),
                         tr("A shipped lesson's name (see --list) or a lesson file (.json)."),
                         QStringLiteral("NAME|FILE"), CommandOptions::Value::File,
                         LessonLibrary::names()});
}

void LessonCommand::prepare(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(kLang)) {
        m_language = parser.value(kLang);
        if (m_language != QLatin1String("en") && m_language != QLatin1String("ja"))
            throw CliError(tr("--lang must be en or ja (got \"%1\")").arg(m_language));
    }
    m_list = parser.isSet(kList);
    if (m_list) {
        if (!positional.isEmpty() || parser.isSet(kPdf) || parser.isSet(kStyle))
            throw CliError(tr("--list takes no lesson, --pdf or --style"));
        return;
    }
    if (positional.isEmpty())
        throw CliError(tr("missing the lesson (pelab-cli lesson NAME|FILE --pdf OUT.pdf; "
                          "pelab-cli lesson --list shows the lessons)"));
    if (!parser.isSet(kPdf) || parser.value(kPdf).isEmpty())
        throw CliError(tr("nothing to do: give --pdf OUT.pdf"));
    m_output = parser.value(kPdf);
    if (parser.isSet(kStyle)) {
        m_style = parser.value(kStyle);
        if (!FigurePresets::find(m_style))
            throw CliError(tr("unknown style \"%1\" (styles: %2)")
                               .arg(m_style, FigurePresets::names().join(QStringLiteral(", "))));
    }
    const QString lesson = positional.constFirst();
    const QString path = LessonLibrary::resolve(lesson);
    if (path.isEmpty())
        throw CliError(
            tr("unknown lesson \"%1\" (pelab-cli lesson --list shows the lessons)").arg(lesson));
    QString error;
    if (!LessonFile::load(path, &m_lesson, &error, &m_warnings))
        throw CliError(error);
    if (!LessonSlides::prepare(m_lesson, &m_slides, &error))
        throw CliError(tr("%1: %2").arg(lesson, error));
}

void LessonCommand::printList() const
{
    const QStringList names = LessonLibrary::names();
    qsizetype width = 0;
    for (const QString &lesson : names)
        width = std::max(width, lesson.size());
    for (const QString &lesson : names) {
        LessonFile file;
        QString error;
        if (!LessonFile::load(LessonLibrary::path(lesson), &file, &error, nullptr))
            throw CliError(error, CliError::kFailure); // a broken build: tests catch it
        // NAME  N slides  TITLE in every language (scripts read it); the title in --lang's.
        printLine(stdout,
                  lesson.leftJustified(width + 2) +
                      QStringLiteral("%1 slides").arg(file.slides.size()).leftJustified(11) +
                      file.title.text(m_language));
    }
}

int LessonCommand::run(const CliOutputOptions &)
{
    Language::install(*QCoreApplication::instance(), m_language);
    if (m_list) {
        printList();
        return 0;
    }
    for (const QString &warning : std::as_const(m_warnings))
        printLine(stderr, tr("pelab-cli: warning: %1").arg(warning));
    const FigurePreset &preset = *FigurePresets::find(m_style);
    QList<PresentSlide> slides;
    for (qsizetype i = 0; i < m_slides.size(); ++i) {
        try {
            const ViewData data = LessonSlides::compute(m_slides[i], TaskControl());
            slides.append(LessonSlides::present(data, m_slides[i].note, m_language));
        } catch (const pelab::Error &error) {
            throw CliError(tr("slide %1: %2").arg(i + 1).arg(QString::fromUtf8(error.what())));
        }
    }
    const WriteResult result =
        LessonPdf::write(slides, m_lesson.title.text(m_language), preset, m_output);
    if (!result.ok())
        throw CliError(result.error, CliError::kFailure);
    printLine(stdout, slides.size() == 1
                          ? tr("wrote %1 (1 page)").arg(m_output)
                          : tr("wrote %1 (%2 pages)").arg(m_output).arg(slides.size()));
    return 0;
}
