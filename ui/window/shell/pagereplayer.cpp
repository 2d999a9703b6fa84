#include "pagereplayer.h"

#include "shell/exportcontroller.h"
#include "shell/page.h"
#include "shell/pagefactory.h"

#include <QEventLoop>
#include <QTimer>

#include <memory>

void PageReplayer::waitUntilSettled(const Page &page)
{
    // A finished task may hand its result to the next one through a queued call: the page is
    // settled once it has stayed idle for a few consecutive polls.
    constexpr int kQuietPolls = 3;
    int quiet = 0;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        quiet = page.isComputing() ? 0 : quiet + 1;
        if (quiet >= kQuietPolls)
            loop.quit();
    });
    poll.start();
    loop.exec();
}

void PageReplayer::replay(const SessionExport &entry, const QString &outputFile,
                          QStringList *remarks)
{
    const std::unique_ptr<Page> page(PageFactory::create(entry.tab));
    if (!page)
        throw Failure{tr("this PE Lab has no tab \"%1\"").arg(entry.tab), false};
    // The page lays itself out as in the window, without appearing on any screen.
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->resize(1280, 800);
    page->show();
    if (!page->setSessionView(entry.view))
        throw Failure{
            tr("the %1 tab has no view \"%2\" (it has: %3)")
                .arg(entry.tab, entry.view, page->sessionViews().join(QStringLiteral(", "))),
            false};
    QStringList warnings;
    page->setParameters(entry.parameters, &warnings);
    if (remarks) {
        for (const QString &warning : std::as_const(warnings))
            remarks->append(tr("%1: %2").arg(entry.file, warning));
    }
    waitUntilSettled(*page);
    if (!page->errorText().isEmpty())
        throw Failure{page->errorText(), false};

    ExportController controller(nullptr);
    controller.setPage(page.get());
    const bool figure = ExportFormats::isFigure(entry.format);
    // A view without a figure is the session's problem (exit 2); anything else a failed write.
    const bool noFigure = figure && !page->exportFigure();
    const WriteResult result = figure
                                   ? controller.writeFigure(outputFile, entry.format, entry.figure)
                                   : controller.writeData(outputFile, entry.format);
    if (!result.ok())
        throw Failure{result.error, !noFigure};
}
