// Lesson files (ui/lab/lesson): the codec's round trip, its refusals (malformed, newer, a slide
// that is not one) with one line naming the problem, unknown fields as warnings, the size limit;
// LessonSlides::prepare() refusing an unknown tab or view, a view without a figure, a value the
// tab refuses or does not know and values core refuses, naming the slide; the shipped lessons
// complete in both languages; a lesson's slide as presented (heading, step texts, note).
#include "lesson/lessonfile.h"
#include "lesson/lessonlibrary.h"
#include "lesson/lessonslides.h"
#include "spec/tabspec.h"
#include "steplab/steplabspec.h"
#include "task/taskcontrol.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray lessonJson(const QString &slides)
{
    return (uR"({"format": "pelab-lesson", "version": 1, "title": {"en": "T", "ja": "題"},
                 "slides": [)"_s +
            slides + u"]}"_s)
        .toUtf8();
}

const QString kHeatmap =
    uR"({"tab": "sinusoidal", "view": "heatmap", "parameters": {"positions": 8, "dim": 4},
         "note": {"en": "Rows are positions.", "ja": "行は位置です。"}})"_s;

} // namespace

class TestLessonFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void refused_data();
    void refused();
    void unknownFieldsWarn();
    void tooLarge();
    void saveFailsCleanly();
    void prepareRefuses_data();
    void prepareRefuses();
    void shippedLessons();
    void presentedSlide();
};

void TestLessonFile::roundTrip()
{
    LessonFile lesson;
    QString error;
    QStringList warnings;
    QVERIFY2(
        LessonFile::fromJson(lessonJson(kHeatmap + u", "_s + kHeatmap), &lesson, &error, &warnings),
        qPrintable(error));
    QVERIFY(warnings.isEmpty());
    QCOMPARE(lesson.title.en, u"T"_s);
    QCOMPARE(lesson.title.text(u"ja"_s), u"題"_s);
    QCOMPARE(lesson.slides.size(), 2);
    QCOMPARE(lesson.slides[0].tab, u"sinusoidal"_s);
    QCOMPARE(lesson.slides[0].view, u"heatmap"_s);
    QCOMPARE(lesson.slides[0].parameters.value(u"dim"_s).toInt(), 4);
    QCOMPARE(lesson.slides[0].note.text(u"en"_s), u"Rows are positions."_s);
    QCOMPARE(lesson.slides[0].note.text(u"ja"_s), u"行は位置です。"_s);
    LessonFile again;
    QVERIFY(LessonFile::fromJson(lesson.toJson(), &again, &error, &warnings));
    QVERIFY(warnings.isEmpty());
    QVERIFY(again == lesson);
    // An empty Japanese text falls back to the English one.
    QCOMPARE((LessonText{u"only English"_s, {}}).text(u"ja"_s), u"only English"_s);
}

void TestLessonFile::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << u"not valid JSON: "_s;
    QTest::newRow("array") << QByteArray("[]")
                           << u"not a PE Lab lesson: the file holds no JSON object"_s;
    QTest::newRow("session") << QByteArray(R"({"format": "pelab-session", "version": 1})")
                             << u"not a PE Lab lesson: \"format\" is not \"pelab-lesson\""_s;
    QTest::newRow("newer") << lessonJson(kHeatmap).replace("\"version\": 1", "\"version\": 3")
                           << u"the lesson has version 3; this PE Lab reads version 1 (a newer "
                              "PE Lab wrote it)"_s;
    QTest::newRow("version text") << lessonJson(kHeatmap).replace("\"version\": 1",
                                                                  "\"version\": \"1\"")
                                  << u"the lesson has no valid \"version\" number"_s;
    QTest::newRow("no title") << lessonJson(kHeatmap).replace("\"en\": \"T\", ", "")
                              << u"the lesson has no English title"_s;
    QTest::newRow("title text") << lessonJson(kHeatmap).replace("{\"en\": \"T\", \"ja\": \"題\"}",
                                                                "\"T\"")
                                << u"the title must be an object of texts"_s;
    QTest::newRow("no slides") << lessonJson({}) << u"the lesson has no slides"_s;
    QTest::newRow("slide not object")
        << lessonJson(kHeatmap + u", 3"_s) << u"slide 2 is not an object"_s;
    QTest::newRow("no tab") << lessonJson(uR"({"view": "heatmap"})"_s) << u"slide 1 names no tab"_s;
    QTest::newRow("no view") << lessonJson(uR"({"tab": "rope"})"_s) << u"slide 1 names no view"_s;
    QTest::newRow("parameters list")
        << lessonJson(uR"({"tab": "rope", "view": "heatmap", "parameters": []})"_s)
        << u"the parameters of slide 1 must be an object"_s;
    QTest::newRow("note text") << lessonJson(
                                      uR"({"tab": "rope", "view": "heatmap", "note": "hello"})"_s)
                               << u"the note of slide 1 must be an object of texts"_s;
    QTest::newRow("note number")
        << lessonJson(uR"({"tab": "rope", "view": "heatmap", "note": {"en": 3}})"_s)
        << u"the note of slide 1: \"en\" must be a text"_s;
    QString many;
    for (int i = 0; i <= LessonFile::kMaxSlides; ++i)
        many += (i ? u", "_s : QString()) + kHeatmap;
    QTest::newRow("too many slides") << lessonJson(many)
                                     << u"the lesson has 201 slides; at most "
                                        "200 are allowed"_s;
}

