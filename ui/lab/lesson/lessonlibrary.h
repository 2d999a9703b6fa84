#pragma once

#include "lesson/lessonfile.h"

#include <QCoreApplication>
#include <QStringList>

// The lessons PE Lab ships (resources/lessons/*.json, compiled in as :/lessons/NAME.json), and
// how a lesson is named on the command line: a shipped lesson's name or a file.
class LessonLibrary
{
    Q_DECLARE_TR_FUNCTIONS(LessonLibrary)

public:
    // The shipped lessons' names, sorted ("absolute-to-relative", "why-sin-cos").
    static QStringList names();
    // The resource path of a shipped lesson; empty when there is none of that name.
    static QString path(const QString &name);
    // A shipped lesson's name, else an existing file's path; empty when `nameOrFile` is
    // neither.
    static QString resolve(const QString &nameOrFile);
};
