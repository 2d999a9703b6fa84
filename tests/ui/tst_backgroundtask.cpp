// BackgroundTask: the newest job's result arrives on the GUI thread, a superseded job's result is
// dropped, a cancelled job stops at its next progress report and delivers nothing, and deleting
// the task waits for every job not yet ended, superseded ones included (each posts to the task
// when it ends, so none may outlive it). The jobs wait on semaphores the test releases, or in the
// pool's queue, never on the clock; time bounds only guard against a hang.
#include "task/backgroundtask.h"

#include "canceltestutils.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>

namespace {

constexpr int kHangGuardMs = 60000;

// Waits until every job has ended, then delivers what they posted to the GUI thread.
bool finishJobs()
{
    const bool idle = QThreadPool::globalInstance()->waitForDone(kHangGuardMs);
    QCoreApplication::sendPostedEvents();
    return idle;
}

} // namespace

class TestBackgroundTask : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newestResultWins();
    void cancelStopsTheJobAtItsNextReport();
    void deletingWaitsForSupersededJobs();
};

void TestBackgroundTask::initTestCase()
{
    // Two jobs run at once below, also on a one-core machine.
    QThreadPool *pool = QThreadPool::globalInstance();
    pool->setMaxThreadCount(std::max(2, pool->maxThreadCount()));
}

void TestBackgroundTask::newestResultWins()
{
    BackgroundTask task;
    QSemaphore release;
    QList<int> delivered;
    QThread *const gui = QThread::currentThread();
    QThread *deliveredOn = nullptr;
    task.start<int>(
        [&release](const TaskControl &) {
            release.acquire();
            return 1;
        },
        [&](int value) { delivered << value; }, [](const QString &) {});
    task.start<int>([](const TaskControl &) { return 2; },
                    [&](int value) {
                        delivered << value;
                        deliveredOn = QThread::currentThread();
                    },
                    [](const QString &) {});
    QVERIFY(QTest::qWaitFor([&] { return !delivered.isEmpty(); }, kHangGuardMs));
    QVERIFY(!task.isRunning());
    // The superseded job ends only now, after the newer result: its own result is dropped.
    release.release();
    QVERIFY(finishJobs());
    QCOMPARE(delivered, QList<int>{2});
    QCOMPARE(deliveredOn, gui);
}

void TestBackgroundTask::cancelStopsTheJobAtItsNextReport()
{
    constexpr int kSteps = 20;
    BackgroundTask task;
    QSignalSpy started(&task, &BackgroundTask::started);
    QSignalSpy finished(&task, &BackgroundTask::finished);
    QSignalSpy cancelled(&task, &BackgroundTask::cancelled);
    QSemaphore reached, resume;
    std::atomic<int> steps{0};
    bool delivered = false;
    bool failed = false;
    // Reports after each step; after step 10 it waits until the test has cancelled it. Told to
    // stop, it throws, as a page's job does when its kernel returns nothing.
    task.start<int>(
        [&](const TaskControl &control) {
            for (int i = 1; i <= kSteps; ++i) {
                steps = i;
                if (!control.report(double(i) / kSteps))
                    throw std::runtime_error("cancelled");
                if (i == 10) {
                    reached.release();
                    resume.acquire();
                }
            }
            return kSteps;
        },
        [&](int) { delivered = true; }, [&](const QString &) { failed = true; });
    QCOMPARE(started.count(), 1);
    QVERIFY(task.isRunning());
    QVERIFY(reached.tryAcquire(1, kHangGuardMs)); // the job is at step 10 of 20
    QCOMPARE(task.percent(), 50);
    task.cancel();
    QVERIFY(!task.isRunning());
    QCOMPARE(cancelled.count(), 1);
    resume.release();
    QVERIFY(finishJobs());
    // Step 11 was under way when it heard; steps 12 … 20 never ran.
    QCOMPARE(steps.load(), 11);
    QCOMPARE(task.percent(), 55);
    QVERIFY(!delivered);
    QVERIFY(!failed); // a cancelled job's exception is not a failure either
    QCOMPARE(finished.count(), 0);
    QCOMPARE(cancelled.count(), 1);
    task.cancel(); // nothing running: no second signal
    QCOMPARE(cancelled.count(), 1);
}

void TestBackgroundTask::deletingWaitsForSupersededJobs()
{
    auto first = std::make_shared<std::atomic<bool>>(false);
    auto second = std::make_shared<std::atomic<bool>>(false);
    // Neither job has begun when the task is deleted: its destructor has to see them through (a
    // queued job is then run on the deleting thread) before it may return.
    PoolGate gate;
    auto task = std::make_unique<BackgroundTask>();
    // The first job does not look at its TaskControl: it ends when it ends.
    task->start<int>(
        [first](const TaskControl &) {
            first->store(true);
            return 1;
        },
        [](int) {}, [](const QString &) {});
    task->start<int>(
        [second](const TaskControl &) {
            second->store(true);
            return 2;
        },
        [](int) {}, [](const QString &) {});
    task.reset();
    QVERIFY2(first->load(), "the task was deleted before its superseded job had run");
    QVERIFY2(second->load(), "the task was deleted before its job had run");
    QVERIFY(gate.openAndFinish());
}

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
