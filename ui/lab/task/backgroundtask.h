#pragma once

#include "task/taskcontrol.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QtConcurrent>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <new>
#include <stdexcept>

// Runs one job at a time on the thread pool and hands its result back on the GUI thread.
// Starting a new job cancels the previous one, whose result is then dropped; so is a cancelled
// job's. Exceptions become a failure message (pelab::Error keeps its own words).
class BackgroundTask : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundTask(QObject *parent = nullptr);
    ~BackgroundTask() override; // cancels and waits for every job still running

    template <class Result>
    void start(std::function<Result(const TaskControl &)> job, std::function<void(Result)> done,
               std::function<void(const QString &)> failed)
    {
        cancel();
        TaskControl control;
        m_control = control;
        const quint64 generation = ++m_generation;
        emit started();
        // A superseded job still runs until it notices; the destructor waits for all of them.
        m_futures.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
        m_futures << QtConcurrent::run([this, control, generation, job = std::move(job),
                                        done = std::move(done), failed = std::move(failed)]() {
            QString error;
            std::shared_ptr<Result> result;
            try {
                result = std::make_shared<Result>(job(control));
            } catch (const std::bad_alloc &) {
                error = tr("Not enough memory for this computation.");
            } catch (const std::exception &e) {
                error = QString::fromUtf8(e.what());
            }
            // Delivered on the GUI thread, only if still current; `this` outlives the job (the
            // destructor waits), and the queued call is dropped if it is deleted meanwhile.
            QMetaObject::invokeMethod(
                this,
                [this, control, generation, result, error, done, failed]() {
                    if (generation != m_generation || control.cancelled())
                        return;
                    m_running = false;
                    m_progressTimer->stop();
                    emit finished();
                    if (result)
                        done(std::move(*result));
                    else
                        failed(error);
                },
                Qt::QueuedConnection);
        });
        m_running = true;
        m_progressTimer->start();
    }

    bool isRunning() const { return m_running; }
    int percent() const { return m_control.m_state->percent.load(); }

public slots:
    void cancel();

signals:
    void started();
    void finished(); // done or failed; not emitted for cancelled or superseded jobs
    void cancelled();
    void progressChanged(int percent);

private:
    QList<QFuture<void>> m_futures; // the current job and superseded ones still running
    TaskControl m_control;
    quint64 m_generation = 0;
    bool m_running = false;
    QTimer *m_progressTimer = nullptr;
};
