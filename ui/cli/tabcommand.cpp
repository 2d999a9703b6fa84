#include "tabcommand.h"

#include "clierror.h"
#include "export/jsonwriter.h"
#include "session/languagescope.h"
#include "spec/tabspec.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/viewwriter.h"

#include "error.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QHash>

#include <cstdio>
#include <optional>

namespace {

const QString kView = QStringLiteral("view");
const QString kListViews = QStringLiteral("list-views");
const QString kLang = QStringLiteral("lang");

QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

TabCommand::TabCommand(const TabSpec &spec) : m_spec(spec), m_state(spec), m_defaults(spec) {}

void TabCommand::setInProcess(const TaskControl &control, Capture capture)
{
    m_control = control;
    m_capture = std::move(capture);
}

void TabCommand::setDefault(const QString &key, const QVariant &value)
{
    const QString problem = m_defaults.set(key, value);
    Q_ASSERT_X(problem.isEmpty(), "TabCommand::setDefault", qPrintable(problem));
    m_state.set(key, value);
}

QString TabCommand::name() const
{
    return m_spec.key();
}

QString TabCommand::summary() const
{
    return m_spec.summary();
}

QString TabCommand::synopsis() const
{
    return tr("[options]");
}

QString TabCommand::defaultView() const
{
    return m_spec.views().constFirst().name;
}

QString TabCommand::defaultViewFor(ExportFormat) const
{
    return defaultView();
}

QString TabCommand::optionHelp(const Parameter &parameter)
{
    return optionHelp(parameter, parameter.defaultValue());
}

QString TabCommand::optionHelp(const Parameter &parameter, const QVariant &fallback)
{
    QString text = parameter.helpText();
    // A flag takes no value; an empty text's help says what empty means ("A text (default )."
    // would add nothing).
    if (parameter.type() == Parameter::Type::Flag ||
        (parameter.type() == Parameter::Type::Text &&
         parameter.defaultValue().toString().isEmpty()))
        return text;
    const QString value =
        fallback.isNull() ? parameter.automaticText() : parameter.toText(fallback);
    if (!text.isEmpty())
        text += QLatin1Char(' ');
    if (value.isEmpty()) // an empty text
        return text + sentence(parameter.rangeText()) + QLatin1Char('.');
    return text + tr("%1 (default %2).").arg(sentence(parameter.rangeText()), value);
}

QString TabCommand::viewList() const
{
    qsizetype width = 0;
    for (const ViewSpec &view : m_spec.views())
        width = std::max(width, view.name.size());
    QString text;
    for (const ViewSpec &view : m_spec.views()) {
        QStringList kinds;
        if (view.hasTable)
            kinds << tr("table");
        if (view.hasFigure)
            kinds << tr("figure");
        text += view.name.leftJustified(width + 2) + view.summaryText() + QStringLiteral(" [") +
                kinds.join(QStringLiteral(", ")) + QStringLiteral("]\n");
    }
    return text;
}

void TabCommand::addOptions(CommandOptions &options) const
{
    addTabOptions(options);
    for (const Parameter &parameter : m_spec.parameters()) {
        const QString help = optionHelp(parameter, m_defaults.value(parameter.key()));
        if (parameter.type() == Parameter::Type::Flag)
            options.add({parameter.key(), help});
        else if (parameter.type() == Parameter::Type::Choice)
            options.addChoice({parameter.key(), help, parameter.valueNameText()},
                              parameter.choiceIds());
        else if (parameter.isFilePath())
            options.add({parameter.key(), help, parameter.valueNameText()},
                        CommandOptions::Value::File);
        else // a FILE value name is a file too (the Learned tab's, held by its source bar)
            options.add({parameter.key(), help, parameter.valueNameText()});
    }
    options.addChoice({kView,
                       tr("The view to write: %1 (default %2; see --list-views).")
                           .arg(m_spec.viewNames().join(QStringLiteral(", ")), defaultViewText()),
                       QStringLiteral("NAME")},
                      m_spec.viewNames());
    options.add({kListViews, tr("List the views of this tab, one line each, and exit.")});
    if (!ownsLanguageOption())
        options.addChoice({kLang,
                           tr("The language of the figures' text (title, axes, legend): en or ja "
                              "(default en). Tables, file names and the JSON report keep their "
                              "ids."),
                           QStringLiteral("LANG")},
                          {QStringLiteral("en"), QStringLiteral("ja")});
}

void TabCommand::prepare(const QCommandLineParser &parser)
{
    m_listViews = parser.isSet(kListViews);
    if (m_listViews)
        return;
    if (!ownsLanguageOption() && parser.isSet(kLang)) {
        m_language = parser.value(kLang);
        if (m_language != QLatin1String("en") && m_language != QLatin1String("ja"))
            throw CliError(tr("--lang must be en or ja (got '%1')").arg(m_language));
    }
    prepareTab(parser);
    for (const Parameter &parameter : m_spec.parameters()) {
        const QString key = parameter.key();
        if (!parser.isSet(key))
            continue;
        m_given.insert(key);
        QVariant value = true;
        if (parameter.type() != Parameter::Type::Flag) {
            QString error;
            value = parameter.fromText(parser.value(key), &error, QStringLiteral("--") + key);
            if (!error.isEmpty())
                throw CliError(error);
        }
        const QString problem = m_state.set(key, value);
        if (!problem.isEmpty())
            throw CliError(problem);
    }
    const QString problem = m_spec.problem(m_state);
    if (!problem.isEmpty())
        throw CliError(problem);
    m_viewGiven = parser.isSet(kView);
    m_view = m_viewGiven ? parser.value(kView) : defaultView();
    if (!m_spec.view(m_view))
        throw CliError(
            tr("the %1 tab has no view \"%2\" (it has: %3)")
                .arg(m_spec.key(), m_view, m_spec.viewNames().join(QStringLiteral(", "))));
}

int TabCommand::run(const CliOutputOptions &outputs)
{
    if (m_listViews) {
        const QByteArray text = viewList().toLocal8Bit();
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
        std::fflush(stdout);
        return 0;
    }
    writeView(outputs);
    return 0;
}

void TabCommand::writeView(const CliOutputOptions &outputs)
{
    // Every view the files need is computed before anything is written.
    QHash<QString, ViewData> views;
    // Data files of one view and nothing else: the view's table may need less than the whole
    // result (TabSpec::computeForTable).
    bool tablesOnly = !outputs.json && !outputs.files.isEmpty();
    for (const CliOutputOptions::File &file : outputs.files) {
        if (ExportFormats::isFigure(file.format) ||
            (!m_viewGiven && defaultViewFor(file.format) != m_view))
            tablesOnly = false;
    }
    try {
        const ViewData data =
            tablesOnly ? ViewComputation::computeTable(m_spec, m_view, m_state, m_control)
                       : ViewComputation::compute(m_spec, m_view, m_state, m_control);
        views.insert(m_view, data);
        for (const CliOutputOptions::File &file : outputs.files) {
            const QString view = m_viewGiven ? m_view : defaultViewFor(file.format);
            if (!views.contains(view))
                views.insert(
                    view, ViewComputation::complete(m_spec, view, data.result, m_state, m_control));
        }
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    const ViewData &data = views.find(m_view).value();
    writeViewOutputs(
        outputs,
        [this, &views](ExportFormat format) -> const ViewData & {
            return views.find(m_viewGiven ? m_view : defaultViewFor(format)).value();
        },
        [this, &data](JsonWriter &json) { report(json, data); });
}

void TabCommand::report(JsonWriter &json, const ViewData &) const
{
    json.add("command", m_spec.key());
    for (const Parameter &parameter : m_spec.parameters()) {
        const QVariant value = m_state.value(parameter.key());
        const std::string key = parameter.key().toStdString();
        if (value.isNull())
            continue;
        switch (parameter.type()) {
        case Parameter::Type::Integer:
            json.add(key, std::int64_t(value.toLongLong()));
            break;
        case Parameter::Type::Real:
            json.add(key, value.toDouble());
            break;
        case Parameter::Type::Flag:
            json.add(key, value.toBool());
            break;
        case Parameter::Type::Choice:
        case Parameter::Type::Text:
            json.add(key, value.toString());
            break;
        }
    }
}

void TabCommand::writeViewOutputs(const CliOutputOptions &outputs, const ViewData &data,
                                  const std::function<void(JsonWriter &)> &writeReport) const
{
    writeViewOutputs(
        outputs, [&data](ExportFormat) -> const ViewData & { return data; }, writeReport);
}

void TabCommand::writeViewOutputs(const CliOutputOptions &outputs, const DataFor &dataFor,
                                  const std::function<void(JsonWriter &)> &writeReport) const
{
    // The figures are made in --lang's language (texts are made when a figure is created).
    std::optional<LanguageScope> language;
    if (!m_language.isEmpty() && QCoreApplication::instance())
        language.emplace(*QCoreApplication::instance(), m_language);
    QList<std::pair<ExportFormat, WriteResult>> written;
    for (const CliOutputOptions::File &file : outputs.files) {
        const ViewData &data = dataFor(file.format);
        if (ExportFormats::isFigure(file.format) ? !data.view->hasFigure : !data.view->hasTable)
            throw CliError(
                tr("the %1 view has no %2 to write to %3")
                    .arg(data.view->name,
                         ExportFormats::isFigure(file.format) ? tr("figure") : tr("table"),
                         file.fileName));
        if (file.format == ExportFormat::Npy && m_capture.table) {
            const ExportTable table =
                data.isValid() && data.view->table ? data.view->table(data) : ExportTable();
            if (!table.isValid()) // what the .npy writer refuses
                throw CliError(tr("the %1 view has nothing to export").arg(data.view->name));
            m_capture.table(table);
            continue;
        }
        const WriteResult result =
            ViewWriter::write(data, file.format, file.fileName, outputs.figure);
        if (!result.ok())
            throw CliError(result.error, CliError::kFailure);
        written.append({file.format, result});
    }
    if (!outputs.json)
        return;
    JsonWriter json;
    json.beginObject();
    writeReport(json);
    json.beginArray("outputs");
    for (const auto &[format, result] : written) {
        json.beginObject();
        json.add("format", ExportFormats::id(format));
        json.add("file", QFileInfo(result.fileName).absoluteFilePath());
        json.add("bytes", std::int64_t(result.bytes));
        json.endObject();
    }
    json.endArray();
    json.endObject();
    const std::string text = json.text();
    if (m_capture.report) {
        m_capture.report(text);
        return;
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}
