#pragma once

// Deterministic cancellation for page tests, without sleeps or timed waits.
//
// BackgroundTask runs its jobs on the global thread pool. PoolGate holds that pool's only
// thread until openAndFinish(): a job started meanwhile waits in the pool's queue, so the test
// can cancel it before it runs and know that the job then sees the cancellation at its first
// progress report; openAndFinish() waits until every job has ended and delivers what they
// posted to the GUI thread, where a cancelled job's result is dropped.
//
// While the gate is closed the test must not run the event loop (no qWait, no qWaitFor that
// has to wait): Qt GUI converts large images on the same global pool and waits for it.
#include <QCoreApplication>
#include <QSemaphore>
#include <QThreadPool>

class PoolGate
{
public:
    PoolGate()
    {
        m_pool->setMaxThreadCount(1);
        m_pool->start([this] { m_open.acquire(); });
    }
    ~PoolGate()
    {
        (void)openAndFinish();
        m_pool->setMaxThreadCount(m_threads);
    }
    PoolGate(const PoolGate &) = delete;
    PoolGate &operator=(const PoolGate &) = delete;

    // Lets the queued jobs run, waits until the pool is idle (the bound only guards against a
    // hang) and delivers the results the jobs posted. False if the pool did not become idle.
    [[nodiscard]] bool openAndFinish(int hangGuardMs = 120000)
    {
        if (!m_opened) {
            m_opened = true;
            m_open.release();
        }
        const bool idle = m_pool->waitForDone(hangGuardMs);
        QCoreApplication::sendPostedEvents();
        return idle;
    }

private:
    QThreadPool *const m_pool = QThreadPool::globalInstance();
    const int m_threads = m_pool->maxThreadCount();
    QSemaphore m_open;
    bool m_opened = false;
};
