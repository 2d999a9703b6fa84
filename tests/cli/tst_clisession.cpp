// pelab-cli session run as a process: a session's exports are written, exactly the files it
// names, and read back against the formulas; every refusal is exit 2 with one line naming the
// problem and nothing written; a failed write is exit 1 and leaves the old file intact.
#include "clitestutils.h"

#include "arrayfile.h"

#include "testutils.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

#ifdef __linux__
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using CliTestUtils::CliFixture;
using CliTestUtils::Run;

namespace {

// The Sinusoidal tab's parameters as the window records them.
QJsonObject sinusoidal(int positions, int dim, const QString &measure = u"dot"_s)
{
    return {{u"positions"_s, positions},
            {u"dim"_s, dim},
            {u"base"_s, 10000},
            {u"start"_s, 0},
            {u"layout"_s, u"interleaved"_s},
            {u"colormap"_s, u"viridis"_s},
            {u"shift"_s, 1},
            {u"range"_s, u"fixed"_s},
            {u"measure"_s, measure}};
}

QJsonObject entry(const QString &tab, const QString &view, const QJsonObject &parameters,
                  const QString &format, const QString &file)
{
    return {{u"tab"_s, tab},
            {u"view"_s, view},
            {u"parameters"_s, parameters},
            {u"format"_s, format},
            {u"file"_s, file}};
}

QJsonObject figure(QJsonObject e, int width, int height, int dpi)
{
    e.insert(u"width"_s, width);
    e.insert(u"height"_s, height);
    e.insert(u"dpi"_s, dpi);
    return e;
}

QJsonObject tableExport(const QString &file)
{
    return entry(u"sinusoidal"_s, u"heatmap"_s, sinusoidal(12, 8), u"npy"_s, file);
}

QByteArray sessionJson(const QJsonArray &exports)
{
    QJsonObject root = QJsonDocument::fromJson(R"({"format": "pelab-session", "version": 1,
        "application": "PE Lab", "currentTab": "sinusoidal", "tabs": {}})")
                           .object();
    root.insert(u"exports"_s, exports);
    return QJsonDocument(root).toJson();
}

QStringList lines(const QByteArray &text)
{
    return QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A line of pelab-cli's that names a failed write of `file` (and its reason).
bool failedWrite(const QString &line, const QString &file, const QString &reason = {})
{
    return line.startsWith(u"pelab-cli: "_s) &&
           line.contains(u"cannot write "_s + file + u": "_s) && line.contains(reason);
}

#ifdef __linux__
// Runs in the child between fork and exec: without CAP_DAC_OVERRIDE and its relatives even root
// obeys a directory's permission bits, so the test means the same as root and as a user.
void dropFileCapabilities()
{
    const int caps[] = {CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER};
    for (int cap : caps)
        prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2] = {};
    if (syscall(SYS_capget, &header, data) != 0)
        return;
    for (int cap : caps) {
        data[cap / 32].effective &= ~(1u << (cap % 32));
        data[cap / 32].inheritable &= ~(1u << (cap % 32));
    }
    syscall(SYS_capset, &header, data);
}
#endif

} // namespace

class TestCliSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void writesTheNamedExports();
    void defaultOutdirIsTheCurrentDirectory();
    void refusals_data();
    void refusals();
    void unregenerableExportsAreReported_data();
    void unregenerableExportsAreReported();
    void failedWriteKeepsTheOldFile();
    void unwritableOutdir();

private:
    void writeFile(const QString &name, const QByteArray &bytes);
    Run session(const QStringList &arguments) const;
    CliFixture m_cli;
    QTemporaryDir m_home; // the child's HOME and XDG directories: no real settings touched
    QProcessEnvironment m_environment;
};

