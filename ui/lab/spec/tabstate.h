#pragma once

#include "spec/parameterkey.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstdint>

class TabSpec;

// The values of every parameter of one tab, in its specification's order: what the window's
// controls say, what a session records and what pelab-cli parses. Every value has its
// parameter's type and range (Text values are checked by TabSpec::problem()).
class TabState
{
public:
    TabState() = default;
    explicit TabState(const TabSpec &spec); // every parameter at its default

    const TabSpec *spec() const { return m_spec; }
    bool isNull() const { return m_spec == nullptr; }

    QVariant value(const QString &key) const;
    std::int64_t integer(const QString &key) const;
    double real(const QString &key) const;
    QString text(const QString &key) const; // a Choice's id or a Text
    bool flag(const QString &key) const;
    bool isSet(const QString &key) const; // false for an optional value left automatic
    // The same through a specification's key constants.
    QVariant value(ParameterKey key) const { return value(key.toString()); }
    std::int64_t integer(ParameterKey key) const { return integer(key.toString()); }
    double real(ParameterKey key) const { return real(key.toString()); }
    QString text(ParameterKey key) const { return text(key.toString()); }
    bool flag(ParameterKey key) const { return flag(key.toString()); }
    bool isSet(ParameterKey key) const { return isSet(key.toString()); }

    // Sets a value; returns the problem and keeps the old value when it does not fit the
    // parameter's type and range (a Text value is always taken).
    QString set(const QString &key, const QVariant &value);
    // Sets a value without checking it against its parameter: what core makes of values the
    // specification refuses (tests compare the two).
    void setUnchecked(const QString &key, const QVariant &value);
    // The same values for every parameter of `keys`.
    bool sameValues(const TabState &other, const QStringList &keys) const;
    bool operator==(const TabState &other) const;
    bool operator!=(const TabState &other) const { return !(*this == other); }

    // A session's "parameters" object: every parameter, an unset optional left out.
    QJsonObject toJson() const;
    // Reads a session's parameters: each valid value taken, a missing one defaulted, and one
    // line in `warnings` per bad value or unknown key (prefixed with the tab's key).
    static TabState fromJson(const TabSpec &spec, const QJsonObject &json, QStringList *warnings);

private:
    int indexOf(const QString &key) const;

    const TabSpec *m_spec = nullptr;
    QList<QVariant> m_values;
};
