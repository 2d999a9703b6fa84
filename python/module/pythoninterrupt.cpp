#include "pythoninterrupt.h"

#include <pybind11/pybind11.h>

namespace py = pybind11;

namespace {
constexpr auto kInterval = std::chrono::milliseconds(20);
}

PythonInterrupt::PythonInterrupt()
    : m_caller(std::this_thread::get_id()), m_last(std::chrono::steady_clock::now())
{}

PythonInterrupt::~PythonInterrupt()
{
    // Not raised (an error beat it): the references go, with the GIL the caller holds.
    Py_XDECREF(m_type);
    Py_XDECREF(m_value);
    Py_XDECREF(m_traceback);
}

bool PythonInterrupt::check()
{
    if (m_interrupted.load(std::memory_order_relaxed))
        return true;
    if (std::this_thread::get_id() != m_caller)
        return false;
    const auto now = std::chrono::steady_clock::now();
    if (now - m_last < kInterval)
        return false;
    m_last = now;
    py::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) {
        PyErr_Fetch(&m_type, &m_value, &m_traceback);
        m_interrupted.store(true, std::memory_order_relaxed);
    }
    return m_interrupted.load(std::memory_order_relaxed);
}

void PythonInterrupt::raiseIfInterrupted()
{
    if (!m_interrupted.load(std::memory_order_relaxed))
        return;
    PyErr_Restore(m_type, m_value, m_traceback); // steals the references
    m_type = m_value = m_traceback = nullptr;
    throw py::error_already_set();
}
