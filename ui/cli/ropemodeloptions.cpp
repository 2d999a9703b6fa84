#include "ropemodeloptions.h"

#include "clierror.h"
#include "clipresets.h"
#include "jsonwriter.h"
#include "rope/ropemodelsetup.h"
#include "spec/tabstate.h"

#include "arrayfile.h"
#include "error.h"
#include "safetensorsreader.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <utility>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The whole file, `limit` bytes at most.
QByteArray readWhole(const QString &fileName, qint64 limit)
{
    try {
        return RopeModelSetup::readBytes(fileName, limit);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

// Stored in float32 or lower, or (CSV) every value exactly a float32.
bool lowPrecision(const pelab::LoadedArray &array)
{
    for (const char *dtype : {"<f4", ">f4", "F32", "<f2", ">f2", "F16", "BF16"}) {
        if (array.dtype == dtype)
            return true;
    }
    if (array.format != "csv")
        return false;
    for (std::size_t i = 0; i < array.values.size(); ++i) {
        const double v = array.values.data()[i];
        if (double(float(v)) != v)
            return false;
    }
    return true;
}

pelab::LoadedArray load(const QString &fileName, const std::string &tensor = {})
{
    pelab::ArrayReadOptions options;
    options.tensorName = tensor;
    try {
        return pelab::readArrayFile(QFile::encodeName(fileName).toStdString(), options);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

} // namespace

void RopeModelOptions::addTo(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("config"),
         tr("A Hugging Face config.json: the rotary dim, base, pairing and scaling (the other "
            "options override it)."),
         QStringLiteral("FILE")},
        {QStringLiteral("layer-type"),
         tr("The rope_parameters entry of a config with one per layer type (e.g. "
            "full_attention)."),
         QStringLiteral("T")},
        {QStringLiteral("preset"), tr("A shipped model configuration (see --list-presets)."),
         QStringLiteral("NAME")},
        {QStringLiteral("list-presets"), tr("Print the RoPE presets, one a line, and exit.")},
        {QStringLiteral("compare"),
         tr("Check an implementation: an inv_freq vector, or a safetensors file with cos and sin "
            "tensors (.npy, safetensors or CSV)."),
         QStringLiteral("FILE")},
        {QStringLiteral("compare-cos"), tr("Check an implementation's cos cache (N × rotary dim)."),
         QStringLiteral("FILE")},
        {QStringLiteral("compare-sin"), tr("Check an implementation's sin cache (N × rotary dim)."),
         QStringLiteral("FILE")},
    });
}

