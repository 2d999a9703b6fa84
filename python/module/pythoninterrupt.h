#pragma once

#include <Python.h>

#include <atomic>
#include <chrono>
#include <thread>

// Ctrl+C during a computation run with the GIL released: the job's progress reports ask
// check(), which, on the thread that called (Python's main thread handles signals) and at most
// every 20 ms, takes the GIL and runs Python's signal handlers. When one raises (SIGINT's
// raises KeyboardInterrupt), the exception is kept and the job cancelled; raiseIfInterrupted()
// raises it again once the job has stopped and the GIL is held.
class PythonInterrupt
{
public:
    PythonInterrupt();
    ~PythonInterrupt();
    PythonInterrupt(const PythonInterrupt &) = delete;
    PythonInterrupt &operator=(const PythonInterrupt &) = delete;

    // From any thread, without the GIL: true once the job should stop.
    bool check();
    // With the GIL: throws pybind11::error_already_set with the kept exception, if any.
    void raiseIfInterrupted();

private:
    std::thread::id m_caller;
    std::chrono::steady_clock::time_point m_last;
    std::atomic<bool> m_interrupted{false};
    PyObject *m_type = nullptr;
    PyObject *m_value = nullptr;
    PyObject *m_traceback = nullptr;
};
