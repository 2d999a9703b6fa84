// The memory limit: byte counts for messages, and the refusal before allocating.
#include "error.h"
#include "matrix.h"
#include "memorylimit.h"

#include <QTest>

#include <cstdint>
#include <string>

using namespace Qt::StringLiterals;

class TestMemoryLimit : public QObject
{
    Q_OBJECT

private slots:
    void formatBytes_data();
    void formatBytes();
    void withinTheLimit();
    void aboveTheLimit();
    void overflow();
    void matrixLayout();
};

void TestMemoryLimit::formatBytes_data()
{
    QTest::addColumn<qulonglong>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("0") << 0ULL << u"0 B"_s;
    QTest::newRow("1023") << 1023ULL << u"1023 B"_s;
    QTest::newRow("1 KiB") << 1024ULL << u"1.0 KiB"_s;
    QTest::newRow("1.5 KiB") << 1536ULL << u"1.5 KiB"_s;
    QTest::newRow("1 MiB") << (1ULL << 20) << u"1.0 MiB"_s;
    QTest::newRow("64 MiB (8192 x 1024 doubles)") << (64ULL << 20) << u"64.0 MiB"_s;
    QTest::newRow("2 GiB (the default limit)") << (2ULL << 30) << u"2.00 GiB"_s;
    QTest::newRow("1 TiB") << (1ULL << 40) << u"1024.00 GiB"_s;
}

void TestMemoryLimit::formatBytes()
{
    QFETCH(qulonglong, bytes);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(pelab::formatBytes(bytes)), text);
}

void TestMemoryLimit::withinTheLimit()
{
    // Exactly at the limit is allowed; the default limit is 2 GiB.
    pelab::checkMatrixAllocation(128, 1024, 1 << 20, "x");
    pelab::checkMatrixAllocation(0, 1000000, 0, "x");
    pelab::checkMatrixAllocation(16384, 16384, pelab::kDefaultMemoryLimit, "x");
    QCOMPARE(pelab::kDefaultMemoryLimit, std::uint64_t(2) << 30);
}

void TestMemoryLimit::aboveTheLimit()
{
    try {
        pelab::checkMatrixAllocation(16384, 16385, pelab::kDefaultMemoryLimit, "the table");
        QFAIL("one column above 2 GiB was accepted");
    } catch (const pelab::Error &e) {
        QCOMPARE(QString::fromUtf8(e.what()),
                 u"the table of 16384 x 16385 values would need 2.00 GiB, above the memory "
                 "limit of 2.00 GiB"_s);
    }
}

void TestMemoryLimit::overflow()
{
    const std::uint64_t huge = std::uint64_t(1) << 32;
    try {
        pelab::checkMatrixAllocation(huge, huge, ~std::uint64_t(0), "the table");
        QFAIL("2^64 values were accepted");
    } catch (const pelab::Error &e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(u"more than 16 EiB"_s), e.what());
    }
}

void TestMemoryLimit::matrixLayout()
{
    pelab::Matrix m(3, 4);
    QCOMPARE(m.size(), std::size_t(12));
    for (std::size_t r = 0; r < 3; ++r)
        for (std::size_t c = 0; c < 4; ++c)
            m(r, c) = double(10 * r + c);
    QCOMPARE(m.data()[1 * 4 + 2], 12.0);
    QCOMPARE(m.row(2)[3], 23.0);
    pelab::Matrix moved = std::move(m);
    QCOMPARE(moved(2, 3), 23.0);
    // Large matrices sit on 2 MiB boundaries (transparent huge pages).
    const pelab::Matrix large(512, 1024);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(large.data()) % (std::uintptr_t(2) << 20),
             std::uintptr_t(0));
    QVERIFY(pelab::Matrix().empty());
}

QTEST_APPLESS_MAIN(TestMemoryLimit)
#include "tst_memorylimit.moc"
