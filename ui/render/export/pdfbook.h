#pragma once

#include "export/atomicwriter.h"
#include "export/documentoptions.h"
#include "export/figurestyle.h"

#include <QCoreApplication>
#include <QList>
#include <QPageSize>
#include <QPicture>
#include <QSizeF>
#include <QString>
#include <QStringList>

class FigureSource;
class TaskControl;

// A printed document of several parts, each starting on a new page: rich text (Qt's HTML
// subset) laid out by QTextDocument, which breaks it between lines and table rows (a table's
// <thead> is repeated), and figures drawn as vectors where the text names them. Every page gets
// a footer with its number; the text stays text and its fonts are embedded. Used by the
// step-through handout, the worksheets and their printed answer key.
//
// Figures are widgets: add them on the GUI thread (they are recorded at once); write() may then
// run on any thread.
class PdfBook
{
    Q_DECLARE_TR_FUNCTIONS(PdfBook)

public:
    PdfBook(const DocumentOptions &options, const QString &title);

    // The left part of every page's footer (the right part is "page / pages").
    void setFooter(const QString &text) { m_footer = text; }
    // Starts a part on a new page; its HTML follows. A figure is an <img> whose src is
    // figureSource() of the number addFigure() returned, with its width and height.
    void addPart(const QString &html);
    // Records the figure at `inches` in `style` and returns the HTML that shows it.
    QString addFigure(const FigureSource &figure, const QSizeF &inches, const FigureStyle &style);
    int partCount() const { return int(m_parts.size()); }

    // Lays out every part and writes the PDF atomically (QSaveFile). `control`, when given,
    // receives the fraction of parts drawn; a cancel stops the write, leaving any old file.
    WriteResult write(const QString &fileName, const TaskControl *control = nullptr) const;
    // The pages the parts take (a layout without writing), for tests and measurements.
    int pageCount() const;

    // The text's font families: Japanese first for Japanese (TextFonts), else the application's.
    static QStringList fontFamilies(const QString &language);
    static QPageSize pageSize(DocumentOptions::Paper paper);
    // The width of the text between the margins, in inches, for figures.
    double textWidthInches() const;

private:
    DocumentOptions m_options;
    QString m_title;
    QString m_footer;
    QStringList m_parts;
    QList<QPicture> m_figures;
};
