#pragma once

#include "spec/tabstate.h"

#include <QMap>
#include <QString>

class TabSpec;

// The parameters the Compare tab computes each profile with: every tab's defaults, changed by
// the settings text "rope.base=500000; alibi.heads=16" (entries tab.key=value, separated by
// semicolons or new lines; a value as its tab's own option takes it). The window writes it from
// the other tabs' current parameters while it follows them; pelab-cli takes it as --settings and
// a session records it, so the same text gives the same curves everywhere.
namespace CompareSettings {

// The state of every tab the text names, each the tab's defaults with the entries set. An
// unknown tab or key, or a value its parameter refuses, is named in `error` ("settings:
// rope.base must be a number greater than 1 (got 1)") and gives an empty map.
QMap<QString, TabState> parse(const QString &text, QString *error = nullptr);
// The state of `tab` from parsed settings: its entry, or its defaults.
TabState stateOf(const QMap<QString, TabState> &states, const TabSpec &tab);
// The entries of `state` that differ from its tab's defaults (the parameters that only change
// a drawing aside), in the tab's order: "rope.base=500000; rope.scaling=yarn".
QString entriesOf(const TabSpec &tab, const TabState &state);
// What the parse problem of `text` is; empty when it reads.
QString problem(const QString &text);

} // namespace CompareSettings
