#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// A text in the two languages PE Lab speaks; text(language) gives the Japanese one for "ja"
// (the English one when it is empty) and the English one otherwise.
struct LessonText
{
    QString en;
    QString ja;

    QString text(const QString &language) const;
    bool operator==(const LessonText &other) const = default;
};

// One slide of a lesson: the saved state of one tab (its session parameters, keyed as the CLI
// options) and one of its views, with a note for the class.
struct LessonSlide
{
    QString tab;  // TabSpec::key(), e.g. "sinusoidal"
    QString view; // ViewSpec::name, e.g. "heatmap"
    QJsonObject parameters;
    LessonText note;

    bool operator==(const LessonSlide &other) const = default;
};

// A lesson file (JSON): {"format": "pelab-lesson", "version": 1, "title": {"en", "ja"},
// "slides": [{"tab", "view", "parameters", "note": {"en", "ja"}}, …]}. fromJson() checks the
// file's structure before returning anything: a malformed or newer file gives an error naming
// the problem (and the slide) and no lesson; unknown fields give warnings. Whether the tabs,
// views and values exist is LessonSlides::prepare()'s check (it needs the tab specifications).
class LessonFile
{
    Q_DECLARE_TR_FUNCTIONS(LessonFile)

public:
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileSize = qint64(4) << 20;
    static constexpr int kMaxSlides = 200;

    LessonText title;
    QList<LessonSlide> slides;

    bool operator==(const LessonFile &other) const = default;

    QByteArray toJson() const;
    // False with `error` set (and `lesson` untouched) on a malformed file.
    static bool fromJson(const QByteArray &json, LessonFile *lesson, QString *error,
                         QStringList *warnings);
    // Reads a file or a resource (at most kMaxFileSize bytes); false with `error` naming the
    // file on failure.
    static bool load(const QString &fileName, LessonFile *lesson, QString *error,
                     QStringList *warnings);
    // Written atomically: a failed write leaves the old file as it was.
    bool save(const QString &fileName, QString *error) const;
};
