#pragma once

#include <atomic>
#include <functional>
#include <memory>

// Handed to a job: lets it report progress and notice that it has been cancelled or superseded.
class TaskControl
{
public:
    bool cancelled() const { return m_state->cancelled.load(std::memory_order_relaxed); }
    // Fraction done, 0 … 1; returns false when the job should stop (a core ProgressCallback).
    bool report(double fraction) const
    {
        m_state->percent.store(int(fraction * 100.0), std::memory_order_relaxed);
        if (m_state->interrupted && m_state->interrupted())
            cancel();
        return !cancelled();
    }
    // A question asked at every report, from whichever thread reports, before the job goes on:
    // true cancels it (the Python module's: was Ctrl+C pressed?). Set before the job starts.
    void setInterruptCheck(std::function<bool()> interrupted) const
    {
        m_state->interrupted = std::move(interrupted);
    }
    // Asks the job to stop at its next report (every copy of this control sees it).
    void cancel() const { m_state->cancelled.store(true, std::memory_order_relaxed); }

private:
    friend class BackgroundTask;
    struct State
    {
        std::atomic<bool> cancelled{false};
        std::atomic<int> percent{0};
        std::function<bool()> interrupted;
    };
    std::shared_ptr<State> m_state = std::make_shared<State>();
};
