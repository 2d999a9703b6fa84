#include "figures/screenscale.h"
#include "session/language.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/sessioncontroller.h"
#include "shell/windowoptions.h"
#include "shell/zoomcontroller.h"
#include "text/textfonts.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTimer>

#include <cstdio>
#include <cstring>

// `pelab --screenshot FILE.png` shows the window, waits for every tab's first result, saves
// a picture of the window as the app draws it, and exits (used for the README's screenshot).
int main(int argc, char *argv[])
{
    // --version answers without a display (QApplication needs one).
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("pelab %s\n", PELAB_VERSION);
            return 0;
        }
    }
    QApplication app(argc, argv);
    // Before any widget: the fonts every text is drawn with (Japanese, unshaped).
    TextFonts::install();
    QApplication::setApplicationName(QStringLiteral("PE Lab"));
    QApplication::setOrganizationName(QStringLiteral("PE Lab"));
    QApplication::setApplicationVersion(QStringLiteral(PELAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.pelab.PELab"));
    // The language follows the system locale unless View → Language chose one.
    Language::install(app, Language::chosen());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "PE Lab: a laboratory for Transformer position encodings"));
    parser.addHelpOption();
    parser.addVersionOption();
    WindowOptions::declare().addTo(parser);
    parser.process(app);

    int percent = ZoomController::savedZoom();
    if (parser.isSet(WindowOptions::kZoom)) {
        bool ok = false;
        percent = parser.value(WindowOptions::kZoom).toInt(&ok);
        if (!ok || percent < ScreenScale::kMinPercent || percent > ScreenScale::kMaxPercent) {
            std::fprintf(stderr,
                         "pelab: --zoom must be a whole percentage from %d to %d, not '%s'\n",
                         ScreenScale::kMinPercent, ScreenScale::kMaxPercent,
                         qPrintable(parser.value(WindowOptions::kZoom)));
            return 2;
        }
    }

    ZoomController::setProjector(parser.isSet(WindowOptions::kProjector) ||
                                 ZoomController::savedProjector());

    // On the heap: View → Language replaces the window by one built in the new language.
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (parser.isSet(WindowOptions::kTab) && !window->showTab(parser.value(WindowOptions::kTab))) {
        QStringList names;
        for (const Page *page : window->pages())
            names << page->sessionKey();
        std::fprintf(stderr, "pelab: --tab must be one of %s, not '%s'\n",
                     qPrintable(names.join(QStringLiteral(", "))),
                     qPrintable(parser.value(WindowOptions::kTab)));
        delete window;
        return 2;
    }
    if (parser.isSet(WindowOptions::kOpen)) {
        QString error;
        QStringList warnings;
        if (!window->sessions()->openSession(parser.value(WindowOptions::kOpen), &error,
                                             &warnings)) {
            std::fprintf(stderr, "pelab: %s\n", qPrintable(error));
            delete window;
            return 2;
        }
        for (const QString &warning : warnings)
            std::fprintf(stderr, "pelab: %s: %s\n", qPrintable(parser.value(WindowOptions::kOpen)),
                         qPrintable(warning));
    }
    if (parser.isSet(WindowOptions::kView) &&
        !window->currentPage()->setSessionView(parser.value(WindowOptions::kView))) {
        std::fprintf(stderr, "pelab: the tab %s has no view '%s'\n",
                     qPrintable(window->currentPage()->sessionKey()),
                     qPrintable(parser.value(WindowOptions::kView)));
        delete window;
        return 2;
    }
    window->show();
    // Built and shown at 100 %, then zoomed once the event loop runs and every widget has
    // its style and font: the pages' pixel sizes are those of 100 %.
    if (percent != 100 || parser.isSet(WindowOptions::kZoom))
        QTimer::singleShot(0, window, [percent] { ZoomController::setZoom(percent); });
    if (parser.isSet(WindowOptions::kScreenshot)) {
        const QString path =
            QDir::current().absoluteFilePath(parser.value(WindowOptions::kScreenshot));
        auto *poll = new QTimer(window);
        poll->setInterval(200);
        QObject::connect(poll, &QTimer::timeout, window, [window, poll, path] {
            for (Page *page : window->pages()) {
                if (!page->exportTable().isValid())
                    return;
            }
            poll->stop();
            // Let the queued replots of the plots run before the picture is taken.
            QTimer::singleShot(1000, window, [window, path] {
                const bool ok = window->grab().save(path);
                std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "wrote" : "cannot write",
                             qPrintable(path));
                QApplication::exit(ok ? 0 : 1);
            });
        });
        poll->start();
    }
    const int code = app.exec();
    // The window still open when the application quits (by --screenshot) is deleted here.
    QList<MainWindow *> windows;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *open = qobject_cast<MainWindow *>(widget))
            windows.append(open);
    }
    qDeleteAll(windows);
    return code;
}
