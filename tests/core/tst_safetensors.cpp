// safetensors: the reader (dtypes, tensor choice, every malformed header), the writer (read back
// bit-identical), the strict JSON parser, and the exact 16-bit float conversions.
#include "arraytestutils.h"
#include "halffloat.h"
#include "jsonvalue.h"
#include "safetensorsreader.h"
#include "safetensorswriter.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace ArrayTest;

class TestSafetensors : public QObject
{
    Q_OBJECT

private slots:
    void halfFloats();
    void bfloat16();
    void readsDtypes();
    void choosesTensor();
    void listsTensors();
    void malformed_data();
    void malformed();
    void json();
    void writerRoundTrip();
    void committedFile();
};

void TestSafetensors::halfFloats()
{
    // All 65536 binary16 patterns against the definition: (−1)^s · 2^(e−15) · (1 + f/1024),
    // subnormals (e = 0) (−1)^s · 2^−14 · f/1024, e = 31 infinite or NaN.
    for (std::uint32_t h = 0; h < 65536; ++h) {
        const int s = int(h >> 15), e = int((h >> 10) & 31), f = int(h & 1023);
        const double sign = s ? -1.0 : 1.0;
        double expected;
        if (e == 31)
            expected = f ? std::numeric_limits<double>::quiet_NaN()
                         : sign * std::numeric_limits<double>::infinity();
        else if (e == 0)
            expected = sign * std::pow(2.0, -14) * (double(f) / 1024.0);
        else
            expected = sign * std::pow(2.0, e - 15) * (1.0 + double(f) / 1024.0);
        const double actual = pelab::halfToDouble(std::uint16_t(h));
        if (std::isnan(expected)) {
            QVERIFY(std::isnan(actual));
            continue;
        }
        QVERIFY2(bits(actual) == bits(expected), qPrintable(QString::number(h, 16)));
    }
    QCOMPARE(pelab::halfToDouble(0x0001), std::pow(2.0, -24)); // smallest subnormal
    QCOMPARE(pelab::halfToDouble(0x7bff), 65504.0);            // largest finite
    QCOMPARE(bits(pelab::halfToDouble(0x8000)), bits(-0.0));
}

void TestSafetensors::bfloat16()
{
    // All patterns: (−1)^s · 2^(e−127) · (1 + f/128), subnormals 2^−126 · f/128.
    for (std::uint32_t b = 0; b < 65536; ++b) {
        const int s = int(b >> 15), e = int((b >> 7) & 255), f = int(b & 127);
        const double sign = s ? -1.0 : 1.0;
        double expected;
        if (e == 255)
            expected = f ? std::numeric_limits<double>::quiet_NaN()
                         : sign * std::numeric_limits<double>::infinity();
        else if (e == 0)
            expected = sign * std::pow(2.0, -126) * (double(f) / 128.0);
        else
            expected = sign * std::pow(2.0, e - 127) * (1.0 + double(f) / 128.0);
        const double actual = pelab::bfloat16ToDouble(std::uint16_t(b));
        if (std::isnan(expected)) {
            QVERIFY(std::isnan(actual));
            continue;
        }
        QVERIFY2(bits(actual) == bits(expected), qPrintable(QString::number(b, 16)));
    }
}

void TestSafetensors::readsDtypes()
{
    // 1.0, −2.0, 0.5 in each dtype, by hand: F16 3c00 c000 3800; BF16 3f80 c000 3f00.
    std::string f64, f32, f16, bf16;
    for (double v : {1.0, -2.0, 0.5}) {
        appendLE(f64, bits(v), 8);
        appendLE(f32, std::bit_cast<std::uint32_t>(float(v)), 4);
    }
    for (std::uint16_t h : {0x3c00, 0xc000, 0x3800})
        appendLE(f16, h, 2);
    for (std::uint16_t b : {0x3f80, 0xc000, 0x3f00})
        appendLE(bf16, b, 2);
    for (const auto &[dtype, data] : std::vector<std::pair<std::string, std::string>>{
             {"F64", f64}, {"F32", f32}, {"F16", f16}, {"BF16", bf16}}) {
        const std::string json = R"({"t":{"dtype":")" + dtype +
                                 R"(","shape":[3],"data_offsets":[0,)" +
                                 std::to_string(data.size()) + "]}}";
        const pelab::LoadedArray a = read(safetensors(json, data), "s.safetensors");
        QCOMPARE(a.format, std::string("safetensors"));
        QCOMPARE(a.dtype, dtype);
        QCOMPARE(a.tensorName, std::string("t"));
        QCOMPARE(a.ndim, 1);
        QCOMPARE(a.values(0, 0), 1.0);
        QCOMPARE(a.values(0, 1), -2.0);
        QCOMPARE(a.values(0, 2), 0.5);
    }
}

