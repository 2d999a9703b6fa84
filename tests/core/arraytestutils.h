#pragma once

#include "arrayfile.h"
#include "error.h"

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <bit>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

// Builders of array files byte by byte, independent of the code under test.
namespace ArrayTest {

inline std::uint64_t bits(double value)
{
    return std::bit_cast<std::uint64_t>(value);
}

inline void appendLE(std::string &out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xff);
}

inline void appendBE(std::string &out, std::uint64_t value, int bytes)
{
    for (int i = bytes - 1; i >= 0; --i)
        out += char((value >> (8 * i)) & 0xff);
}

// A .npy file: magic, version, header length (2 bytes for v1, 4 otherwise), dict + '\n', data.
inline std::string npy(const std::string &dict, const std::string &data, int major = 1)
{
    std::string out("\x93NUMPY", 6);
    out += char(major);
    out += char(0);
    const std::string header = dict + "\n";
    appendLE(out, header.size(), major == 1 ? 2 : 4);
    return out + header + data;
}

inline std::string f8le(const std::vector<double> &values)
{
    std::string out;
    for (double v : values)
        appendLE(out, bits(v), 8);
    return out;
}

inline std::string safetensors(const std::string &json, const std::string &data)
{
    std::string out;
    appendLE(out, json.size(), 8);
    return out + json + data;
}

// The message of the pelab::Error `f` throws, or "" when it throws nothing.
inline std::string errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const pelab::Error &error) {
        return error.what();
    }
    return {};
}

inline bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

inline pelab::LoadedArray read(const std::string &bytes, const std::string &name,
                               const pelab::ArrayReadOptions &options = {})
{
    return pelab::readArrayBytes(bytes.data(), bytes.size(), name, options);
}

// /usr/bin/python3 with NumPy, or an empty string.
inline QString numpyPython()
{
    const QString python = QStringLiteral("/usr/bin/python3");
    QProcess probe;
    probe.start(python, {QStringLiteral("-c"), QStringLiteral("import numpy")});
    if (!probe.waitForFinished(60000) || probe.exitStatus() != QProcess::NormalExit ||
        probe.exitCode() != 0)
        return {};
    return python;
}

inline bool runPython(const QString &python, const QString &script, QByteArray *output = nullptr)
{
    QProcess process;
    process.start(python, {QStringLiteral("-c"), script});
    if (!process.waitForFinished(120000) || process.exitCode() != 0) {
        qWarning() << process.readAllStandardError();
        return false;
    }
    if (output)
        *output = process.readAllStandardOutput();
    return true;
}

} // namespace ArrayTest

#define PELAB_VERIFY_ERROR(expression, part)                                                       \
    do {                                                                                           \
        const std::string pelabMessage_ = ArrayTest::errorOf([&] { (void)(expression); });         \
        QVERIFY2(ArrayTest::contains(pelabMessage_, (part)),                                       \
                 ("expected an error containing \"" + std::string(part) + "\", got \"" +           \
                  pelabMessage_ + "\"")                                                            \
                     .c_str());                                                                    \
    } while (false)
