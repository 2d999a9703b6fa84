// readArrayFile: the format found from the content, file errors named, big files refused
// before they are read.
#include "arraytestutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ArrayTest;

class TestArrayFile : public QObject
{
    Q_OBJECT

private slots:
    void detectsFromContent();
    void fileErrors();
    void fileAboveTheLimit();
    void truncatedFiles();

private:
    QTemporaryDir m_dir;
    std::string write(const QString &name, const std::string &bytes)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes.data(), qint64(bytes.size()));
        return file.fileName().toStdString();
    }
};

void TestArrayFile::detectsFromContent()
{
    // The extension does not matter when the content is recognised.
    const std::string n =
        write(QStringLiteral("a.csv"),
              npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", f8le({2.5})));
    QCOMPARE(pelab::readArrayFile(n).format, std::string("npy"));
    const std::string s = write(
        QStringLiteral("b.dat"),
        safetensors(R"({"t":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}})", f8le({3.5})));
    QCOMPARE(pelab::readArrayFile(s).format, std::string("safetensors"));
    const std::string c = write(QStringLiteral("c.npy.txt"), "1,2\n");
    QCOMPARE(pelab::readArrayFile(c).format, std::string("csv"));
    QCOMPARE(pelab::detectArrayFormat("1,2", 3, "x.csv"), pelab::ArrayFormat::Csv);
    // Unrecognised content under a binary extension goes to that reader for a clear refusal.
    PELAB_VERIFY_ERROR(pelab::readArrayFile(write(QStringLiteral("x.npy"), "hello")),
                       "x.npy: not a NumPy .npy file (wrong magic");
    PELAB_VERIFY_ERROR(pelab::readArrayFile(write(QStringLiteral("x.safetensors"), "hello")),
                       "x.safetensors: truncated safetensors file");
}

void TestArrayFile::fileErrors()
{
    PELAB_VERIFY_ERROR(
        pelab::readArrayFile(m_dir.filePath(QStringLiteral("missing.npy")).toStdString()),
        "missing.npy: cannot open the file");
    PELAB_VERIFY_ERROR(pelab::readArrayFile(m_dir.path().toStdString()), "is a folder");
    PELAB_VERIFY_ERROR(pelab::readArrayFile(write(QStringLiteral("empty.csv"), "")),
                       "empty.csv: the CSV file holds no numbers");
}

void TestArrayFile::fileAboveTheLimit()
{
    const std::string path = write(QStringLiteral("big.csv"), std::string(4000, '1'));
    pelab::ArrayReadOptions options;
    options.memoryLimit = 1000;
    PELAB_VERIFY_ERROR(pelab::readArrayFile(path, options),
                       "big.csv: the file of 3.9 KiB is above the memory limit of 1000 B");
}

void TestArrayFile::truncatedFiles()
{
    // Every prefix of a good file is refused with a message, never read past its end.
    const std::string n =
        npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }", std::string(16, '\x01'));
    const std::string s = safetensors(
        R"({"t":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})", std::string(16, '\x01'));
    for (const std::string &file : {n, s}) {
        QVERIFY(errorOf([&] { read(file, "whole.npy"); }).empty());
        for (std::size_t length = 0; length < file.size(); ++length) {
            const std::string prefix = file.substr(0, length);
            const std::string error =
                errorOf([&] { pelab::readArrayBytes(prefix.data(), prefix.size(), "cut.npy"); });
            QVERIFY2(error.rfind("cut.npy: ", 0) == 0,
                     qPrintable(QStringLiteral("prefix of %1 bytes: %2")
                                    .arg(length)
                                    .arg(QString::fromStdString(error))));
        }
    }
}

QTEST_APPLESS_MAIN(TestArrayFile)
#include "tst_arrayfile.moc"
