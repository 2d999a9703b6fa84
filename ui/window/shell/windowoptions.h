#pragma once

#include "commandline/commandlinedoc.h"
#include "commandline/commandoptions.h"

#include <QString>

// The options of the window, pelab: declared once, for its parser (app/pelab/main.cpp), its
// manual page and its shell completion (document()).
namespace WindowOptions {

inline const QString kScreenshot = QStringLiteral("screenshot");
inline const QString kZoom = QStringLiteral("zoom");
inline const QString kProjector = QStringLiteral("projector");
inline const QString kTab = QStringLiteral("tab");
inline const QString kOpen = QStringLiteral("open");
inline const QString kView = QStringLiteral("view");

// pelab's own options (the parser adds --help, --help-all and --version itself).
CommandOptions declare();
// The manual page's and the completion's account of pelab: declare() with the help and version
// options, the exit status, the files it keeps and examples.
CommandLineDoc document();

} // namespace WindowOptions