void TestLessonFile::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    LessonFile lesson;
    lesson.title.en = u"untouched"_s;
    QString error;
    QStringList warnings;
    QVERIFY(!LessonFile::fromJson(json, &lesson, &error, &warnings));
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
    QCOMPARE(lesson.title.en, u"untouched"_s);
}

void TestLessonFile::unknownFieldsWarn()
{
    QByteArray json = lessonJson(
        uR"({"tab": "sinusoidal", "view": "heatmap", "colour": "red", "note": {"en": "n", "fr": "f"}})"_s);
    json.replace("\"version\": 1,", "\"version\": 1, \"author\": \"me\",");
    LessonFile lesson;
    QString error;
    QStringList warnings;
    QVERIFY2(LessonFile::fromJson(json, &lesson, &error, &warnings), qPrintable(error));
    QCOMPARE(warnings, (QStringList{u"unknown field \"author\" ignored"_s,
                                    u"the note of slide 1: unknown language \"fr\" ignored"_s,
                                    u"slide 1: unknown field \"colour\" ignored"_s}));
}

void TestLessonFile::tooLarge()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(LessonFile::kMaxFileSize + 1));
    file.close();
    LessonFile lesson;
    QString error;
    QVERIFY(!LessonFile::load(path, &lesson, &error, nullptr));
    QVERIFY2(error.contains(u"too large for a lesson file"_s), qPrintable(error));
    QVERIFY(!LessonFile::load(dir.filePath(u"missing.json"_s), &lesson, &error, nullptr));
    QVERIFY2(error.startsWith(u"cannot read "_s), qPrintable(error));
}

void TestLessonFile::saveFailsCleanly()
{
    QTemporaryDir dir;
    LessonFile lesson;
    QVERIFY(LessonFile::fromJson(lessonJson(kHeatmap), &lesson, nullptr, nullptr));
    QString error;
    QVERIFY(!lesson.save(dir.filePath(u"missing/lesson.json"_s), &error));
    QVERIFY2(error.startsWith(u"cannot write "_s), qPrintable(error));
    QVERIFY(QDir(dir.path()).isEmpty());
    const QString path = dir.filePath(u"lesson.json"_s);
    QVERIFY2(lesson.save(path, &error), qPrintable(error));
    LessonFile again;
    QVERIFY(LessonFile::load(path, &again, &error, nullptr));
    QVERIFY(again == lesson);
}

void TestLessonFile::prepareRefuses_data()
{
    QTest::addColumn<QString>("slide");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown tab")
        << uR"({"tab": "cosine", "view": "heatmap"})"_s
        << u"slide 2: this PE Lab has no tab \"cosine\" (tabs: sinusoidal, "_s;
    QTest::newRow("unknown view") << uR"({"tab": "rope", "view": "spiral"})"_s
                                  << u"slide 2: the rope tab has no view \"spiral\" (views: "_s;
    QTest::newRow("refused value")
        << uR"({"tab": "sinusoidal", "view": "heatmap", "parameters": {"dim": -4}})"_s
        << u"slide 2: sinusoidal: parameter \"dim\" must be an even integer from 2 to "_s;
    QTest::newRow("wrong type")
        << uR"({"tab": "steplab", "view": "main", "parameters": {"off": "yes"}})"_s
        << u"slide 2: steplab: parameter \"off\" must be true or false"_s;
    QTest::newRow("unknown parameter")
        << uR"({"tab": "alibi", "view": "heatmap", "parameters": {"colour": 3}})"_s
        << u"slide 2: alibi: unknown parameter \"colour\""_s;
    QTest::newRow("core refuses")
        << uR"({"tab": "sinusoidal", "view": "heatmap", "parameters": {"dim": 7}})"_s
        << u"slide 2: sinusoidal: "_s;
}

