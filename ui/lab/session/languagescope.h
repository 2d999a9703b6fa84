#pragma once

#include "session/language.h"

#include <QCoreApplication>
#include <QString>

// Installs a language for its lifetime, then the one before it again: a document written in
// another language than the window's (the step-through handout and worksheets). The texts must
// be made, and the figures created, while it lives.
class LanguageScope
{
public:
    LanguageScope(QCoreApplication &app, const QString &language)
        : m_app(app), m_previous(Language::current())
    {
        m_changed = Language::resolve(language) != m_previous;
        if (m_changed)
            Language::install(m_app, language);
    }
    ~LanguageScope()
    {
        if (m_changed)
            Language::install(m_app, m_previous);
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    QCoreApplication &m_app;
    QString m_previous;
    bool m_changed = false;
};