void TestCliSession::writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(m_cli.path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

Run TestCliSession::session(const QStringList &arguments) const
{
    return m_cli.run(QStringList{u"session"_s} + arguments, m_environment);
}

void TestCliSession::initTestCase()
{
    QVERIFY(m_cli.isValid());
    QVERIFY(m_home.isValid());
    m_environment = QProcessEnvironment::systemEnvironment();
    m_environment.insert(u"HOME"_s, m_home.path());
    for (const char *name : {"XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"})
        m_environment.insert(QLatin1String(name), m_home.path());
}

void TestCliSession::init()
{
    m_cli.clear();
}

void TestCliSession::writesTheNamedExports()
{
    const QJsonArray exports{
        tableExport(u"pe.npy"_s),
        entry(u"sinusoidal"_s, u"values"_s, sinusoidal(12, 8), u"csv"_s, u"pe.csv"_s),
        // No pelab-cli command computes the similarity: the tab itself replays it.
        entry(u"sinusoidal"_s, u"similarity"_s, sinusoidal(24, 16, u"cosine"_s), u"npy"_s,
              u"cosine.npy"_s),
        figure(entry(u"sinusoidal"_s, u"heatmap"_s, sinusoidal(12, 8), u"png"_s, u"pe.png"_s), 320,
               200, 96)};
    writeFile(u"s.json"_s, sessionJson(exports));
    QVERIFY(QDir().mkdir(m_cli.path(u"out"_s)));
    const Run run = session({u"s.json"_s, u"--outdir"_s, u"out/"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(lines(run.out), (QStringList{u"wrote out/pe.npy"_s, u"wrote out/pe.csv"_s,
                                          u"wrote out/cosine.npy"_s, u"wrote out/pe.png"_s}));
    // Exactly the named files, no temporary ones, nothing beside the output directory.
    QCOMPARE(m_cli.entries(), (QStringList{u"out"_s, u"s.json"_s}));
    QCOMPARE(QDir(m_cli.path(u"out"_s)).entryList(QDir::Files | QDir::Hidden),
             (QStringList{u"cosine.npy"_s, u"pe.csv"_s, u"pe.npy"_s, u"pe.png"_s}));

    const auto read = [this](const char *name) {
        return pelab::readArrayFile(m_cli.path(u"out/"_s + QLatin1String(name)).toStdString())
            .values;
    };
    const pelab::Matrix npy = read("pe.npy");
    const pelab::Matrix csv = read("pe.csv");
    QCOMPARE(npy.rows(), std::size_t(12));
    QCOMPARE(npy.cols(), std::size_t(8));
    QCOMPARE(csv.rows(), std::size_t(12));
    QCOMPARE(csv.cols(), std::size_t(8));
    for (std::size_t t = 0; t < 12; ++t) {
        for (std::size_t j = 0; j < 8; ++j) {
            const double expected =
                CliTestUtils::expectedValue(qint64(t), qint64(j), 8, 1e4, false);
            PELAB_COMPARE_NEAR(npy(t, j), expected, 1e-15);
            QCOMPARE(csv(t, j), npy(t, j)); // CSV numbers read back as the same double
        }
    }
    // cos(PE(t), PE(s)) = Σ_i cos((t − s)·ω_i) / (d/2), ‖PE‖² = d/2.
    const pelab::Matrix cosine = read("cosine.npy");
    QCOMPARE(cosine.rows(), std::size_t(24));
    QCOMPARE(cosine.cols(), std::size_t(24));
    for (int t = 0; t < 24; ++t) {
        for (int s = 0; s < 24; ++s) {
            double sum = 0;
            for (int i = 0; i < 8; ++i)
                sum += std::cos(double(t - s) * std::pow(10000.0, -2.0 * i / 16.0));
            PELAB_COMPARE_NEAR(cosine(std::size_t(t), std::size_t(s)), sum / 8.0, 1e-13);
        }
    }
    QCOMPARE(QImage(m_cli.path(u"out/pe.png"_s)).size(), QSize(320, 200));
}

void TestCliSession::defaultOutdirIsTheCurrentDirectory()
{
    const QJsonObject alibi{{u"heads"_s, 4}, {u"positions"_s, 16}, {u"rule"_s, u"official"_s}};
    writeFile(u"s.json"_s,
              sessionJson({entry(u"alibi"_s, u"slopes"_s, alibi, u"csv"_s, u"slopes.csv"_s)}));
    const Run run = session({u"s.json"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QStringList out = lines(run.out);
    QCOMPARE(out.size(), 1);
    QVERIFY2(out[0].startsWith(u"wrote "_s), qPrintable(out[0]));
    QCOMPARE(QFileInfo(out[0].mid(6)).canonicalFilePath(),
             QFileInfo(m_cli.path(u"slopes.csv"_s)).canonicalFilePath());
    QCOMPARE(m_cli.entries(), (QStringList{u"s.json"_s, u"slopes.csv"_s}));
    QFile file(m_cli.path(u"slopes.csv"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList rows = lines(file.readAll().replace('\r', ""));
    QCOMPARE(rows.size(), 5);
    QVERIFY2(rows[0].startsWith(u"head,slope,"_s), qPrintable(rows[0]));
    for (int h = 1; h <= 4; ++h) // m_h = 2^(−8h/H) for H = 4
        QCOMPARE(rows[h].split(QLatin1Char(','))[1].toDouble(), std::exp2(-8.0 * h / 4.0));
}

void TestCliSession::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("keyword");
    const QByteArray good = sessionJson({tableExport(u"pe.npy"_s)});
    const auto with = [](const QJsonObject &e) { return sessionJson({e}); };
    const QStringList file{u"s.json"_s};
    const auto option = [&file](const char *name) {
        return file + QStringList{QLatin1String(name), u"x"_s};
    };
    QTest::newRow("no session file") << QStringList{} << good << "missing the session file";
    QTest::newRow("missing file") << QStringList{u"none.json"_s} << good
                                  << "cannot read none.json: No such file or directory";
    QTest::newRow("a folder") << QStringList{u"."_s} << good << "cannot read .";
    QTest::newRow("not JSON") << file << QByteArray("{\"format\": ") << "s.json: not valid JSON";
    QTest::newRow("another format")
        << file << QByteArray(R"({"format": "pelab", "version": 1, "exports": []})")
        << "s.json: not a PE Lab session";
    QTest::newRow("newer version")
        << file << QByteArray(R"({"format": "pelab-session", "version": 2})") << "version 2";
    QTest::newRow("no exports") << file << sessionJson({}) << "the session names no exports";
    QTest::newRow("no export list")
        << file << QByteArray(R"({"format": "pelab-session", "version": 1})")
        << "the session names no exports";
    QTest::newRow("file with a directory")
        << file << with(tableExport(u"../pe.npy"_s)) << "without a directory";
    QJsonObject unknownFormat = tableExport(u"pe.xlsx"_s);
    unknownFormat.insert(u"format"_s, u"xlsx"_s);
    QTest::newRow("unknown format") << file << with(unknownFormat) << "unknown format \"xlsx\"";
    QJsonObject png = tableExport(u"pe.png"_s);
    png.insert(u"format"_s, u"png"_s);
    QTest::newRow("figure without size") << file << with(png) << "needs a width and height";
    QTest::newRow("--csv") << option("--csv") << good << "unknown option '--csv'";
    QTest::newRow("--png") << option("--png") << good << "unknown option '--png'";
    QTest::newRow("--json") << file + QStringList{u"--json"_s} << good << "unknown option '--json'";
    QTest::newRow("--positions") << option("--positions") << good << "unknown option '--positions'";
    QTest::newRow("two files") << file + QStringList{u"t.json"_s} << good
                               << "unexpected argument 't.json'";
    QTest::newRow("--outdir without a value")
        << file + QStringList{u"--outdir"_s} << good << "missing value after '--outdir'";
    QTest::newRow("missing --outdir")
        << option("--outdir") << good << "the output directory x does not exist";
    // (The message says "does not exist" for a file too.)
    QTest::newRow("--outdir is a file")
        << file + QStringList{u"--outdir"_s, u"s.json"_s} << good << "the output directory s.json ";
}

void TestCliSession::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, json);
    QFETCH(QString, keyword);
    writeFile(u"s.json"_s, json);
    const Run run = session(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.startsWith(u"pelab-cli: "_s) && err.endsWith(QLatin1Char('\n')) &&
                 err.count(QLatin1Char('\n')) == 1,
             qPrintable(err)); // exactly one line
    QVERIFY2(err.contains(keyword), qPrintable(err));
    QCOMPARE(m_cli.entries(), QStringList{u"s.json"_s}); // nothing written
}

void TestCliSession::unregenerableExportsAreReported_data()
{
    QTest::addColumn<QJsonObject>("bad");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown tab") << entry(u"transformer"_s, u"table"_s, {}, u"csv"_s, u"t.csv"_s)
                                 << "pelab-cli: t.csv: this PE Lab has no tab \"transformer\"";
    QTest::newRow("input file gone")
        << entry(u"learned"_s, u"table"_s, {{u"file"_s, u"gone.npy"_s}}, u"csv"_s, u"l.csv"_s)
        << "pelab-cli: out/l.csv: gone.npy: cannot open the file";
    QTest::newRow("unknown view") << entry(u"sinusoidal"_s, u"sky"_s, sinusoidal(4, 4), u"csv"_s,
                                           u"v.csv"_s)
                                  << "pelab-cli: out/v.csv: the sinusoidal tab has no view \"sky\"";
}

void TestCliSession::unregenerableExportsAreReported()
{
    QFETCH(QJsonObject, bad);
    QFETCH(QString, message);
    writeFile(u"s.json"_s, sessionJson({bad, tableExport(u"pe.npy"_s)}));
    QVERIFY(QDir().mkdir(m_cli.path(u"out"_s)));
    const Run run = session({u"s.json"_s, u"--outdir"_s, u"out"_s});
    QCOMPARE(run.exitCode, 2); // bad input, not a failed write
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), 2);
    QVERIFY2(err[0].startsWith(message), qPrintable(err[0]));
    QCOMPARE(err[1], u"pelab-cli: 1 of 2 exports not regenerated"_s);
    // The other export is still written.
    QCOMPARE(lines(run.out), QStringList{u"wrote out/pe.npy"_s});
    QCOMPARE(QDir(m_cli.path(u"out"_s)).entryList(QDir::Files | QDir::Hidden),
             QStringList{u"pe.npy"_s});
}

void TestCliSession::failedWriteKeepsTheOldFile()
{
    // pe.npy is taken by a folder; cosine.npy (written by the tab itself) by a folder too.
    writeFile(u"s.json"_s,
              sessionJson({tableExport(u"pe.npy"_s),
                           entry(u"sinusoidal"_s, u"similarity"_s, sinusoidal(8, 4, u"cosine"_s),
                                 u"npy"_s, u"cosine.npy"_s),
                           tableExport(u"ok.npy"_s)}));
    for (const char *name : {"out", "out/pe.npy", "out/cosine.npy"})
        QVERIFY(QDir().mkdir(m_cli.path(QLatin1String(name))));
    const Run run = session({u"s.json"_s, u"--outdir"_s, u"out"_s});
    QCOMPARE(run.exitCode, 1); // every failure was a write
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), 3);
    QVERIFY2(failedWrite(err[0], u"out/pe.npy"_s), qPrintable(err[0]));
    QVERIFY2(failedWrite(err[1], u"out/cosine.npy"_s), qPrintable(err[1]));
    QCOMPARE(err[2], u"pelab-cli: 2 of 3 exports not regenerated"_s);
    QCOMPARE(lines(run.out), QStringList{u"wrote out/ok.npy"_s});
    QVERIFY(QFileInfo(m_cli.path(u"out/pe.npy"_s)).isDir());
    QCOMPARE(QDir(m_cli.path(u"out"_s))
                 .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             (QStringList{u"cosine.npy"_s, u"ok.npy"_s, u"pe.npy"_s})); // no temporary file
}

