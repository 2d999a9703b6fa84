#include "worksheetwriter.h"

#include "export/pdfbook.h"
#include "present/notation.h"
#include "steplab/steplabspec.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "steplab/worksheetclass.h"
#include "steplab/worksheettexts.h"

#include <QIODevice>

namespace {

const QString kBlank = QStringLiteral("______________");

// Plain text as rich text, its notation typeset (ω_i → ω with a subscript i).
QString escaped(const QString &text)
{
    return Notation::html(text);
}

// The key's pairs of a label and its value per row: four pairs fit the text width at the
// table's 8.5 pt with every value whole.
constexpr int kKeyPairsPerRow = 4;

// The same columns in every block (fixed widths, in the page's units of 1/96 in: four gaps,
// labels and values fill the narrower paper's 6.5 in), so that a value sits where it did for
// the student before, apart from the next label.
QString keyCells(const QString &label, const QString &value)
{
    return QStringLiteral("<td width=\"14\"></td><td class=\"key\" width=\"80\">%1</td>"
                          "<td class=\"value\" width=\"64\" align=\"right\">%2</td>")
        .arg(escaped(label), escaped(value));
}

const QString kEmptyCells =
    QStringLiteral("<td width=\"14\"></td><td width=\"80\"></td><td width=\"64\"></td>");

QString shown(double value)
{
    return StepTables::shown(value);
}

} // namespace

QString WorksheetWriter::pageHtml(const WorksheetEntry &entry)
{
    const pelab::StepLabResult &walk = entry.result->walk;
    QString html =
        QStringLiteral("<h1>%1</h1>").arg(escaped(WorksheetTexts::pageTitle(entry.student.number)));
    html += QStringLiteral("<p>%1 ________________________________</p>")
                .arg(escaped(WorksheetTexts::nameLine()));
    html +=
        QStringLiteral("<p><b>%1</b></p>").arg(escaped(WorksheetTexts::parameters(walk.params)));
    html += QStringLiteral("<p>%1</p>").arg(escaped(WorksheetTexts::instructions()));
    html += QStringLiteral("<h3>%1</h3>").arg(escaped(WorksheetTexts::pairQuestion(walk.params)));
    html += QStringLiteral("<p class=\"blank\">sin(q·ω₀) = %1 &nbsp;&nbsp;&nbsp; cos(q·ω₀) = "
                           "%1</p>")
                .arg(kBlank);
    html += QStringLiteral("<h3>%1</h3>").arg(escaped(WorksheetTexts::distancesQuestion()));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"5\">");
    for (std::size_t i = 0; i < walk.pairs.size(); i += 2) {
        html += QStringLiteral("<tr>");
        for (std::size_t k = i; k < std::min(i + 2, walk.pairs.size()); ++k)
            html += QStringLiteral("<td width=\"130\">%1</td><td width=\"190\">%2</td>")
                        .arg(escaped(WorksheetTexts::pairBlank(walk.pairs[k])), kBlank);
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<h3>%1</h3><p class=\"blank\">‖x(q) − x(p)‖ = %2</p>")
                .arg(escaped(WorksheetTexts::lengthQuestion()), kBlank);
    html += QStringLiteral("<h3>%1</h3><p class=\"blank\">‖x(q) − x(p)‖ = %2</p>")
                .arg(escaped(WorksheetTexts::offQuestion()), kBlank);
    html += QStringLiteral("<h3>%1</h3>")
                .arg(escaped(WorksheetTexts::mistakeQuestion(entry.mistake())));
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        html += QStringLiteral("<p class=\"blank\">[&nbsp;&nbsp;] %1</p>")
                    .arg(escaped(StepTexts::mistakeName(pelab::StepMistake(m))));
    return html;
}

PdfBook WorksheetWriter::worksheetBook(const WorksheetClass &worksheets,
                                       const DocumentOptions &options)
{
    PdfBook book(options, WorksheetTexts::footer());
    book.setFooter(WorksheetTexts::footer());
    for (const WorksheetEntry &entry : worksheets.entries())
        book.addPart(pageHtml(entry));
    return book;
}

