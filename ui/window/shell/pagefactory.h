#pragma once

#include <QStringList>

class Page;
class QWidget;

// Every tab of PE Lab, in the window's order; the window and `pelab-cli session` create the
// pages here so that a session replays through the same code that drew the window.
class PageFactory
{
public:
    // The session keys of the tabs, in the window's order ("sinusoidal", "steplab", …).
    static QStringList keys();
    // A new page for `key`; nullptr when PE Lab has no such tab.
    static Page *create(const QString &key, QWidget *parent = nullptr);
};
