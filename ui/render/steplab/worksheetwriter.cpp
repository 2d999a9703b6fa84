#include "worksheetwriter.h"

#include "export/pdfbook.h"
#include "steplab/steplabspec.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"
#include "steplab/worksheetclass.h"
#include "steplab/worksheettexts.h"

#include <QIODevice>

namespace {

const QString kBlank = QStringLiteral("______________");

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

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

PdfBook WorksheetWriter::keyBook(const WorksheetClass &worksheets, const DocumentOptions &options)
{
    const QString title =
        WorksheetTexts::keyTitle(worksheets.seed(), int(worksheets.entries().size()));
    PdfBook book(options, title);
    book.setFooter(title);
    QString html = QStringLiteral("<h2>%1</h2><p class=\"note\">%2</p>")
                       .arg(escaped(title), escaped(WorksheetTexts::keyNote()));
    html += QStringLiteral("<table border=\"0.5\" cellspacing=\"0\" cellpadding=\"3\" "
                           "width=\"100%\" style=\"border-collapse: collapse\"><thead><tr>");
    for (const QString &column : WorksheetTexts::keyColumns())
        html += QStringLiteral("<th>%1</th>").arg(escaped(column));
    html += QStringLiteral("</tr></thead>");
    for (const WorksheetEntry &entry : worksheets.entries()) {
        const pelab::StepLabResult &walk = entry.result->walk;
        QStringList distances;
        for (std::size_t i = 0; i < walk.pairDistances.size(); ++i)
            distances << QStringLiteral("%1: %2").arg(i).arg(shown(walk.pairDistances[i]));
        const pelab::StepMistakeResult &mistake = entry.mistake();
        const QStringList cells{
            QString::number(entry.student.number),
            QStringLiteral("%1, %2, %3").arg(walk.params.p).arg(walk.params.q).arg(walk.params.dim),
            QStringLiteral("%1, %2").arg(shown(walk.pairs[0].sinQ), shown(walk.pairs[0].cosQ)),
            distances.join(QStringLiteral(", ")),
            shown(walk.norm),
            shown(0.0),
            WorksheetTexts::measureText(mistake.mistake, mistake.wrongMeasure) +
                QStringLiteral(" → ") + WorksheetTexts::answer(mistake.mistake)};
        html += QStringLiteral("<tr>");
        for (const QString &cell : cells)
            html += QStringLiteral("<td>%1</td>").arg(escaped(cell));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
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
