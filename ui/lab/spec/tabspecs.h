#pragma once

#include <QList>
#include <QString>

class TabSpec;

// Every tab's specification, in the window's order. The window, pelab-cli and session replays
// find a tab here by its key.
namespace TabSpecs {

const QList<const TabSpec *> &all();
const TabSpec *find(const QString &key); // nullptr for a key no tab has

} // namespace TabSpecs
