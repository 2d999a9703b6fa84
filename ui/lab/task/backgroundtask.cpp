#include "backgroundtask.h"

BackgroundTask::BackgroundTask(QObject *parent) : QObject(parent)
{
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, [this] { emit progressChanged(percent()); });
}

BackgroundTask::~BackgroundTask()
{
    m_control.m_state->cancelled = true;
    // Superseded jobs too: each posts its result to this object when it ends.
    for (QFuture<void> &future : m_futures)
        future.waitForFinished();
}

void BackgroundTask::cancel()
{
    m_control.m_state->cancelled = true;
    m_progressTimer->stop();
    if (m_running) {
        m_running = false;
        emit cancelled();
    }
}
