// The session file format: a round trip, malformed files refused without changing anything,
// unknown fields warned about.
#include "sessionsample.h"

#include "session/sessionfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestSessionFile : public QObject
{
    Q_OBJECT

private slots:
    void fileRoundTrip();
    void malformedFilesAreRefused_data();
    void malformedFilesAreRefused();
    void unknownFieldsGiveWarnings();
};

void TestSessionFile::fileRoundTrip()
{
    const SessionFile session = sampleSession();
    SessionFile read;
    QString error;
    QStringList warnings;
    QVERIFY2(SessionFile::fromJson(session.toJson(), &read, &error, &warnings), qPrintable(error));
    QVERIFY(warnings.isEmpty());
    QCOMPARE(read.currentTab, session.currentTab);
    QCOMPARE(read.tabs, session.tabs);
    QCOMPARE(read.exports.size(), 2);
    QVERIFY(read.exports == session.exports);
    // The format and version are written for the reader months later.
    const QJsonObject root = QJsonDocument::fromJson(session.toJson()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("pelab-session"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
}

void TestSessionFile::malformedFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a part of the error message

    const auto with = [](const char *field, const QJsonValue &value) {
        QJsonObject root = QJsonDocument::fromJson(sampleSession().toJson()).object();
        root.insert(QLatin1String(field), value);
        return QJsonDocument(root).toJson();
    };
    const auto withExport = [](const char *field, const QJsonValue &value) {
        QJsonObject root = QJsonDocument::fromJson(sampleSession().toJson()).object();
        QJsonArray exports = root.value(QStringLiteral("exports")).toArray();
        QJsonObject entry = exports[1].toObject();
        if (value.isUndefined())
            entry.remove(QLatin1String(field));
        else
            entry.insert(QLatin1String(field), value);
        exports[1] = entry;
        root.insert(QStringLiteral("exports"), exports);
        return QJsonDocument(root).toJson();
    };
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("no JSON object");
    QTest::newRow("other format") << with("format", QStringLiteral("something"))
                                  << QStringLiteral("not a PE Lab session");
    QTest::newRow("no version") << with("version", QJsonValue::Null)
                                << QStringLiteral("\"version\"");
    QTest::newRow("text version") << with("version", QStringLiteral("1"))
                                  << QStringLiteral("\"version\"");
    QTest::newRow("newer version") << with("version", 2) << QStringLiteral("newer");
    QTest::newRow("tabs list") << with("tabs", QJsonArray{1}) << QStringLiteral("\"tabs\"");
    QTest::newRow("tab parameters text")
        << with("tabs", QJsonObject{{QStringLiteral("rope"), QStringLiteral("dim=8")}})
        << QStringLiteral("tab \"rope\"");
    QTest::newRow("exports object")
        << with("exports", QJsonObject{}) << QStringLiteral("\"exports\"");
    QTest::newRow("unknown format")
        << withExport("format", QStringLiteral("gif")) << QStringLiteral("unknown format");
    QTest::newRow("directory in file") << withExport("file", QStringLiteral("../evil.svg"))
                                       << QStringLiteral("without a directory");
    QTest::newRow("absolute file") << withExport("file", QStringLiteral("/tmp/x.svg"))
                                   << QStringLiteral("without a directory");
    QTest::newRow("figure without width")
        << withExport("width", QJsonValue::Undefined) << QStringLiteral("width and height");
    QTest::newRow("dpi too large") << withExport("dpi", 5000) << QStringLiteral("DPI");
    QTest::newRow("no tab") << withExport("tab", QString()) << QStringLiteral("names no tab");
}

void TestSessionFile::malformedFilesAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    SessionFile session = sampleSession();
    session.currentTab = QStringLiteral("untouched");
    QString error;
    QStringList warnings;
    QVERIFY(!SessionFile::fromJson(json, &session, &error, &warnings));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(session.currentTab, QStringLiteral("untouched"));
    QCOMPARE(session.exports.size(), 2);
    QVERIFY(warnings.isEmpty());
}

void TestSessionFile::unknownFieldsGiveWarnings()
{
    QJsonObject root = QJsonDocument::fromJson(sampleSession().toJson()).object();
    root.insert(QStringLiteral("comment"), QStringLiteral("figures of the paper"));
    QJsonArray exports = root.value(QStringLiteral("exports")).toArray();
    QJsonObject entry = exports[0].toObject();
    entry.insert(QStringLiteral("colour"), QStringLiteral("red"));
    exports[0] = entry;
    root.insert(QStringLiteral("exports"), exports);
    SessionFile session;
    QString error;
    QStringList warnings;
    QVERIFY(SessionFile::fromJson(QJsonDocument(root).toJson(), &session, &error, &warnings));
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("comment")));
    QVERIFY(warnings[1].contains(QStringLiteral("colour")));
    QCOMPARE(session.exports.size(), 2);
}

QTEST_GUILESS_MAIN(TestSessionFile)
#include "tst_sessionfile.moc"
