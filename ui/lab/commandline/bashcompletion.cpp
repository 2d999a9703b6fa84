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
            const QStringList names = spelled(option.option);
            for (const QString &name : names) {
                if (name.startsWith(QStringLiteral("--")))
                    all << name;
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
        out += inner + QStringLiteral("%1_words %2 keep\n").arg(function, words(argumentChoices));
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
            "# The words of $1 that start with the word being completed (the second argument\n"
            "# \"keep\" adds them to what is already offered).\n"
            "%3_words()\n"
            "{\n"
            "    local IFS=$'\\n' found\n"
            "    found=($(IFS=' ' compgen -W \"$1\" -- \"$cur\"))\n"
            "    if [[ ${2-} == keep ]]; then COMPREPLY+=(\"${found[@]}\"); else "
            "COMPREPLY=(\"${found[@]}\"); fi\n"
            "}\n"
            "\n"
            "%3_files()\n"
            "{\n"
            "    local IFS=$'\\n'\n"
            "    compopt -o filenames 2>/dev/null\n"
            "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
            "}\n"
            "\n"
            "%3_directories()\n"
            "{\n"
            "    local IFS=$'\\n'\n"
            "    compopt -o filenames 2>/dev/null\n"
            "    COMPREPLY=($(compgen -d -- \"$cur\"))\n"
            "}\n"
            "\n"
            "%3()\n"
            "{\n"
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=\n"
            "    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
            "    # --option=value: bash splits the word at '='.\n"
            "    if [[ $cur == = ]]; then\n"
            "        cur=\n"
            "    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
            "        prev=${COMP_WORDS[COMP_CWORD - 2]}\n"
            "    fi\n"
            "    COMPREPLY=()\n")
            .arg(doc.program, doc.version, f);
    if (doc.commands.isEmpty()) {
        out += completeOptions(f, {&doc.options}, QStringLiteral("    "));
    } else {
        QStringList first;
        for (const CommandLineDoc::Command &command : doc.commands)
            first << command.name;
        for (const CommandOptions::Option &option : doc.options.options())
            first << spelled(option.option).constLast();
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
