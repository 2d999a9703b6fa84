#pragma once

#include <QList>
#include <QString>

class TabSpec;

// Every tab's specification, in the window's order. The window, pelab-cli and session replays
// find a tab here by its key.
namespace TabSpecs {

const QList<const TabSpec *> &all();
const TabSpec *find(const QString &key); // nullptr for a key no tab has
// A tab made outside ui/tabs.cmake's list joins all(), after the listed ones, for the rest of
// the program: the test suite's own tab, which shows that what goes over every tab (the Compare
// tab's profiles) follows a new one without an edit. `spec` must outlive the program's use.
void addTab(const TabSpec *spec);

} // namespace TabSpecs
