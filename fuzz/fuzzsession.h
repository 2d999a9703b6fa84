#pragma once

// The body of the fuzz_session target, shared with tests/fuzz/tst_fuzzcorpus.cpp: arbitrary
// bytes given to the session-file reader (ui/session/sessionfile.h) are refused with a message
// or accepted; an accepted session writes every export inside the output folder, under its own
// name, and saved again it reads back the same. A broken invariant throws fuzz::Violation.
#include "fuzzcheck.h"
#include "session/sessionfile.h"

#include <QByteArray>
#include <QDir>
#include <QString>
#include <QStringList>

#include <string>

namespace pelab::fuzz {

namespace detail {

inline std::string utf8(const QString &text)
{
    return text.toStdString();
}

// `pelab-cli session --outdir DIR` writes `file` to SessionFile::outputPath(DIR, file): that
// path, cleaned, must be DIR/file.
inline void checkInsideOutdir(const QString &outdir, const QString &file)
{
    const QString path = SessionFile::outputPath(QDir(outdir), file);
    const QString root = QDir::cleanPath(outdir);
    const QString clean = QDir::cleanPath(path);
    require(clean.startsWith(root + QLatin1Char('/')) && clean.mid(root.size() + 1) == file &&
                !file.contains(QLatin1Char('/')) && file != QLatin1String(".") &&
                file != QLatin1String(".."),
            "export file \"" + utf8(file) + "\" is written to \"" + utf8(path) +
                "\", not inside the output folder \"" + utf8(outdir) + "\"");
}

} // namespace detail

// fuzz_session. `name` is unused (the reader's messages do not name the file; load() adds it).
inline Outcome fuzzSession(const char *data, std::size_t size, const std::string &)
{
    Outcome outcome;
    SessionFile session;
    QString error;
    QStringList warnings;
    if (!SessionFile::fromJson(QByteArray(data, qsizetype(size)), &session, &error, &warnings)) {
        require(!error.trimmed().isEmpty(), "a session is refused without a message");
        ++outcome.refused;
        return outcome;
    }
    ++outcome.loaded;
    for (const QString &warning : std::as_const(warnings))
        require(!warning.trimmed().isEmpty(), "an accepted session gives an empty warning");
    // An absolute folder, and a relative one written with a trailing slash.
    for (const QString &outdir :
         {QStringLiteral("/tmp/pelab-fuzz-out"), QStringLiteral("figures/")}) {
        for (const SessionExport &entry : std::as_const(session.exports))
            detail::checkInsideOutdir(outdir, entry.file);
    }

    // Saved again (as the window saves it), the session reads back the same, with no warnings.
    SessionFile again;
    QString againError;
    QStringList againWarnings;
    require(SessionFile::fromJson(session.toJson(), &again, &againError, &againWarnings),
            "a saved session is refused: " + detail::utf8(againError));
    require(againWarnings.isEmpty(), "a saved session gives warnings: " +
                                         detail::utf8(againWarnings.join(QLatin1String("; "))));
    require(again.currentTab == session.currentTab, "the current tab changes when saved");
    require(again.tabs == session.tabs, "the tabs' parameters change when saved");
    require(again.exports == session.exports, "the exports change when saved");
    return outcome;
}

} // namespace pelab::fuzz
