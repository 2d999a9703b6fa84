#pragma once

#include "clicommand.h"
#include "lesson/lessonslides.h"

// `pelab-cli lesson --list` prints each shipped lesson as "NAME  N slides  TITLE";
// `pelab-cli lesson NAME|FILE --pdf OUT.pdf [--style S] [--lang en|ja]` renders the lesson, one
// landscape page per slide (LessonPdf). Everything — the lesson, its slides' tabs, views and
// values, the style and the language — is checked before anything is computed.
class LessonCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(LessonCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int maxPositionalArguments() const override { return 1; }
    bool writesOwnOutputs() const override { return true; }
    bool needsFigures() const override { return !m_list; }
    bool listsOnly() const override { return m_list; }

    void addOptions(CommandOptions &options) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

private:
    void printList() const;

    bool m_list = false;
    QString m_language = QStringLiteral("en");
    QString m_style = QStringLiteral("slide");
    QString m_output;
    LessonFile m_lesson;
    QList<LessonSlides::Prepared> m_slides;
    QStringList m_warnings;
};
