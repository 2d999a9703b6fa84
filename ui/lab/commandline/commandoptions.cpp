#include "commandoptions.h"

#include <QCommandLineParser>

void CommandOptions::add(const QCommandLineOption &option)
{
    const QString name = option.valueName();
    Value value = Value::Text;
    if (name.isEmpty())
        value = Value::None;
    else if (name.startsWith(QStringLiteral("FILE")))
        value = Value::File;
    else if (name == QStringLiteral("DIR"))
        value = Value::Directory;
    add(option, value);
}

void CommandOptions::add(std::initializer_list<QCommandLineOption> options)
{
    for (const QCommandLineOption &option : options)
        add(option);
}

void CommandOptions::add(const QCommandLineOption &option, Value value)
{
    m_options.append({option, value, {}});
}

void CommandOptions::addChoice(const QCommandLineOption &option, const QStringList &choices)
{
    m_options.append({option, Value::Choice, choices});
}

void CommandOptions::addArgument(const Argument &argument)
{
    m_arguments.append(argument);
}

void CommandOptions::addTo(QCommandLineParser &parser) const
{
    for (const Option &option : m_options)
        parser.addOption(option.option);
    for (const Argument &argument : m_arguments)
        parser.addPositionalArgument(argument.name, argument.description, argument.syntax);
}
