// The safetensors export: the layout byte by byte (length, padded JSON header, F64 data) and,
// through the app's own reader, every exported format read back bit-identical.
#include "exporttestutils.h"

#include "export/exporter.h"
#include "export/safetensorsexporter.h"

#include "arrayfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ExportTestUtils;

class TestSafetensorsExporter : public QObject
{
    Q_OBJECT

private slots:
    void layout();
    void everyDataFormatReadsBack();
    void emptyTableRefused();

private:
    QTemporaryDir m_dir;
};

void TestSafetensorsExporter::layout()
{
    ExportTable table;
    table.matrix = awkwardMatrix(9, 4);
    const QString fileName = m_dir.filePath(QStringLiteral("t.safetensors"));
    const WriteResult result = SafetensorsExporter::writeFile(table, fileName);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    quint64 length = 0;
    for (int i = 7; i >= 0; --i)
        length = (length << 8) | quint8(bytes[i]);
    QCOMPARE((8 + length) % 8, quint64(0));
    QCOMPARE(quint64(bytes.size()), 8 + length + 9 * 4 * 8);
    const QJsonObject header = QJsonDocument::fromJson(bytes.mid(8, qsizetype(length))).object();
    const QJsonObject tensor = header.value(QStringLiteral("table")).toObject();
    QCOMPARE(tensor.value(QStringLiteral("dtype")).toString(), QStringLiteral("F64"));
    QCOMPARE(tensor.value(QStringLiteral("shape")).toArray(), (QJsonArray{9, 4}));
    QCOMPARE(tensor.value(QStringLiteral("data_offsets")).toArray(), (QJsonArray{0, 9 * 4 * 8}));
    for (std::size_t i = 0; i < table.matrix->size(); ++i) {
        std::uint64_t stored = 0;
        for (int b = 7; b >= 0; --b)
            stored = (stored << 8) | quint8(bytes[qsizetype(8 + length + i * 8) + b]);
        QCOMPARE(stored, std::bit_cast<std::uint64_t>(table.matrix->data()[i]));
    }
}

void TestSafetensorsExporter::everyDataFormatReadsBack()
{
    ExportTable table;
    table.matrix = awkwardMatrix(17, 6);
    for (ExportFormat format : ExportFormats::dataFormats()) {
        const QString fileName =
            m_dir.filePath(QStringLiteral("back.") + ExportFormats::extension(format));
        const WriteResult result = Exporter::writeData(table, format, fileName);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const pelab::LoadedArray a = pelab::readArrayFile(fileName.toStdString());
        QCOMPARE(a.values.rows(), std::size_t(17));
        QCOMPARE(a.values.cols(), std::size_t(6));
        for (std::size_t i = 0; i < table.matrix->size(); ++i) {
            const double x = a.values.data()[i], y = table.matrix->data()[i];
            // CSV writes −0 as 0: it reads back as +0, equal to it.
            const bool zero = format == ExportFormat::Csv && x == 0.0 && y == 0.0;
            QVERIFY2(std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y) ||
                         (std::isnan(x) && std::isnan(y)) || zero,
                     qPrintable(ExportFormats::id(format)));
        }
    }
}

void TestSafetensorsExporter::emptyTableRefused()
{
    const WriteResult result =
        SafetensorsExporter::writeFile({}, m_dir.filePath(QStringLiteral("e.safetensors")));
    QVERIFY(!result.ok());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("e.safetensors"))));
}

QTEST_MAIN(TestSafetensorsExporter)
#include "tst_safetensorsexporter.moc"
