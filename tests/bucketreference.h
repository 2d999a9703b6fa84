#pragma once

// The bucket formulas written out for the Buckets tab's tests (pelab-cli buckets, the page, the
// session replay), step by step as the reference code computes them (transformers, float32),
// and .npy files written and read byte by byte: independent of core's implementation (the core
// suites have their own, tests/core/buckettestutils.h).
#include <QByteArray>
#include <QFile>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace BucketReference {

// modeling_t5.py, T5Attention._relative_position_bucket of r = key − query:
//   bidirectional: num_buckets //= 2; ret += (r > 0) * num_buckets; n = |r|
//   causal:        n = −min(r, 0)
//   max_exact = num_buckets // 2; n < max_exact: n itself; otherwise
//   max_exact + (log(n.float() / max_exact) / math.log(max_distance / max_exact)
//                * (num_buckets − max_exact)).to(long), capped at num_buckets − 1.
// The tensor is float32: n / max_exact and its log in float32; math.log is a float64 log of the
// Python quotient, rounded to float32 where it meets the tensor; .to(long) truncates.
inline std::int64_t t5(std::int64_t r, std::int64_t numBuckets, std::int64_t maxDistance,
                       bool bidirectional)
{
    std::int64_t bucket = 0;
    std::int64_t n = 0;
    if (bidirectional) {
        numBuckets /= 2;
        bucket = r > 0 ? numBuckets : 0;
        n = r < 0 ? -r : r;
    } else {
        n = r < 0 ? -r : 0;
    }
    const std::int64_t maxExact = numBuckets / 2;
    if (n < maxExact)
        return bucket + n;
    const float ratio = float(n) / float(maxExact);
    const float logRatio = std::log(ratio);
    const float logMax = float(std::log(double(maxDistance) / double(maxExact)));
    const float quotient = logRatio / logMax;
    const float scaled = quotient * float(numBuckets - maxExact);
    const std::int64_t large = maxExact + std::int64_t(scaled);
    return bucket + std::min(large, numBuckets - 1);
}

// modeling_deberta_v2.py, make_log_bucket_position of r = query − key:
//   mid = bucket_size // 2
//   abs_pos = where(−mid < r < mid, mid − 1, |r|)
//   log_pos = ceil(log(abs_pos / mid) / log(tensor((max_position − 1) / mid)) * (mid − 1)) + mid
//   bucket  = where(abs_pos <= mid, r, log_pos * sign(r))
// abs_pos / mid is a float32 division, torch.tensor of the Python float is float32 and its log
// too.
inline std::int64_t deberta(std::int64_t r, std::int64_t positionBuckets, std::int64_t maxPosition)
{
    const std::int64_t mid = positionBuckets / 2;
    const std::int64_t absPos = r < mid && r > -mid ? mid - 1 : (r < 0 ? -r : r);
    if (absPos <= mid)
        return r;
    const float ratio = float(absPos) / float(mid);
    const float logMax = std::log(float(double(maxPosition - 1) / double(mid)));
    const float scaled = std::log(ratio) / logMax * float(mid - 1);
    const float logPos = std::ceil(scaled) + float(mid);
    return std::int64_t(logPos * float(r > 0 ? 1 : -1));
}

// DisentangledSelfAttention: the row of the 2·span relative embeddings, clamp(bucket + span, 0,
// 2·span − 1), span = position_buckets.
inline std::int64_t debertaRow(std::int64_t bucket, std::int64_t span)
{
    return std::clamp<std::int64_t>(bucket + span, 0, 2 * span - 1);
}

// The first |r| from which the side's bucket is `last` (every larger |r| too, checked up to
// `limit`); −1 when none.
template <class Bucket>
std::int64_t firstOfLast(const Bucket &bucketOf, std::int64_t last, std::int64_t limit)
{
    std::int64_t first = -1;
    for (std::int64_t n = 0; n <= limit; ++n) {
        if (bucketOf(n) != last)
            first = -1;
        else if (first < 0)
            first = n;
    }
    return first;
}

inline void appendLE(std::string &out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xff);
}

// A version 1.0 .npy file: magic, version, header length, the header dict padded with spaces
// to a multiple of 64 bytes with its newline, then the data.
inline QByteArray npy(const std::string &descr, const std::string &shape, const std::string &data)
{
    std::string header =
        "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string out("\x93NUMPY\x01\x00", 8);
    appendLE(out, header.size(), 2);
    out += header + data;
    return QByteArray::fromStdString(out);
}

inline QByteArray npyInt64(const std::string &shape, const std::vector<std::int64_t> &values)
{
    std::string data;
    for (std::int64_t v : values)
        appendLE(data, std::uint64_t(v), 8);
    return npy("<i8", shape, data);
}

inline QByteArray npyFloat64(const std::string &shape, const std::vector<double> &values)
{
    std::string data;
    for (double v : values)
        appendLE(data, std::bit_cast<std::uint64_t>(v), 8);
    return npy("<f8", shape, data);
}

// A .npy file read back: its descr, its shape as written ("(48, 48)") and its data.
struct Npy
{
    QByteArray descr;
    QByteArray shape;
    QByteArray data;

    bool isValid() const { return !descr.isEmpty(); }
    std::int64_t int64At(std::size_t i) const
    {
        std::int64_t v = 0;
        std::memcpy(&v, data.constData() + 8 * i, 8);
        return v;
    }
    double float64At(std::size_t i) const
    {
        double v = 0;
        std::memcpy(&v, data.constData() + 8 * i, 8);
        return v;
    }
};

inline Npy readNpy(const QByteArray &bytes)
{
    Npy out;
    if (!bytes.startsWith("\x93NUMPY\x01\x00") || bytes.size() < 10)
        return out;
    const int length = quint8(bytes[8]) | (quint8(bytes[9]) << 8);
    const QString header = QString::fromLatin1(bytes.mid(10, length));
    const auto descr = QRegularExpression(QStringLiteral("'descr': '([^']*)'")).match(header);
    const auto shape = QRegularExpression(QStringLiteral("'shape': (\\([^)]*\\))")).match(header);
    if (!descr.hasMatch() || !shape.hasMatch() || !header.contains(QStringLiteral("False")))
        return out;
    out.descr = descr.captured(1).toLatin1();
    out.shape = shape.captured(1).toLatin1();
    out.data = bytes.mid(10 + length);
    return out;
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace BucketReference
