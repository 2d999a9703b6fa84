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

    // A value through the specification's key constants (`<Tab>Keys::positions`): a misspelt
    // constant does not compile. There are no string overloads of these readers, so that no
    // key typed as text reads 0 or false.
    QVariant value(ParameterKey key) const { return value(key.toString()); }
    std::int64_t integer(ParameterKey key) const { return value(key).toLongLong(); }
    double real(ParameterKey key) const { return value(key).toDouble(); }
    // A Choice's id or a Text.
    QString text(ParameterKey key) const { return value(key).toString(); }
    bool flag(ParameterKey key) const { return value(key).toBool(); }
    // False for an optional value left automatic.
    bool isSet(ParameterKey key) const { return !value(key).isNull(); }
    // Any parameter's value, for the code that goes through a specification's parameters (the
    // editors, the session codec).
    //
    // A key the tab does not have is a programming error: reading it, and setUnchecked() of it,
    // stop the program in every build with a message that names the tab and the key (qFatal),
    // so that any test that reaches it fails. A null state (no tab) reads every key as null.
    QVariant value(const QString &key) const;

    // Sets a value; returns the problem and keeps the old value when it does not fit the
    // parameter's type and range (a Text value is always taken), or when the tab has no such
    // key ("sinusoidal has no parameter \"bse\"").
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
    int indexOf(const QString &key) const; // stops the program for a key the tab lacks

    const TabSpec *m_spec = nullptr;
    QList<QVariant> m_values;
};
