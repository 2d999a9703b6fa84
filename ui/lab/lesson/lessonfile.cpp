#include "lessonfile.h"

#include "export/atomicwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace {

const QString kFormat = QStringLiteral("pelab-lesson");
const QString kEn = QStringLiteral("en");
const QString kJa = QStringLiteral("ja");

QJsonObject textJson(const LessonText &text)
{
    return {{kEn, text.en}, {kJa, text.ja}};
}

// A {"en", "ja"} object of `what` (a title, a note); false with `error` set when it is not.
bool readText(const QJsonValue &value, const QString &what, LessonText *text, QString *error,
              QStringList *notes)
{
    if (!value.isObject()) {
        *error = LessonFile::tr("%1 must be an object of texts {\"en\": …, \"ja\": …}").arg(what);
        return false;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != kEn && it.key() != kJa) {
            *notes << LessonFile::tr("%1: unknown language \"%2\" ignored").arg(what, it.key());
        } else if (!it.value().isString()) {
            *error = LessonFile::tr("%1: \"%2\" must be a text").arg(what, it.key());
            return false;
        }
    }
    text->en = object.value(kEn).toString();
    text->ja = object.value(kJa).toString();
    return true;
}

} // namespace

QString LessonText::text(const QString &language) const
{
    return language == QLatin1String("ja") && !ja.isEmpty() ? ja : en;
}

QByteArray LessonFile::toJson() const
{
    QJsonArray slideArray;
    for (const LessonSlide &slide : slides)
        slideArray.append(QJsonObject{{QStringLiteral("tab"), slide.tab},
                                      {QStringLiteral("view"), slide.view},
                                      {QStringLiteral("parameters"), slide.parameters},
                                      {QStringLiteral("note"), textJson(slide.note)}});
    const QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("application"), QStringLiteral("PE Lab " PELAB_VERSION)},
        {QStringLiteral("title"), textJson(title)},
        {QStringLiteral("slides"), slideArray},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool LessonFile::fromJson(const QByteArray &json, LessonFile *lesson, QString *error,
                          QStringList *warnings)
{
    QString problem;
    const auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failWith(tr("not valid JSON: %1 at byte %2")
                            .arg(parseError.errorString())
                            .arg(parseError.offset));
    if (!document.isObject())
        return failWith(tr("not a PE Lab lesson: the file holds no JSON object"));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return failWith(tr("not a PE Lab lesson: \"format\" is not \"%1\"").arg(kFormat));
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    const double version = versionValue.toDouble(-1.0);
    if (!versionValue.isDouble() || version != std::floor(version) || version < 1.0)
        return failWith(tr("the lesson has no valid \"version\" number"));
    if (version > kVersion)
        return failWith(tr("the lesson has version %1; this PE Lab reads version %2 (a newer "
                           "PE Lab wrote it)")
                            .arg(version, 0, 'g', 15)
                            .arg(kVersion));

    QStringList notes;
    LessonFile out;
    static const QStringList known{QStringLiteral("format"), QStringLiteral("version"),
                                   QStringLiteral("application"), QStringLiteral("title"),
                                   QStringLiteral("slides")};
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!known.contains(it.key()))
            notes << tr("unknown field \"%1\" ignored").arg(it.key());
    }
    if (!readText(root.value(QStringLiteral("title")), tr("the title"), &out.title, &problem,
                  &notes))
        return failWith(problem);
    if (out.title.en.trimmed().isEmpty())
        return failWith(tr("the lesson has no English title (\"title\": {\"en\": …})"));

    const QJsonValue slides = root.value(QStringLiteral("slides"));
    if (!slides.isArray())
        return failWith(tr("\"slides\" must be a list of slides"));
    const QJsonArray slideArray = slides.toArray();
    if (slideArray.isEmpty())
        return failWith(tr("the lesson has no slides"));
    if (slideArray.size() > kMaxSlides)
        return failWith(tr("the lesson has %1 slides; at most %2 are allowed")
                            .arg(slideArray.size())
                            .arg(kMaxSlides));
    static const QStringList knownSlide{QStringLiteral("tab"), QStringLiteral("view"),
                                        QStringLiteral("parameters"), QStringLiteral("note")};
    for (qsizetype i = 0; i < slideArray.size(); ++i) {
        const int n = int(i) + 1;
        if (!slideArray[i].isObject())
            return failWith(tr("slide %1 is not an object").arg(n));
        const QJsonObject entry = slideArray[i].toObject();
        LessonSlide slide;
        slide.tab = entry.value(QStringLiteral("tab")).toString();
        if (slide.tab.isEmpty())
            return failWith(tr("slide %1 names no tab").arg(n));
        slide.view = entry.value(QStringLiteral("view")).toString();
        if (slide.view.isEmpty())
            return failWith(tr("slide %1 names no view").arg(n));
        const QJsonValue parameters = entry.value(QStringLiteral("parameters"));
        if (!parameters.isUndefined() && !parameters.isObject())
            return failWith(tr("the parameters of slide %1 must be an object").arg(n));
        slide.parameters = parameters.toObject();
        const QJsonValue note = entry.value(QStringLiteral("note"));
        if (!note.isUndefined() &&
            !readText(note, tr("the note of slide %1").arg(n), &slide.note, &problem, &notes))
            return failWith(problem);
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            if (!knownSlide.contains(it.key()))
                notes << tr("slide %1: unknown field \"%2\" ignored").arg(n).arg(it.key());
        }
        out.slides.append(slide);
    }

    if (lesson)
        *lesson = out;
    if (warnings)
        *warnings += notes;
    return true;
}

bool LessonFile::load(const QString &fileName, LessonFile *lesson, QString *error,
                      QStringList *warnings)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read %1: %2").arg(fileName, file.errorString());
        return false;
    }
    if (file.size() > kMaxFileSize) {
        if (error)
            *error =
                tr("%1 is too large for a lesson file (%2 bytes)").arg(fileName).arg(file.size());
        return false;
    }
    QString problem;
    if (!fromJson(file.read(kMaxFileSize + 1), lesson, &problem, warnings)) {
        if (error)
            *error = tr("%1: %2").arg(fileName, problem);
        return false;
    }
    return true;
}

bool LessonFile::save(const QString &fileName, QString *error) const
{
    const QByteArray bytes = toJson();
    const WriteResult result =
        AtomicWriter::write(fileName, [&bytes](QIODevice &device, QString &) {
            return device.write(bytes) == bytes.size();
        });
    if (!result.ok() && error)
        *error = result.error;
    return result.ok();
}
