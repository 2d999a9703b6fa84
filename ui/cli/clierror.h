#pragma once

#include <QString>

// What ends a pelab-cli run early: a one-line message (printed as "pelab-cli: message") and
// the exit code, 2 for bad arguments or input, 1 for a failure while working (a write).
class CliError
{
public:
    static constexpr int kUsage = 2;
    static constexpr int kFailure = 1;

    explicit CliError(QString message, int exitCode = kUsage)
        : m_message(std::move(message)), m_exitCode(exitCode)
    {}

    const QString &message() const { return m_message; }
    int exitCode() const { return m_exitCode; }

private:
    QString m_message;
    int m_exitCode = kUsage;
};
