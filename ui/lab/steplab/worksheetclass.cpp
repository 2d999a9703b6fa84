#include "worksheetclass.h"

#include "export/jsonwriter.h"
#include "spec/tabspecs.h"
#include "steplab/steplabspec.h"
#include "steplab/stepreport.h"

#include "csvformat.h"
#include "task/taskcontrol.h"

#include <QFileInfo>

#include <string>

namespace {

// The widest worksheet has d = 16: eight pair distances.
constexpr int kMaxPairs = int(pelab::kWorksheetMaxDim / 2);

} // namespace

const pelab::StepMistakeResult &WorksheetEntry::mistake() const
{
    return result->mistake(student.mistake);
}

std::optional<WorksheetClass::KeyFormat> WorksheetClass::keyFormat(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return KeyFormat::Json;
    if (suffix == QLatin1String("csv"))
        return KeyFormat::Csv;
    if (suffix == QLatin1String("pdf"))
        return KeyFormat::Pdf;
    return std::nullopt;
}

std::optional<std::uint64_t> WorksheetClass::parseSeed(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    }
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::uint64_t(value);
}

WorksheetClass::WorksheetClass(std::uint64_t seed, int students) : m_seed(seed)
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("steplab"));
    const auto &stepLab = static_cast<const StepLabSpec &>(spec);
    for (const pelab::WorksheetStudent &student : pelab::worksheetStudents(seed, students)) {
        WorksheetEntry entry;
        entry.student = student;
        // As `pelab-cli steplab --positions P,Q --dim D --mistake M` sets it.
        entry.state = spec.defaults();
        entry.state.set(StepLabKeys::positions,
                        StepLabSpec::positionsText(student.params.p, student.params.q));
        entry.state.set(StepLabKeys::dim, QVariant::fromValue(qint64(student.params.dim)));
        entry.state.set(StepLabKeys::base, student.params.base);
        entry.state.set(StepLabKeys::step, QVariant::fromValue(qint64(StepReport::kCommandStep)));
        entry.state.set(StepLabKeys::mistake,
                        QString::fromLatin1(pelab::mistakeId(student.mistake).data()));
        entry.result = std::static_pointer_cast<const StepLabTabResult>(
            stepLab.compute(entry.state, TaskControl()));
        m_entries << entry;
    }
}

QByteArray WorksheetClass::jsonKey() const
{
    JsonWriter json;
    json.beginObject();
    json.addUnsigned("seed", m_seed);
    json.beginArray("students");
    for (const WorksheetEntry &entry : m_entries) {
        json.beginObject();
        json.add("student", entry.student.number);
        StepReport::write(json, *entry.result, entry.state);
        json.beginArray("outputs"); // as the command's report: it wrote no file
        json.endArray();
        json.endObject();
    }
    json.endArray();
    json.endObject();
    const std::string text = json.text();
    return QByteArray(text.data(), qsizetype(text.size()));
}

QByteArray WorksheetClass::csvKey() const
{
    std::vector<std::string> header{"student", "p",           "q",          "dim",
                                    "base",    "sin_q_pair0", "cos_q_pair0"};
    for (int i = 0; i < kMaxPairs; ++i)
        header.push_back("pair_distance_" + std::to_string(i));
    for (const char *name : {"norm", "norm_off", "mistake_value", "correct_value", "mistake"})
        header.emplace_back(name);
    std::string out;
    pelab::appendCsvHeader(out, header);
    for (const WorksheetEntry &entry : m_entries) {
        const pelab::StepLabResult &walk = entry.result->walk;
        std::vector<std::string> fields{
            std::to_string(entry.student.number),   std::to_string(walk.params.p),
            std::to_string(walk.params.q),          std::to_string(walk.params.dim),
            pelab::formatDouble(walk.params.base),  pelab::formatDouble(walk.pairs[0].sinQ),
            pelab::formatDouble(walk.pairs[0].cosQ)};
        for (int i = 0; i < kMaxPairs; ++i)
            fields.push_back(i < int(walk.pairDistances.size())
                                 ? pelab::formatDouble(walk.pairDistances[std::size_t(i)])
                                 : std::string());
        fields.push_back(pelab::formatDouble(walk.norm));
        fields.push_back(pelab::formatDouble(0.0)); // the off control: E − E
        fields.push_back(pelab::formatDouble(entry.mistake().wrongMeasure));
        fields.push_back(pelab::formatDouble(entry.mistake().correctMeasure));
        fields.emplace_back(pelab::mistakeId(entry.student.mistake));
        pelab::appendCsvHeader(out, fields);
    }
    return QByteArray(out.data(), qsizetype(out.size()));
}
