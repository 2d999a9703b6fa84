#pragma once

#include "commandline/commandoptions.h"

#include <QList>
#include <QPair>
#include <QString>

// What a program's manual page and shell completion say about its command line, assembled from
// the program's own declarations (CliApplication::document() for pelab-cli,
// WindowOptions::document() for pelab) and written by ManPage and BashCompletion.
// Texts are plain: a single line break inside a paragraph is a space, a blank line ends the
// paragraph, and a line that starts with two spaces is a literal line (a command to type).
struct CommandLineDoc
{
    // Options documented once and taken by several commands (pelab-cli's output options).
    struct Group
    {
        QString heading; // the manual's section: "OUTPUT OPTIONS"
        QString text;    // a paragraph before the options
        CommandOptions options;
    };
    struct Command
    {
        QString name;     // "rope"
        QString summary;  // one line
        QString synopsis; // what follows the name: "[options]"
        QString description;
        QString examples;                     // literal lines
        QList<QPair<QString, QString>> views; // name, what it shows
        CommandOptions options;
        QList<int> groups; // the indexes of the groups it also takes
    };

    QString program;      // "pelab-cli"
    QString version;      // "0.1.0"
    QString title;        // the NAME line after the dash
    QStringList synopses; // one usage line each, after the program's name
    QString description;
    CommandOptions options; // the program's own (before or without a command)
    QList<Group> groups;
    QList<Command> commands;
    QList<QPair<QString, QString>> exitStatus;  // code, meaning
    QList<QPair<QString, QString>> environment; // variable, what it does
    QString examples;
    QStringList seeAlso;                // "pelab(1)"
    bool singleDashLongOptions = false; // -positions is --positions (pelab-cli's parser)
};
