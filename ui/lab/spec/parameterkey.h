#pragma once

#include <QLatin1StringView>
#include <QString>

// A parameter's key as its tab's specification declares it: the pelab-cli long option and the
// session key ("alibi-bias-max"). Each specification declares its keys once, as constants
// (`inline constexpr ParameterKey base{"base"};` in its header's `<Tab>Keys` namespace), and
// its parameters, pages, figures, commands and tests read values through them: a misspelt
// constant does not compile, and a key the tab does not have stops the program (TabState).
class ParameterKey
{
public:
    explicit constexpr ParameterKey(const char *name) : m_name(name) {}

    constexpr const char *name() const { return m_name; }
    QLatin1StringView view() const { return QLatin1StringView(m_name); }
    QString toString() const { return QLatin1StringView(m_name).toString(); }
    // For the places that take any key (forms of several parameters, the session codec).
    operator QString() const { return toString(); }
    // A key a signal names (TabController::valueChanged) against a constant.
    friend bool operator==(const QString &key, ParameterKey constant)
    {
        return key == constant.view();
    }

private:
    const char *m_name;
};