// One block per student, headed by the number and parameters: every answer on the line of
// its label, in the order of the worksheet's questions (question 4 is 0 for all: the note).
QString WorksheetWriter::keyBlockHtml(const WorksheetEntry &entry)
{
    const pelab::StepLabResult &walk = entry.result->walk;
    QStringList cells{keyCells(WorksheetTexts::keySin(), shown(walk.pairs[0].sinQ)),
                      keyCells(WorksheetTexts::keyCos(), shown(walk.pairs[0].cosQ)),
                      keyCells(WorksheetTexts::keyLength(), shown(walk.norm)), kEmptyCells};
    for (std::size_t i = 0; i < walk.pairDistances.size(); ++i)
        cells << keyCells(WorksheetTexts::keyPair(int(i)), shown(walk.pairDistances[i]));
    while (cells.size() % kKeyPairsPerRow != 0)
        cells << kEmptyCells;
    QString html = QStringLiteral("<h4>%1</h4>")
                       .arg(escaped(WorksheetTexts::keyStudent(entry.student.number, walk.params)));
    html += QStringLiteral("<table class=\"key\" border=\"0\" cellspacing=\"0\" "
                           "cellpadding=\"2\">");
    for (qsizetype i = 0; i < cells.size(); i += kKeyPairsPerRow)
        html += QStringLiteral("<tr>") + cells.mid(i, kKeyPairsPerRow).join(QString()) +
                QStringLiteral("</tr>");
    html += QStringLiteral("<tr><td></td><td class=\"key\">%1</td><td colspan=\"%2\">%3</td></tr>")
                .arg(escaped(WorksheetTexts::keyMistake()))
                .arg(3 * kKeyPairsPerRow - 2)
                .arg(escaped(WorksheetTexts::keyMistakeAnswer(entry.mistake())));
    return html + QStringLiteral("</table>");
}

PdfBook WorksheetWriter::keyBook(const WorksheetClass &worksheets, const DocumentOptions &options)
{
    const QString title =
        WorksheetTexts::keyTitle(worksheets.seed(), int(worksheets.entries().size()));
    PdfBook book(options, title);
    book.setFooter(title);
    QString html = QStringLiteral("<h2>%1</h2><p class=\"note\">%2</p>")
                       .arg(escaped(title), escaped(WorksheetTexts::keyNote()));
    for (const WorksheetEntry &entry : worksheets.entries())
        html += keyBlockHtml(entry);
    book.addPart(html);
    return book;
}

WorksheetWriter::WorksheetWriter(const WorksheetClass &worksheets, const QString &fileName,
                                 const QString &keyFileName, const DocumentOptions &options)
    : m_fileName(fileName), m_keyFileName(keyFileName),
      m_sheets(std::make_shared<PdfBook>(worksheetBook(worksheets, options)))
{
    if (keyFileName.isEmpty())
        return;
    switch (WorksheetClass::keyFormat(keyFileName).value_or(WorksheetClass::KeyFormat::Json)) {
    case WorksheetClass::KeyFormat::Pdf:
        m_keyBook = std::make_shared<PdfBook>(keyBook(worksheets, options));
        break;
    case WorksheetClass::KeyFormat::Csv:
        m_keyBytes = worksheets.csvKey();
        break;
    case WorksheetClass::KeyFormat::Json:
        m_keyBytes = worksheets.jsonKey();
        break;
    }
}

WriteResult WorksheetWriter::write(const TaskControl *control) const
{
    const WriteResult sheets = m_sheets->write(m_fileName, control);
    if (!sheets.ok() || m_keyFileName.isEmpty())
        return sheets;
    const WriteResult key =
        m_keyBook ? m_keyBook->write(m_keyFileName)
                  : AtomicWriter::write(m_keyFileName, [this](QIODevice &device, QString &) {
                        return device.write(m_keyBytes) == m_keyBytes.size();
                    });
    return key.ok() ? sheets : key;
}
