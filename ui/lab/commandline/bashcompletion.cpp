#include "bashcompletion.h"

#include "commandline/commandlinedoc.h"

#include <QStringList>

namespace {

QStringList spelled(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    return names;
}

// The words offered for an option: its long names, or its short one when it has no other (the
// way --help lists it).
QStringList offered(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : spelled(option)) {
        if (name.startsWith(QStringLiteral("--")))
            names << name;
    }
    return names.isEmpty() ? spelled(option) : names;
}

// A word list for compgen -W: the ids are plain words (no quotes or spaces to escape).
QString words(const QStringList &list)
{
    return QLatin1Char('"') + list.join(QLatin1Char(' ')) + QLatin1Char('"');
}

// The completion of one command line's options and arguments (after the command, if any),
// indented `indent`: what follows an option that takes a value, then the options, then the
// arguments.
QString completeOptions(const QString &function, const QList<const CommandOptions *> &lists,
                        const QString &indent)
{
    QStringList all;
    QStringList text;
    QStringList files;
    QStringList directories;
    QStringList choiceCases;
    for (const CommandOptions *list : lists) {
        for (const CommandOptions::Option &option : list->options()) {
            all << offered(option.option);
            // A one-letter option is also given with two dashes (--q FILE).
            QStringList names = spelled(option.option);
            for (const QString &name : option.option.names()) {
                if (name.size() == 1)
                    names << QStringLiteral("--") + name;
            }
            const QString pattern = names.join(QLatin1Char('|'));
            switch (option.value) {
            case CommandOptions::Value::None:
                break;
            case CommandOptions::Value::Text:
                text << pattern;
                break;
            case CommandOptions::Value::File:
                files << pattern;
                break;
            case CommandOptions::Value::Directory:
                directories << pattern;
                break;
            case CommandOptions::Value::Choice:
                choiceCases << QStringLiteral("%1) %2_words %3; return ;;")
                                   .arg(pattern, function, words(option.choices));
                break;
            }
        }
    }
    const QString inner = indent + QStringLiteral("    ");
    QString out = indent + QStringLiteral("case $prev in\n");
    for (const QString &line : choiceCases)
        out += inner + line + QLatin1Char('\n');
    if (!files.isEmpty())
        out += inner + files.join(QLatin1Char('|')) +
               QStringLiteral(") %1_files; return ;;\n").arg(function);
    if (!directories.isEmpty())
        out += inner + directories.join(QLatin1Char('|')) +
               QStringLiteral(") %1_directories; return ;;\n").arg(function);
    if (!text.isEmpty())
        out +=
            inner + text.join(QLatin1Char('|')) + QStringLiteral(") return ;; # a value to type\n");
    out += indent + QStringLiteral("esac\n");

    // The arguments: their names, and files where a file is expected.
    QStringList argumentChoices;
    bool argumentFiles = false;
    for (const CommandOptions *list : lists) {
        for (const CommandOptions::Argument &argument : list->arguments()) {
            argumentChoices << argument.choices;
            argumentFiles = argumentFiles || argument.value == CommandOptions::Value::File;
        }
    }
    if (argumentChoices.isEmpty() && !argumentFiles) {
        out += indent + QStringLiteral("%1_words %2\n").arg(function, words(all));
        return out;
    }
    out += indent + QStringLiteral("if [[ $cur == -* ]]; then\n") + inner +
           QStringLiteral("%1_words %2\n").arg(function, words(all)) + indent +
           QStringLiteral("else\n");
    if (argumentFiles)
        out += inner + QStringLiteral("%1_files\n").arg(function);
    if (!argumentChoices.isEmpty())
        out += inner + QStringLiteral("%1_words %2\n").arg(function, words(argumentChoices));
    out += indent + QStringLiteral("fi\n");
    return out;
}

} // namespace

QString BashCompletion::functionName(const QString &program)
{
    return QLatin1Char('_') + QString(program).replace(QLatin1Char('-'), QLatin1Char('_'));
}