void TestLessonFile::prepareRefuses()
{
    QFETCH(QString, slide);
    QFETCH(QString, message);
    LessonFile lesson;
    QString error;
    QVERIFY2(LessonFile::fromJson(lessonJson(kHeatmap + u", "_s + slide), &lesson, &error, nullptr),
             qPrintable(error));
    QList<LessonSlides::Prepared> prepared;
    QVERIFY(!LessonSlides::prepare(lesson, &prepared, &error));
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY(prepared.isEmpty());
}

void TestLessonFile::shippedLessons()
{
    QCOMPARE(LessonLibrary::names(),
             (QStringList{u"absolute-to-relative"_s, u"positions-in-two-dimensions"_s,
                          u"why-sin-cos"_s}));
    QCOMPARE(LessonLibrary::resolve(u"why-sin-cos"_s), u":/lessons/why-sin-cos.json"_s);
    QVERIFY(LessonLibrary::resolve(u"no-such-lesson"_s).isEmpty());
    QVERIFY(LessonLibrary::resolve(u":/lessons/why-sin-cos.json"_s).isEmpty());
    const QHash<QString, QStringList> tabs{
        {u"why-sin-cos"_s, {u"sinusoidal"_s, u"steplab"_s, u"sinusoidal"_s}},
        {u"absolute-to-relative"_s, {u"rope"_s, u"alibi"_s, u"shaw"_s, u"buckets"_s, u"compare"_s}},
        {u"positions-in-two-dimensions"_s, {u"rope"_s}}};
    for (const QString &name : LessonLibrary::names()) {
        LessonFile lesson;
        QString error;
        QStringList warnings;
        QVERIFY2(LessonFile::load(LessonLibrary::path(name), &lesson, &error, &warnings),
                 qPrintable(error));
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
        QVERIFY(!lesson.title.en.isEmpty() && !lesson.title.ja.isEmpty());
        QList<LessonSlides::Prepared> prepared;
        QVERIFY2(LessonSlides::prepare(lesson, &prepared, &error), qPrintable(error));
        QVERIFY(prepared.size() >= 4);
        QStringList order; // the tabs in the order the lesson visits them
        for (const LessonSlide &slide : std::as_const(lesson.slides)) {
            QVERIFY2(!slide.note.en.isEmpty() && !slide.note.ja.isEmpty(), qPrintable(name));
            if (order.isEmpty() || order.constLast() != slide.tab)
                order << slide.tab;
        }
        QCOMPARE(order, tabs.value(name));
    }
}

void TestLessonFile::presentedSlide()
{
    LessonFile lesson;
    QVERIFY(LessonFile::load(LessonLibrary::path(u"why-sin-cos"_s), &lesson, nullptr, nullptr));
    QList<LessonSlides::Prepared> prepared;
    QVERIFY(LessonSlides::prepare(lesson, &prepared, nullptr));
    const PresentSlide heatmap = LessonSlides::present(
        LessonSlides::compute(prepared[0], TaskControl()), prepared[0].note, u"en"_s);
    QCOMPARE(heatmap.heading, u"Sinusoidal: Heatmap"_s);
    QCOMPARE(heatmap.note, lesson.slides[0].note.en);
    QVERIFY(heatmap.text.isEmpty());
    // The step-through lab's slide is the step the parameters name, with its texts.
    const ViewData step = LessonSlides::compute(prepared[3], TaskControl());
    const PresentSlide subtract = LessonSlides::present(step, prepared[3].note, u"ja"_s);
    QCOMPARE(subtract.data.state.integer(StepLabKeys::step), 6);
    QVERIFY(!subtract.text.isEmpty() && !subtract.numbers.isEmpty());
    QCOMPARE(subtract.note, lesson.slides[3].note.ja);
    QVERIFY(!subtract.figureTitle);
}

QTEST_GUILESS_MAIN(TestLessonFile)
#include "tst_lessonfile.moc"
