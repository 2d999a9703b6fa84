#pragma once

#include "export/atomicwriter.h"
#include "export/documentoptions.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

class PdfBook;
class TaskControl;
class WorksheetClass;
struct WorksheetEntry;

// The step-through worksheets of a class (WorksheetClass) as a PDF, one page per student with
// its number, parameters and blanks, and the answer key as JSON, CSV or PDF, by the key file's
// extension; the PDF key is laid out to grade from, one block per student with each answer on
// the line of its label. The window's File → Export Worksheets… and `pelab-cli steplab --worksheet`
// both write through here: construct it with the document's language installed (every text is made
// then), and write() on any thread.
class WorksheetWriter
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetWriter)

public:
    // `keyFileName` empty: no key.
    WorksheetWriter(const WorksheetClass &worksheets, const QString &fileName,
                    const QString &keyFileName, const DocumentOptions &options);

    // The worksheets, then the key; `control` (optional) receives the progress of the
    // worksheets and may cancel them. Stops at the first failure, each file written whole or
    // not at all. The worksheets' result, or the key's failure.
    WriteResult write(const TaskControl *control = nullptr) const;

    const PdfBook &worksheets() const { return *m_sheets; }

    static PdfBook worksheetBook(const WorksheetClass &worksheets, const DocumentOptions &options);
    static PdfBook keyBook(const WorksheetClass &worksheets, const DocumentOptions &options);

private:
    static QString pageHtml(const WorksheetEntry &entry);
    static QString keyBlockHtml(const WorksheetEntry &entry);

    QString m_fileName;
    QString m_keyFileName;
    std::shared_ptr<const PdfBook> m_sheets;
    std::shared_ptr<const PdfBook> m_keyBook; // a PDF key
    QByteArray m_keyBytes;                    // a JSON or CSV key
};
