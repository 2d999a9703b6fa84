#include "handoutwriter.h"

#include "export/figuresource.h"
#include "export/pdfbook.h"
#include "present/notation.h"
#include "steplab/handoutsections.h"
#include "steplab/steplabspec.h"
#include "view/figures.h"

#include <QSizeF>

namespace {

// Plain text as rich text, its notation typeset (x(p)_j → x(p) with a subscript j).
QString escaped(const QString &text)
{
    return Notation::html(text);
}

QString paragraphs(const QString &text, const QString &cssClass = {})
{
    QString html;
    const QString open = cssClass.isEmpty() ? QStringLiteral("<p>")
                                            : QStringLiteral("<p class=\"%1\">").arg(cssClass);
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += open + escaped(line) + QStringLiteral("</p>");
    return html;
}

QString tableHtml(const StepTable &table)
{
    if (table.rowCount() == 0)
        return {};
    QString html = QStringLiteral("<table border=\"0.5\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "style=\"border-collapse: collapse\"><thead><tr><th></th>");
    for (const QString &title : table.columnTitles)
        html += QStringLiteral("<th>") + escaped(title) + QStringLiteral("</th>");
    html += QStringLiteral("</tr></thead>");
    for (int r = 0; r < table.rowCount(); ++r) {
        html += QStringLiteral("<tr><td><b>") + escaped(table.rowTitles.value(r)) +
                QStringLiteral("</b></td>");
        for (int c = 0; c < table.columnCount(); ++c) {
            const bool grey = table.greyedColumns.value(c);
            html += (grey ? QStringLiteral("<td class=\"grey\" align=\"right\">")
                          : QStringLiteral("<td align=\"right\">")) +
                    escaped(table.cells.value(r).value(c)) + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// The figures' look on paper: the paper-page preset (6.75 × 2.8 in, 9 pt, no title: the
// caption holds it), narrowed to the text when the page is narrower.
const FigurePreset &paperPage()
{
    return *FigurePresets::find(QStringLiteral("paper-page"));
}

} // namespace

QString HandoutWriter::sectionHtml(const HandoutSection &s, PdfBook &book)
{
    const QString tag = s.kind == HandoutSection::Kind::Introduction ? QStringLiteral("h1")
                        : s.kind == HandoutSection::Kind::Mistake    ? QStringLiteral("h3")
                                                                     : QStringLiteral("h2");
    QString html = QStringLiteral("<%1>%2</%1>").arg(tag, escaped(s.heading));
    html += paragraphs(s.formula, QStringLiteral("formula"));
    html += paragraphs(s.explanation);
    html += paragraphs(s.result, QStringLiteral("result"));
    if (s.figure.isValid()) {
        if (const auto figure = Figures::create(s.figure)) {
            const FigurePreset &preset = paperPage();
            QSizeF inches = preset.inches;
            if (inches.width() > book.textWidthInches())
                inches.setWidth(book.textWidthInches());
            html += QStringLiteral("<p class=\"figure\" align=\"center\">") +
                    book.addFigure(*figure, inches, preset.style) + QStringLiteral("</p>");
            const QString caption = figure->figureTitle();
            if (!caption.isEmpty())
                html += paragraphs(caption, QStringLiteral("caption"));
        }
    }
    html += tableHtml(s.table);
    if (!s.note.isEmpty())
        html += QStringLiteral("<p class=\"note\">") + s.note + QStringLiteral("</p>");
    return html;
}

HandoutWriter::HandoutWriter(const ViewData &data, const DocumentOptions &options)
{
    const auto result = std::static_pointer_cast<const StepLabTabResult>(data.result);
    m_book = std::make_shared<PdfBook>(options, HandoutSections::title(*result));
    m_book->setFooter(tr("PE Lab — step-through lab handout"));
    QString part;
    for (const HandoutSection &section : HandoutSections::build(result, data.state)) {
        if (section.newPage && !part.isEmpty()) {
            m_book->addPart(part);
            part.clear();
        }
        part += sectionHtml(section, *m_book);
    }
    if (!part.isEmpty())
        m_book->addPart(part);
}

WriteResult HandoutWriter::write(const QString &fileName, const TaskControl *control) const
{
    return m_book->write(fileName, control);
}