void TestSafetensors::choosesTensor()
{
    const std::string json =
        R"({"__metadata__":{"format":"pt"},"a":{"dtype":"F64","shape":[1,1],"data_offsets":[0,8]},)"
        R"("wpe.weight":{"dtype":"F64","shape":[2,1],"data_offsets":[8,24]}})";
    const std::string file = safetensors(json, f8le({7, 8, 9}));
    PELAB_VERIFY_ERROR(read(file, "m.safetensors"),
                       "m.safetensors: the file holds 2 tensors (a, wpe.weight); choose one");
    pelab::ArrayReadOptions options;
    options.tensorName = "wpe.weight";
    const pelab::LoadedArray a = read(file, "m.safetensors", options);
    QCOMPARE(a.values.rows(), std::size_t(2));
    QCOMPARE(a.values(1, 0), 9.0);
    options.tensorName = "wte.weight";
    PELAB_VERIFY_ERROR(read(file, "m.safetensors", options), "no tensor named 'wte.weight'");
}

void TestSafetensors::listsTensors()
{
    const std::string path = std::string(PELAB_TEST_DATA_DIR) + "/model.safetensors";
    const auto list = pelab::listArrayTensors(path);
    QCOMPARE(list.size(), std::size_t(4));
    QCOMPARE(list[0].name, std::string("wpe.weight"));
    QCOMPARE(list[0].shape, (std::vector<std::uint64_t>{2, 3}));
    QVERIFY(list[0].readable);
    QCOMPARE(list[3].dtype, std::string("I64"));
    QVERIFY(!list[3].readable);
    QVERIFY(pelab::listArrayTensors(std::string(PELAB_TEST_DATA_DIR) + "/f8.npy").empty());
}

void TestSafetensors::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const std::string &bytes, const char *message) {
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size()))
                            << QString::fromUtf8(message);
    };
    const auto entry = [](const std::string &body) { return R"({"t":{)" + body + "}}"; };
    const std::string data = f8le({1, 2});
    const std::string ok = R"("dtype":"F64","shape":[2],"data_offsets":[0,16])";
    row("too short", std::string("\x05\0\0", 3), "truncated safetensors file");
    row(
        "absurd header length",
        [] {
            std::string f;
            appendLE(f, 1ULL << 40, 8);
            return f + "{}";
        }(),
        "absurd safetensors header length");
    row("header beyond the file", safetensors(entry(ok), data).substr(0, 30),
        "truncated safetensors header");
    row("not JSON", safetensors("{\"t\": x}", data), "malformed safetensors JSON header");
    row("duplicate key", safetensors(R"({"t":{)" + ok + R"(},"t":{)" + ok + "}}", data),
        "duplicate key \"t\"");
    row("duplicate inner key",
        safetensors(entry(R"("dtype":"F64","dtype":"F64","shape":[2],"data_offsets":[0,16])"),
                    data),
        "duplicate key \"dtype\"");
    row("offsets past the end",
        safetensors(entry(R"("dtype":"F64","shape":[2],"data_offsets":[8,24])"), data),
        "lie outside the data section of 16 bytes");
    row("offsets reversed",
        safetensors(entry(R"("dtype":"F64","shape":[0],"data_offsets":[16,8])"), data),
        "lie outside");
    row("shape mismatch",
        safetensors(entry(R"("dtype":"F64","shape":[3],"data_offsets":[0,16])"), data),
        "shape [3] of F64 needs 24 bytes, data_offsets give 16");
    row("shape overflow",
        safetensors(entry(R"("dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,16])"),
                    data),
        "more than 2^64");
    row("negative extent",
        safetensors(entry(R"("dtype":"F64","shape":[-2],"data_offsets":[0,16])"), data),
        "non-negative integer");
    row("unknown dtype",
        safetensors(entry(R"("dtype":"F128","shape":[1],"data_offsets":[0,16])"), data),
        "unknown dtype 'F128'");
    row("integer dtype",
        safetensors(entry(R"("dtype":"I64","shape":[2],"data_offsets":[0,16])"), data),
        "has dtype I64 (floating tensors only");
    row("missing key", safetensors(entry(R"("dtype":"F64","shape":[2])"), data),
        "missing 'data_offsets'");
    row("extra key", safetensors(entry(ok + R"(,"x":1)"), data), "unexpected key 'x'");
    row("3-D", safetensors(entry(R"("dtype":"F64","shape":[1,1,2],"data_offsets":[0,16])"), data),
        "is 3-D");
    row("metadata not strings", safetensors(R"({"__metadata__":{"a":1}})", ""),
        "'__metadata__' value 'a' is not a string");
    row("no tensors", safetensors(R"({"__metadata__":{}})", ""), "holds no tensors");
    row("not an object", safetensors("[1, 2]  ", ""), "is not a JSON object");
    row("deep nesting", safetensors(std::string(200, '[') + std::string(200, ']'), ""),
        "nesting deeper than");
}

