// _pelab: the compiled half of the Python package pelab (python/pelab/). It runs a tab's
// pelab-cli command in this process (CliCall): the same options, defaults, checks, tables and
// JSON report as pelab-cli, with the GIL released while it computes and Ctrl+C asked for at
// every progress report. The package's functions build the arguments from keyword arguments.
#include "pythoninterrupt.h"

#include "clicall.h"
#include "clicommands.h"
#include "clierror.h"
#include "spec/parameter.h"
#include "spec/tabspec.h"
#include "tabcommand.h"
#include "task/taskcontrol.h"

#include "matrix.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace py = pybind11;

namespace {

std::string utf8(const QString &text)
{
    return text.toStdString();
}

// A table's matrix as a NumPy array that owns it: the array's base keeps the matrix alive and
// nothing is copied. A matrix something else still holds is copied, so that the array may be
// written to; an integral table (bucket ids) is int64, as the .npy has it.
py::array toArray(std::shared_ptr<const pelab::Matrix> matrix, bool integral)
{
    const auto rows = py::ssize_t(matrix->rows());
    const auto cols = py::ssize_t(matrix->cols());
    if (integral) {
        py::array_t<std::int64_t> array({rows, cols});
        std::int64_t *out = array.mutable_data();
        const double *in = matrix->data();
        for (py::ssize_t i = 0; i < rows * cols; ++i)
            out[i] = std::int64_t(in[i]);
        return array;
    }
    if (matrix.use_count() != 1)
        return py::array_t<double>({rows, cols}, matrix->data());
    auto *owner = new std::shared_ptr<const pelab::Matrix>(std::move(matrix));
    py::capsule base(owner, [](void *pointer) {
        delete static_cast<std::shared_ptr<const pelab::Matrix> *>(pointer);
    });
    // The only owner: the array may write to it.
    auto *data = const_cast<double *>((*owner)->data());
    return py::array_t<double>({rows, cols}, data, base);
}

// call(arguments, columns): pelab-cli's arguments after the program's name; returns (report,
// tables, labels): the --json report's text (None without --json), one array per --npy and,
// with `columns`, each table's column labels (the CSV's header without its first cell).
py::tuple call(const std::vector<std::string> &arguments, bool columns)
{
    QStringList list;
    list.reserve(qsizetype(arguments.size()));
    for (const std::string &argument : arguments)
        list << QString::fromStdString(argument);

    TaskControl control;
    auto interrupt = std::make_shared<PythonInterrupt>();
    control.setInterruptCheck([interrupt] { return interrupt->check(); });
    CliCall::Result result;
    std::optional<CliError> error;
    std::exception_ptr failure;
    {
        py::gil_scoped_release release;
        try {
            result = CliCall::run(list, control);
        } catch (const CliError &e) {
            error = e;
        } catch (...) {
            failure = std::current_exception();
        }
    }
    interrupt->raiseIfInterrupted(); // KeyboardInterrupt, whatever the job said when it stopped
    if (error) {
        const std::string message = utf8(error->message().simplified());
        if (error->exitCode() == CliError::kUsage)
            throw py::value_error(message);
        throw std::runtime_error(message);
    }
    if (failure)
        std::rethrow_exception(failure); // std::bad_alloc: MemoryError
    py::object report = py::none();
    if (!result.json.empty())
        report = py::str(result.json);
    py::list tables;
    py::list labels;
    for (ExportTable &table : result.tables) {
        if (!table.isValid()) // refused by the command; never handed over
            throw std::runtime_error("an empty table");
        if (columns) {
            py::list names;
            for (std::size_t c = 0; c < table.matrix->cols(); ++c)
                names.append(
                    utf8(table.columnLabel ? table.columnLabel(qsizetype(c)) : QString::number(c)));
            labels.append(names);
        }
        const bool integral = table.integral;
        std::shared_ptr<const pelab::Matrix> matrix = std::move(table.matrix);
        table = ExportTable(); // drops its label functions, which may hold the result
        tables.append(toArray(std::move(matrix), integral));
    }
    result.tables.clear();
    return py::make_tuple(report, tables, labels);
}

py::object value(const Parameter &parameter, const QVariant &v)
{
    if (v.isNull())
        return py::none();
    switch (parameter.type()) {
    case Parameter::Type::Integer:
        return py::int_(v.toLongLong());
    case Parameter::Type::Real:
        return py::float_(v.toDouble());
    case Parameter::Type::Flag:
        return py::bool_(v.toBool());
    case Parameter::Type::Choice:
    case Parameter::Type::Text:
        break;
    }
    return py::str(utf8(v.toString()));
}

const char *typeName(Parameter::Type type)
{
    switch (type) {
    case Parameter::Type::Integer:
        return "integer";
    case Parameter::Type::Real:
        return "real";
    case Parameter::Type::Choice:
        return "choice";
    case Parameter::Type::Flag:
        return "flag";
    case Parameter::Type::Text:
        break;
    }
    return "text";
}

// parameters(command): the tab's declared parameters, each a dict: key, type, default (the
// command's: None for automatic), choices, help (with what a value must be and the default,
// as `pelab-cli COMMAND --help` says it), stage, file.
py::list parameters(const std::string &name)
{
    const std::unique_ptr<CliCommand> command = CliCommands::create(QString::fromStdString(name));
    const auto *tab = dynamic_cast<const TabCommand *>(command.get());
    if (!tab)
        throw py::value_error("unknown command '" + name + "'");
    py::list list;
    for (const Parameter &parameter : tab->spec().parameters()) {
        const QVariant fallback = tab->state().value(parameter.key());
        py::dict entry;
        entry["key"] = utf8(parameter.key());
        entry["type"] = typeName(parameter.type());
        entry["default"] = value(parameter, fallback);
        py::list choices;
        for (const QString &id : parameter.choiceIds())
            choices.append(utf8(id));
        entry["choices"] = choices;
        entry["optional"] = parameter.isOptional();
        entry["help"] = utf8(TabCommand::optionHelp(parameter, fallback));
        entry["value_name"] = utf8(parameter.valueNameText());
        entry["stage"] = parameter.stageOf() == Parameter::Stage::Display ? "display"
                         : parameter.stageOf() == Parameter::Stage::View  ? "view"
                                                                          : "compute";
        entry["file"] = parameter.isFilePath();
        list.append(entry);
    }
    return list;
}

py::list commands()
{
    py::list list;
    for (const auto &command : CliCommands::all()) {
        py::dict entry;
        entry["name"] = utf8(command->name());
        entry["summary"] = utf8(command->summary());
        entry["description"] = utf8(command->description());
        list.append(entry);
    }
    return list;
}

} // namespace

PYBIND11_MODULE(_pelab, module)
{
    module.doc() = "PE Lab's computations, run as pelab-cli runs them (the package pelab wraps "
                   "them).";
    module.attr("__version__") = PELAB_VERSION;
    module.def("call", &call, py::arg("arguments"), py::arg("columns") = false,
               "Runs pelab-cli's command with these arguments (after the program's name) in "
               "this process; returns (the --json report or None, the table of each --npy, "
               "with columns=True each table's column labels). "
               "Bad arguments raise ValueError with pelab-cli's message; Ctrl+C raises "
               "KeyboardInterrupt.");
    module.def("parameters", &parameters, py::arg("command"),
               "The declared parameters of a tab's command, with the command's defaults.");
    module.def("commands", &commands, "The tab commands: name, summary, description.");
}