void TestCliSession::unwritableOutdir()
{
#ifndef __linux__
    QSKIP("needs Linux capabilities to make a directory unwritable for root as well");
#else
    const QString locked = m_cli.path(u"locked"_s);
    QVERIFY(QDir().mkdir(locked));
    const QByteArray old("old contents\n");
    writeFile(u"locked/pe.npy"_s, old);
    writeFile(u"s.json"_s,
              sessionJson({tableExport(u"pe.npy"_s),
                           entry(u"sinusoidal"_s, u"similarity"_s, sinusoidal(8, 4, u"cosine"_s),
                                 u"csv"_s, u"cosine.csv"_s)}));
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup |
                                              QFile::ExeGroup | QFile::ReadOther |
                                              QFile::ExeOther));
    const auto start = [&](const QString &program, const QStringList &arguments) {
        QProcess process;
        process.setProcessEnvironment(m_environment);
        process.setWorkingDirectory(QFileInfo(locked).absolutePath());
        process.setChildProcessModifier(dropFileCapabilities);
        process.start(program, arguments);
        Run result;
        if (process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit)
            result.exitCode = process.exitCode();
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    };
    const Run probe = start(u"/bin/sh"_s, {u"-c"_s, u"echo x > locked/probe"_s});
    if (probe.exitCode == 0) {
        QFile::remove(m_cli.path(u"locked/probe"_s));
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        PELAB_SKIP_UNLESS_REQUIRED(
            "this process cannot give up its permission to write everywhere");
    }
    const Run run =
        start(CliFixture::program(), {u"session"_s, u"s.json"_s, u"--outdir"_s, u"locked"_s});
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), 3);
    QVERIFY2(failedWrite(err[0], u"locked/pe.npy"_s, u"Permission denied"_s), qPrintable(err[0]));
    QVERIFY2(failedWrite(err[1], u"locked/cosine.csv"_s, u"Permission denied"_s),
             qPrintable(err[1]));
    QCOMPARE(err[2], u"pelab-cli: 2 of 2 exports not regenerated"_s);
    QFile file(m_cli.path(u"locked/pe.npy"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old); // the old file intact
    QCOMPARE(QDir(locked).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{u"pe.npy"_s}); // no temporary file
#endif
}

QTEST_GUILESS_MAIN(TestCliSession)
#include "tst_clisession.moc"
