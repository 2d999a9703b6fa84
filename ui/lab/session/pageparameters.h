#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <cstdint>

// Reads a tab's parameters from a session or the settings (Page::setParameters): every getter
// returns the value stored under `key` when it is valid, otherwise the default, and appends one
// line to `warnings` for a bad value; finish() appends one line per key nobody asked for.
class PageParameters
{
    Q_DECLARE_TR_FUNCTIONS(PageParameters)

public:
    PageParameters(const QJsonObject &object, const QString &tab, QStringList *warnings);

    std::int64_t integer(const QString &key, std::int64_t fallback, std::int64_t min,
                         std::int64_t max);
    double real(const QString &key, double fallback, double min, double max);
    bool flag(const QString &key, bool fallback);
    // One of `allowed` (compared case-insensitively; the allowed spelling is returned).
    QString choice(const QString &key, const QString &fallback, const QStringList &allowed);
    QString text(const QString &key, const QString &fallback);
    // Warns about the keys that no getter read.
    void finish();

private:
    void warn(const QString &key, const QString &expected);

    QJsonObject m_object;
    QString m_tab;
    QStringList *m_warnings = nullptr;
    QSet<QString> m_read;
};