void TestSafetensors::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const std::string error = errorOf([&] {
        pelab::readSafetensorsBytes(bytes.constData(), std::size_t(bytes.size()),
                                    "bad.safetensors");
    });
    QVERIFY2(error.rfind("bad.safetensors: ", 0) == 0, error.c_str());
    QVERIFY2(contains(error, message.toStdString()), error.c_str());
}

void TestSafetensors::json()
{
    const pelab::JsonValue v = pelab::JsonValue::parse(
        R"( {"a": [1, -2.5e3, true, false, null], "s": "x\"\u00e9\ud83d\ude00", "n": 18446744073709551615} )");
    QVERIFY(v.isObject());
    QCOMPARE(v.find("a")->array().size(), std::size_t(5));
    QCOMPARE(v.find("a")->array()[1].text(), std::string("-2.5e3"));
    QVERIFY(!v.find("a")->array()[1].toUInt64());
    QCOMPARE(v.find("s")->text(), std::string("x\"\xC3\xA9\xF0\x9F\x98\x80"));
    QCOMPARE(*v.find("n")->toUInt64(), std::numeric_limits<std::uint64_t>::max());
    for (const char *bad : {"{\"a\":1,}", "[1,]", "{'a':1}", "01", "1.", "\"\\ud800\"", "\"a\nb\"",
                            "{\"a\":1}{", "", "nul", "[1 2]", "{\"a\" 1}", "-", "1e"}) {
        PELAB_VERIFY_ERROR(pelab::JsonValue::parse(bad), "JSON header: ");
    }
    QCOMPARE(pelab::jsonQuoted("a\"b\\c\n"), std::string(R"("a\"b\\c\u000a")"));
}

void TestSafetensors::writerRoundTrip()
{
    pelab::Matrix a(3, 4), b(1, 5);
    for (std::size_t i = 0; i < a.size(); ++i)
        a.data()[i] = std::cos(double(i) * 0.37) / 3.0;
    for (std::size_t i = 0; i < b.size(); ++i)
        b.data()[i] = std::ldexp(1.0, -1070 + int(i)) * (i % 2 ? -1 : 1);
    const std::string file =
        pelab::safetensorsBytes({{"table", &a, false}, {"name \"quoted\"", &b, true}});
    std::uint64_t length = 0;
    for (int i = 0; i < 8; ++i)
        length |= std::uint64_t(static_cast<unsigned char>(file[std::size_t(i)])) << (8 * i);
    QCOMPARE(length % 8, std::uint64_t(0)); // the data starts 8-byte aligned
    QCOMPARE(file.size(), 8 + length + (a.size() + b.size()) * 8);
    pelab::ArrayReadOptions options;
    options.tensorName = "table";
    const pelab::LoadedArray ra = read(file, "w.safetensors", options);
    options.tensorName = "name \"quoted\"";
    const pelab::LoadedArray rb = read(file, "w.safetensors", options);
    QCOMPARE(ra.values.rows(), std::size_t(3));
    QCOMPARE(rb.ndim, 1);
    for (std::size_t i = 0; i < a.size(); ++i)
        QCOMPARE(bits(ra.values.data()[i]), bits(a.data()[i]));
    for (std::size_t i = 0; i < b.size(); ++i)
        QCOMPARE(bits(rb.values.data()[i]), bits(b.data()[i]));
    PELAB_VERIFY_ERROR(pelab::safetensorsBytes({{"x", &a, false}, {"x", &b, false}}),
                       "duplicate tensor name 'x'");
}

void TestSafetensors::committedFile()
{
    // tests/data/make_arrays.py: the same 2 × 3 table in F32, F16 and BF16.
    const std::string path = std::string(PELAB_TEST_DATA_DIR) + "/model.safetensors";
    for (const char *name : {"wpe.weight", "wte.half", "wte.bf16"}) {
        pelab::ArrayReadOptions options;
        options.tensorName = name;
        const pelab::LoadedArray a = pelab::readArrayFile(path, options);
        QCOMPARE(a.values.rows(), std::size_t(2));
        for (std::size_t i = 0; i < 6; ++i)
            QCOMPARE(a.values.data()[i], double(i) / 8.0 + 0.125);
    }
    pelab::ArrayReadOptions options;
    options.tensorName = "ids";
    PELAB_VERIFY_ERROR(pelab::readArrayFile(path, options),
                       "model.safetensors: tensor 'ids' has dtype I64");
}

QTEST_APPLESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
