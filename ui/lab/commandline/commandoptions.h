#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>

class QCommandLineParser;

// The options and arguments of one command line as declared: the one list the parser, the man
// page and the shell completion are made from (ManPage, BashCompletion). Each option keeps
// what its value is, so that the completion offers a choice's values and file names where a
// file is expected.
class CommandOptions
{
public:
    enum class Value
    {
        None,      // a flag
        Text,      // anything: a number, a name the program looks up, a text
        File,      // a file's path
        Directory, // a directory's path
        Choice     // one of `choices`
    };
    struct Option
    {
        QCommandLineOption option;
        Value value = Value::None;
        QStringList choices; // Value::Choice (and a File that may also be one of these names)
    };
    struct Argument
    {
        QString name;        // "FILE"
        QString description; // the help's line
        QString syntax;      // "[FILE]"
        Value value = Value::File;
        QStringList choices; // names it may also be (the shipped lessons)
    };

    // A flag, or an option whose value the value name says: FILE, FILE.pdf… a file, DIR a
    // directory, anything else text.
    void add(const QCommandLineOption &option);
    void add(std::initializer_list<QCommandLineOption> options);
    // An option whose value is `value` (Value::File for a value name that does not say so).
    void add(const QCommandLineOption &option, Value value);
    // An option whose value is one of `choices`.
    void addChoice(const QCommandLineOption &option, const QStringList &choices);
    void addArgument(const Argument &argument);

    const QList<Option> &options() const { return m_options; }
    const QList<Argument> &arguments() const { return m_arguments; }

    void addTo(QCommandLineParser &parser) const;

private:
    QList<Option> m_options;
    QList<Argument> m_arguments;
};