void RopeModelOptions::read(const QCommandLineParser &parser)
{
    m_listPresets = parser.isSet(QStringLiteral("list-presets"));
    if (m_listPresets)
        return;
    const bool file = parser.isSet(QStringLiteral("config"));
    const bool preset = parser.isSet(QStringLiteral("preset"));
    if (file && preset)
        throw CliError(tr("--config and --preset exclude each other"));
    const std::string layerType = parser.value(QStringLiteral("layer-type")).toStdString();
    if (parser.isSet(QStringLiteral("layer-type")) && !file && !preset)
        throw CliError(tr("--layer-type needs --config or --preset"));
    try {
        if (file) {
            m_origin = parser.value(QStringLiteral("config"));
            m_config = RopeModelSetup::readFile(m_origin, QString::fromStdString(layerType));
        } else if (preset) {
            const QString name = parser.value(QStringLiteral("preset"));
            CliPresets::find(name, pelab::PresetFamily::Rope); // its own message when unknown
            m_origin = QStringLiteral("preset ") + name;
            m_config = RopeModelSetup::readPreset(name, QString::fromStdString(layerType));
        }
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    readCompared(parser);
}

void RopeModelOptions::readCompared(const QCommandLineParser &parser)
{
    const bool one = parser.isSet(QStringLiteral("compare"));
    const bool cos = parser.isSet(QStringLiteral("compare-cos"));
    const bool sin = parser.isSet(QStringLiteral("compare-sin"));
    if (one && (cos || sin))
        throw CliError(tr("--compare and --compare-cos/--compare-sin exclude each other"));
    if (cos != sin)
        throw CliError(tr("--compare-cos and --compare-sin go together: give both files"));
    if (cos) {
        pelab::LoadedArray c = load(parser.value(QStringLiteral("compare-cos")));
        pelab::LoadedArray s = load(parser.value(QStringLiteral("compare-sin")));
        m_float32 = lowPrecision(c) && lowPrecision(s);
        m_cos = std::move(c.values);
        m_sin = std::move(s.values);
        m_comparedName = QFileInfo(parser.value(QStringLiteral("compare-cos"))).fileName();
        return;
    }
    if (!one)
        return;
    const QString fileName = parser.value(QStringLiteral("compare"));
    m_comparedName = QFileInfo(fileName).fileName();
    const std::string name = m_comparedName.toStdString();
    QFile probe(fileName);
    const QByteArray start = probe.open(QIODevice::ReadOnly) ? probe.read(64) : QByteArray();
    if (pelab::detectArrayFormat(start.constData(), std::size_t(start.size()), name) ==
        pelab::ArrayFormat::Safetensors) {
        // The header lists the tensors: one named like cos and one like sin make a cache. They
        // are read from the bytes already in memory.
        const QByteArray whole = readWhole(fileName, qint64(pelab::kDefaultMemoryLimit));
        const auto read = [&](const std::string &tensor) {
            pelab::ArrayReadOptions options;
            options.tensorName = tensor;
            try {
                return pelab::readSafetensorsBytes(whole.constData(), std::size_t(whole.size()),
                                                   name, options);
            } catch (const pelab::Error &error) {
                throw CliError(QString::fromUtf8(error.what()));
            }
        };
        std::vector<pelab::TensorInfo> tensors;
        try {
            tensors =
                pelab::listSafetensorsBytes(whole.constData(), std::size_t(whole.size()), name);
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
        std::string cosName;
        std::string sinName;
        for (const pelab::TensorInfo &t : tensors) {
            if (t.name.find("cos") != std::string::npos && cosName.empty())
                cosName = t.name;
            if (t.name.find("sin") != std::string::npos && sinName.empty())
                sinName = t.name;
        }
        if (!cosName.empty() && !sinName.empty()) {
            pelab::LoadedArray c = read(cosName);
            pelab::LoadedArray s = read(sinName);
            m_float32 = lowPrecision(c) && lowPrecision(s);
            m_cos = std::move(c.values);
            m_sin = std::move(s.values);
            return;
        }
        setInvFreq(read({}));
        return;
    }
    setInvFreq(load(fileName));
}

void RopeModelOptions::setInvFreq(const pelab::LoadedArray &array)
{
    if (array.values.rows() != 1)
        throw CliError(tr("%1: an inv_freq vector has one row (got %2 × %3); give a cos/sin "
                          "cache with --compare-cos and --compare-sin")
                           .arg(m_comparedName)
                           .arg(array.values.rows())
                           .arg(array.values.cols()));
    m_float32 = lowPrecision(array);
    m_invFreq.emplace(array.values.data(), array.values.data() + array.values.size());
}

QString RopeModelOptions::applyTo(TabState &state) const
{
    return m_config ? RopeModelSetup::applyTo(state, *m_config) : QString();
}

std::int64_t RopeModelOptions::comparedPositions() const
{
    return m_cos ? std::int64_t(m_cos->rows()) : 0;
}

std::optional<pelab::RopeComparison>
RopeModelOptions::compare(const pelab::RopeParameters &params) const
{
    if (!comparing())
        return std::nullopt;
    pelab::RopeReference reference;
    reference.rotaryDim = params.dim;
    reference.headDim = m_config ? m_config->headDim : params.dim;
    reference.base = params.base;
    reference.pairing = params.pairing;
    reference.scaling = params.scaling;
    const std::string name = m_comparedName.toStdString();
    try {
        if (m_invFreq)
            return pelab::compareInvFreq(reference, *m_invFreq, m_float32, name);
        return pelab::compareCosSin(reference, *m_cos, *m_sin, m_float32, name);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

void RopeModelOptions::report(JsonWriter &json,
                              const std::optional<pelab::RopeComparison> &comparison) const
{
    if (m_config) {
        json.add("config", m_origin);
        json.add("head_dim", m_config->headDim);
        if (!m_config->layerType.empty())
            json.add("layer_type", m_config->layerType);
        json.beginObject("sources");
        for (const auto &[value, key] : m_config->sources)
            json.add(value, key);
        json.endObject();
        json.beginArray("ignored");
        for (const std::string &line : m_config->ignored)
            json.add({}, line);
        json.endArray();
    }
    if (!comparison)
        return;
    const pelab::RopeComparison &c = *comparison;
    json.beginObject("comparison");
    json.add("file", m_comparedName);
    json.add("quantity", c.quantity);
    json.add("float32", m_float32);
    json.add("max_abs_error", c.maxAbsError);
    json.add("max_rel_error", c.maxRelError);
    json.beginArray("worst_index");
    for (std::int64_t i : c.worstIndex)
        json.add({}, i);
    json.endArray();
    json.add("worst_pair", c.worstPair);
    json.add("tolerance", c.tolerance);
    json.add("match", c.match);
    json.add("likely_cause", fromStd(pelab::likelyCauseName(c.cause)));
    if (!c.causeDetail.empty())
        json.add("cause_detail", c.causeDetail);
    json.endObject();
}
