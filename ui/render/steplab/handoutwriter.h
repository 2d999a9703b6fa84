#pragma once

#include "export/atomicwriter.h"
#include "export/documentoptions.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

struct HandoutSection;
class PdfBook;
class TaskControl;
struct ViewData;

// The step-through lab's handout as a vector PDF: HandoutSections laid out by PdfBook, each
// step's figure drawn by Figures::create in the paper-page style. The window's File → Export
// Handout… and `pelab-cli steplab --handout` both write through here: construct it on the GUI
// thread (figures are widgets) with the document's language installed (the texts are made
// then); write() may run on any thread.
class HandoutWriter
{
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)

public:
    // `data`: a ViewData of the Step-through lab (its result and state).
    HandoutWriter(const ViewData &data, const DocumentOptions &options);

    WriteResult write(const QString &fileName, const TaskControl *control = nullptr) const;
    const PdfBook &book() const { return *m_book; }

private:
    static QString sectionHtml(const HandoutSection &section, PdfBook &book);

    std::shared_ptr<PdfBook> m_book;
};
