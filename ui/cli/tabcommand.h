#pragma once

#include "clicommand.h"

#include "export/exporttable.h"
#include "spec/tabresult.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include <QSet>

#include <functional>
#include <string>

class JsonWriter;
class Parameter;
class TabSpec;

// A tab's pelab-cli command, made from its specification: one option per parameter (--KEY
// VALUE; a flag takes no value) with the parameter's help, range and default, --view NAME and
// --list-views, and the output options. The values are checked as the window and sessions
// check them; then the view is computed and written through ViewWriter, as the window writes
// it. A tab derives to add its JSON report and options of its own.
class TabCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TabCommand)

public:
    explicit TabCommand(const TabSpec &spec);

    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    bool listsOnly() const override { return m_listViews; }
    void addOptions(CommandOptions &options) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

    const TabSpec &spec() const { return m_spec; }
    const TabState &state() const { return m_state; }
    QString viewName() const { return m_view; }
    // One line per view: its name and what it shows (`--list-views`).
    QString viewList() const;
    // The help of one parameter's option: its help, then what a value must be and the default
    // (the parameter's, or `defaultValue` when the command has its own).
    static QString optionHelp(const Parameter &parameter);
    static QString optionHelp(const Parameter &parameter, const QVariant &defaultValue);

    // Run in process (CliCall, the Python module): the computations report to `control`, which
    // may cancel them; the JSON report goes to `report` instead of standard output, and the
    // table of every --npy output to `table` instead of the file. Set before run().
    struct Capture
    {
        std::function<void(const std::string &json)> report;
        std::function<void(const ExportTable &table)> table;
    };
    void setInProcess(const TaskControl &control, Capture capture);

protected:
    TabState &mutableState() { return m_state; }
    // A default of this command other than the tab's (the window's), e.g. the step written when
    // --step is not given: used unless the command line gives the parameter, and named in its
    // help. Call it from the derived constructor.
    void setDefault(const QString &key, const QVariant &value);
    // True when the command line gave this parameter (a model config must not override it).
    bool isGiven(const QString &key) const { return m_given.contains(key); }
    // The tab's own options, read before the parameters.
    virtual void addTabOptions(CommandOptions &) const {}
    // True for a command whose own options include --lang (the step-through lab's documents);
    // the others get TabCommand's: the language of the figures' text.
    virtual bool ownsLanguageOption() const { return false; }
    virtual void prepareTab(const QCommandLineParser &) {}
    // The view written when --view is not given (and the one the report is made with).
    virtual QString defaultView() const;
    // The view written to files of `format` when --view is not given, for a tab whose default
    // table and figure are different views; by default defaultView().
    virtual QString defaultViewFor(ExportFormat format) const;
    // What --help says the default view is.
    virtual QString defaultViewText() const { return defaultView(); }
    // The report's fields before "outputs"; by default the command and every parameter.
    virtual void report(JsonWriter &json, const ViewData &data) const;
    // What the computations report to and are cancelled through.
    const TaskControl &taskControl() const { return m_control; }
    // Computes the view (CliError naming the problem) and writes every output and the report.
    void writeView(const CliOutputOptions &outputs);
    // Writes `data`'s files, then the report.
    void writeViewOutputs(const CliOutputOptions &outputs, const ViewData &data,
                          const std::function<void(JsonWriter &)> &report) const;
    // The same with the data of each file's format.
    using DataFor = std::function<const ViewData &(ExportFormat format)>;
    void writeViewOutputs(const CliOutputOptions &outputs, const DataFor &dataFor,
                          const std::function<void(JsonWriter &)> &report) const;

private:
    const TabSpec &m_spec;
    TabState m_state;
    TabState m_defaults;
    QString m_view;
    bool m_viewGiven = false;
    bool m_listViews = false;
    QSet<QString> m_given;
    QString m_language; // --lang: the figures' language; empty: English
    TaskControl m_control;
    Capture m_capture;
};
