#pragma once

#include "export/exportformat.h"
#include "export/figureoptions.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

class QDir;

// One export the user made, to be regenerated from a session: the tab and its view, the tab's
// parameters at the time, the format and file name (no directory), and the figure size.
struct SessionExport
{
    QString tab;  // Page::sessionKey()
    QString view; // Page::sessionView(), e.g. "heatmap"
    QJsonObject parameters;
    ExportFormat format = ExportFormat::Csv;
    QString file; // a bare file name
    FigureOptions figure;

    bool operator==(const SessionExport &other) const;
};

// A session file (JSON): {"format": "pelab-session", "version": 1, "currentTab": KEY,
// "tabs": {KEY: parameters, …}, "exports": [{"tab", "view", "parameters", "format", "file",
// "width", "height", "dpi"}, …]}. fromJson() checks everything before returning anything: a
// malformed file gives an error and no session; unknown fields give warnings.
class SessionFile
{
    Q_DECLARE_TR_FUNCTIONS(SessionFile)

public:
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileSize = qint64(16) << 20;

    QMap<QString, QJsonObject> tabs;
    QString currentTab;
    QList<SessionExport> exports;

    QByteArray toJson() const;
    // False with `error` set (and `session` untouched) on a malformed file.
    static bool fromJson(const QByteArray &json, SessionFile *session, QString *error,
                         QStringList *warnings);
    // Reads a file (at most kMaxFileSize bytes); false with `error` naming the file on failure.
    static bool load(const QString &fileName, SessionFile *session, QString *error,
                     QStringList *warnings);
    // Written atomically.
    bool save(const QString &fileName, QString *error) const;
    // Where an export's bare file name is written in `outdir` (pelab-cli session --outdir).
    static QString outputPath(const QDir &outdir, const QString &file);
};
