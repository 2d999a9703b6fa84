// pelab-docs OUTDIR: writes the manual pages and bash completions of pelab and pelab-cli from
// their option declarations (WindowOptions, CliDocument), at build time:
//   OUTDIR/man/man1/pelab.1, OUTDIR/man/man1/pelab-cli.1,
//   OUTDIR/bash-completion/completions/pelab, OUTDIR/bash-completion/completions/pelab-cli
#include "cliapplication.h"
#include "clidocument.h"
#include "commandline/bashcompletion.h"
#include "commandline/manpage.h"
#include "shell/windowoptions.h"

#include <QDir>
#include <QSaveFile>

#include <cstdio>

namespace {

bool write(const QString &path, const QString &text)
{
    QSaveFile file(path);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !file.open(QIODevice::WriteOnly) ||
        file.write(text.toUtf8()) < 0 || !file.commit()) {
        std::fprintf(stderr, "pelab-docs: cannot write %s: %s\n", qPrintable(path),
                     qPrintable(file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: pelab-docs OUTDIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    CliApplication cli;
    cli.addAllCommands();
    const CommandLineDoc docs[] = {WindowOptions::document(), CliDocument::make(cli)};
    for (const CommandLineDoc &doc : docs) {
        if (!write(out + QStringLiteral("/man/man1/") + doc.program + QStringLiteral(".1"),
                   ManPage::write(doc)) ||
            !write(out + QStringLiteral("/bash-completion/completions/") + doc.program,
                   BashCompletion::write(doc)))
            return 1;
    }
    return 0;
}
