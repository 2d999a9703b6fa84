#include "steplabprintoptions.h"

#include "clierror.h"
#include "steplab/handoutwriter.h"
#include "steplab/worksheetclass.h"
#include "steplab/worksheetwriter.h"

#include "stepworksheets.h"

#include "commandline/commandoptions.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace {

const QString kHandout = QStringLiteral("handout");
const QString kWorksheet = QStringLiteral("worksheet");
const QString kStudents = QStringLiteral("students");
const QString kSeed = QStringLiteral("seed");
const QString kAnswers = QStringLiteral("answers");
const QString kPaper = QStringLiteral("paper");
const QString kLang = QStringLiteral("lang");

QString pdfFile(const QCommandLineParser &parser, const QString &option)
{
    const QString file = parser.value(option);
    if (!parser.isSet(option))
        return {};
    if (QFileInfo(file).suffix().toLower() != QLatin1String("pdf"))
        throw CliError(
            StepLabPrintOptions::tr("--%1 must name a .pdf file (got '%2')").arg(option, file));
    return file;
}

bool sameFile(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() &&
           QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

void StepLabPrintOptions::addTo(CommandOptions &options)
{
    options.add({
        {kHandout,
         tr("Write the handout: a vector PDF of the seven steps for these parameters, each "
            "with its heading, formula, figure and numbers, the comparison with q = 1 … 32, "
            "the five common mistakes and what the lab does not show."),
         QStringLiteral("FILE.pdf")},
        {kWorksheet,
         tr("Write one worksheet page per student, each with its own p ≠ q in 0 … 32, even d "
            "in 4 … 16 and base 10000, drawn from --seed (needs --students and --seed)."),
         QStringLiteral("FILE.pdf")},
        {kStudents,
         tr("The number of worksheets, 1 … %1 (with --worksheet).")
             .arg(pelab::kWorksheetMaxStudents),
         QStringLiteral("N")},
        {kSeed,
         tr("The seed the students' parameters are drawn from, 0 … 18446744073709551615: "
            "the same seed gives the same worksheets and key (with --worksheet)."),
         QStringLiteral("S")},
    });
    options.add({kAnswers,
                 tr("Also write the answer key: every student's values as .json (each entry the "
                    "--json report of the student's parameters), .csv or .pdf (with --worksheet)."),
                 QStringLiteral("KEY")},
                CommandOptions::Value::File);
    options.addChoice({kPaper,
                       tr("The paper of the handout and worksheets: a4 or letter (default a4)."),
                       QStringLiteral("PAPER")},
                      {QStringLiteral("a4"), QStringLiteral("letter")});
    options.addChoice({kLang,
                       tr("The language of the handout, worksheets, key and report sentences: "
                          "en or ja (default en)."),
                       QStringLiteral("LANG")},
                      {QStringLiteral("en"), QStringLiteral("ja")});
}

void StepLabPrintOptions::read(const QCommandLineParser &parser)
{
    if (parser.isSet(kLang)) {
        const QString language = parser.value(kLang);
        if (!DocumentOptions::isLanguage(language))
            throw CliError(tr("--lang must be en or ja (got '%1')").arg(language));
        m_options.language = language;
    }
    if (parser.isSet(kPaper)) {
        const auto paper = DocumentOptions::parsePaper(parser.value(kPaper));
        if (!paper)
            throw CliError(tr("--paper must be a4 or letter (got '%1')").arg(parser.value(kPaper)));
        m_options.paper = *paper;
    }
    m_handout = pdfFile(parser, kHandout);
    m_worksheet = pdfFile(parser, kWorksheet);
    if (parser.isSet(kPaper) && !writesFiles())
        throw CliError(tr("--paper needs --handout or --worksheet"));
    for (const QString &option : {kStudents, kSeed, kAnswers}) {
        if (parser.isSet(option) && m_worksheet.isEmpty())
            throw CliError(tr("--%1 needs --worksheet").arg(option));
    }
    if (m_worksheet.isEmpty())
        return;
    if (!parser.isSet(kStudents) || !parser.isSet(kSeed))
        throw CliError(tr("--worksheet needs --students N and --seed S"));
    const QString students = parser.value(kStudents);
    bool ok = false;
    m_students = students.toInt(&ok);
    if (!ok || students.trimmed() != students || m_students < pelab::kWorksheetMinStudents ||
        m_students > pelab::kWorksheetMaxStudents)
        throw CliError(tr("--students must be an integer from %1 to %2 (got %3)")
                           .arg(pelab::kWorksheetMinStudents)
                           .arg(pelab::kWorksheetMaxStudents)
                           .arg(students));
    const auto seed = WorksheetClass::parseSeed(parser.value(kSeed));
    if (!seed)
        throw CliError(tr("--seed must be an integer from 0 to 18446744073709551615 (got '%1')")
                           .arg(parser.value(kSeed)));
    m_seed = *seed;
    if (parser.isSet(kAnswers)) {
        m_answers = parser.value(kAnswers);
        if (!WorksheetClass::keyFormat(m_answers))
            throw CliError(
                tr("--answers must name a .json, .csv or .pdf file (got '%1')").arg(m_answers));
    }
    if (sameFile(m_worksheet, m_answers) || sameFile(m_worksheet, m_handout) ||
        sameFile(m_handout, m_answers))
        throw CliError(tr("--handout, --worksheet and --answers must name different files"));
}

void StepLabPrintOptions::write(const ViewData &data) const
{
    if (!m_handout.isEmpty()) {
        const WriteResult result = HandoutWriter(data, m_options).write(m_handout);
        if (!result.ok())
            throw CliError(result.error, CliError::kFailure);
    }
    if (!m_worksheet.isEmpty()) {
        const WorksheetClass worksheets(m_seed, m_students);
        const WriteResult result =
            WorksheetWriter(worksheets, m_worksheet, m_answers, m_options).write();
        if (!result.ok())
            throw CliError(result.error, CliError::kFailure);
    }
}