QString BashCompletion::write(const CommandLineDoc &doc)
{
    const QString f = functionName(doc.program);
    QString out =
        QStringLiteral(
            "# bash completion for %1 (PE Lab %2), generated from its option declarations.\n"
            "\n"
            "# Each helper adds to COMPREPLY, one entry a line (never split or globbed again).\n"
            "# The words of $1 that start with the word being completed:\n"
            "%3_words()\n"
            "{\n"
            "    mapfile -t -O ${#COMPREPLY[@]} COMPREPLY < <(IFS=' ' compgen -W \"$1\" -- "
            "\"$cur\")\n"
            "}\n"
            "\n"
            "# What was typed, unquoted: my\\ file, 'my file or \"my file.\n"
            "%3_unquoted()\n"
            "{\n"
            "    case $cur in\n"
            "    \\'*) path=${cur#\\'} ;;\n"
            "    \\\"*) path=${cur#\\\"} ;;\n"
            "    *) path=${cur//\\\\/} ;;\n"
            "    esac\n"
            "}\n"
            "\n"
            "%3_files()\n"
            "{\n"
            "    local path\n"
            "    %3_unquoted\n"
            "    compopt -o filenames 2>/dev/null\n"
            "    mapfile -t -O ${#COMPREPLY[@]} COMPREPLY < <(compgen -f -- \"$path\")\n"
            "}\n"
            "\n"
            "%3_directories()\n"
            "{\n"
            "    local path\n"
            "    %3_unquoted\n"
            "    compopt -o filenames 2>/dev/null\n"
            "    mapfile -t -O ${#COMPREPLY[@]} COMPREPLY < <(compgen -d -- \"$path\")\n"
            "}\n"
            "\n"
            "%3()\n"
            "{\n"
            "    COMPREPLY=()\n"
            "    # bash splits --option=value at '=' into three words: the argument being "
            "completed\n"
            "    # starts at word i, and is an option's value when it starts with --option=.\n"
            "    local i=$COMP_CWORD j word= cur prev=\n"
            "    while ((i > 1)) && [[ ${COMP_WORDS[i]} == = || ${COMP_WORDS[i - 1]} == = ]]; do\n"
            "        ((i--))\n"
            "    done\n"
            "    for ((j = i; j <= COMP_CWORD; j++)); do word+=${COMP_WORDS[j]}; done\n"
            "    if ((i < COMP_CWORD)) && [[ $word == -*=* ]]; then\n"
            "        prev=${word%%=*}\n"
            "        cur=${word#*=}\n"
            "    else\n"
            "        ((i > 0)) && prev=${COMP_WORDS[i - 1]}\n"
            "        cur=$word\n"
            "    fi\n")
            .arg(doc.program, doc.version, f);
    if (doc.singleDashLongOptions)
        out += QStringLiteral("    # One dash works as two: -positions is --positions.\n"
                              "    [[ $prev == -[!-]?* ]] && prev=-$prev\n"
                              "    [[ $cur == -[!-]?* ]] && cur=-$cur\n");
    if (doc.commands.isEmpty()) {
        out += completeOptions(f, {&doc.options}, QStringLiteral("    "));
    } else {
        QStringList first;
        for (const CommandLineDoc::Command &command : doc.commands)
            first << command.name;
        for (const CommandOptions::Option &option : doc.options.options())
            first << offered(option.option);
        out += QStringLiteral("    if ((COMP_CWORD == 1)); then\n"
                              "        %1_words %2\n"
                              "        return\n"
                              "    fi\n"
                              "    case ${COMP_WORDS[1]} in\n")
                   .arg(f, words(first));
        for (const CommandLineDoc::Command &command : doc.commands) {
            QList<const CommandOptions *> lists{&command.options};
            for (int group : command.groups)
                lists << &doc.groups.at(group).options;
            out += QStringLiteral("    %1)\n").arg(command.name) +
                   completeOptions(f, lists, QStringLiteral("        ")) +
                   QStringLiteral("        ;;\n");
        }
        out += QStringLiteral("    esac\n");
    }
    out += QStringLiteral("}\ncomplete -F %1 %2\n").arg(f, doc.program);
    return out;
}
