#include "windowoptions.h"

#include "figures/screenscale.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"

#include <QCoreApplication>

CommandOptions WindowOptions::declare()
{
    QStringList tabs;
    QStringList views;
    for (const TabSpec *spec : TabSpecs::all()) {
        tabs << spec->key();
        for (const QString &view : spec->viewNames()) {
            if (!views.contains(view))
                views << view;
        }
    }
    views.sort();
    CommandOptions options;
    options.add(
        {kScreenshot,
         QCoreApplication::translate("main", "Save a picture of the window to FILE and exit."),
         QStringLiteral("FILE")});
    options.add({kZoom,
                 QCoreApplication::translate(
                     "main", "Start at PERCENT zoom, 50 to 300 (View → Zoom; remembered)."),
                 QStringLiteral("PERCENT")});
    static_assert(ScreenScale::kMinPercent == 50 && ScreenScale::kMaxPercent == 300,
                  "--zoom's help names the range");
    options.add(
        {kProjector, QCoreApplication::translate(
                         "main", "Start in projector mode (View → Projector Mode; remembered).")});
    options.addChoice({kTab,
                       QCoreApplication::translate("main", "Open on the tab NAME: %1.")
                           .arg(tabs.join(QStringLiteral(", "))),
                       QStringLiteral("NAME")},
                      tabs);
    // Not "--session": QGuiApplication takes -session for the desktop's session management.
    options.add(
        {kOpen,
         QCoreApplication::translate("main", "Open the session FILE (as File → Open Session…)."),
         QStringLiteral("FILE")});
    options.addChoice({kView,
                       QCoreApplication::translate(
                           "main", "Show the view NAME of the tab (as pelab-cli TAB --view NAME)."),
                       QStringLiteral("NAME")},
                      views);
    return options;
}

CommandLineDoc WindowOptions::document()
{
    CommandLineDoc doc;
    doc.program = QStringLiteral("pelab");
    doc.version = QStringLiteral(PELAB_VERSION);
    doc.title = QStringLiteral("a laboratory for Transformer position encodings");
    doc.synopses = {QStringLiteral("[--tab NAME] [--view NAME] [--open FILE] [--zoom PERCENT] "
                                   "[--projector] [--screenshot FILE]"),
                    QStringLiteral("--help | --version")};
    doc.description = QStringLiteral(
        "PE Lab is a desktop laboratory for the position encodings of Transformer models. Each "
        "tab computes one encoding from its parameters and shows its views, with verdicts on "
        "its properties: the fixed sinusoidal table (sinusoidal), a step-through classroom lab "
        "(steplab), ALiBi's slopes and biases (alibi), RoPE's relative invariance, scalings, "
        "multimodal sections and layer schedules (rope), learned tables read from .npy, CSV or "
        "safetensors files (learned), Shaw et al.'s relative scores (shaw), T5 and DeBERTa "
        "bucketed biases (buckets), and every encoding against the distance on one chart "
        "(compare).\n\n"
        "Every view exports its table (CSV, .npy, safetensors) and its figure (PNG, SVG, PDF); "
        "a session file keeps the tabs' parameters and exports, and pelab-cli(1) writes the "
        "same files from the command line. The window speaks English or Japanese (View → "
        "Language; by default the system's language).");
    doc.options = declare();
    doc.options.add({{QStringLiteral("h"), QStringLiteral("help")},
                     QStringLiteral("Show the options and exit.")});
    doc.options.add({QStringLiteral("help-all"),
                     QStringLiteral("Show the options, Qt's own among them, and exit.")});
    doc.options.add({{QStringLiteral("v"), QStringLiteral("version")},
                     QStringLiteral("Show the version and exit (no display needed).")});
    doc.exitStatus = {
        {QStringLiteral("0"), QStringLiteral("The window was closed, or --screenshot wrote its "
                                             "picture.")},
        {QStringLiteral("1"), QStringLiteral("An unknown option or one without its value, or "
                                             "--screenshot could not write its picture.")},
        {QStringLiteral("2"), QStringLiteral("A bad value: --zoom out of range, an unknown tab "
                                             "or view, a session file that cannot be read.")},
    };
    doc.environment = {
        {QStringLiteral("LANG, LC_ALL"),
         QStringLiteral("The language of the window until View → Language chooses one: "
                        "Japanese for a Japanese locale, English otherwise.")},
        {QStringLiteral("XDG_CONFIG_HOME"),
         QStringLiteral("Where the settings are kept (the zoom, projector mode, language, "
                        "recent files): $XDG_CONFIG_HOME/PE Lab/PE Lab.conf, by default under "
                        "~/.config.")},
    };
    doc.examples =
        QStringLiteral("Open the RoPE tab on a session saved before:\n"
                       "  pelab --tab rope --open lesson-rope.json\n\n"
                       "A classroom projector, then a picture of the window for a handout:\n"
                       "  pelab --projector\n"
                       "  pelab --tab alibi --view heatmap --screenshot alibi.png\n");
    doc.seeAlso = {QStringLiteral("pelab-cli(1)")};
    return doc;
}
