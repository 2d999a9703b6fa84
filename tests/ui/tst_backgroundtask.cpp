// BackgroundTask: the newest job's result arrives on the GUI thread, a superseded job's result is
// dropped, and deleting the task waits for every job still running, superseded ones included
// (each posts to the task when it ends, so none may outlive it).
#include "pages/backgroundtask.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

class TestBackgroundTask : public QObject
{
    Q_OBJECT

private slots:
    void newestResultWins();
    void deletingWaitsForSupersededJobs();
};

void TestBackgroundTask::newestResultWins()
{
    BackgroundTask task;
    std::atomic<bool> release{false};
    QList<int> delivered;
    QThread *const gui = QThread::currentThread();
    QThread *deliveredOn = nullptr;
    task.start<int>(
        [&release](const TaskControl &) {
            while (!release.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return 1;
        },
        [&](int value) { delivered << value; }, [](const QString &) {});
    task.start<int>([](const TaskControl &) { return 2; },
                    [&](int value) {
                        delivered << value;
                        deliveredOn = QThread::currentThread();
                    },
                    [](const QString &) {});
    QVERIFY(QTest::qWaitFor([&] { return !delivered.isEmpty(); }, 20000));
    release = true;
    QVERIFY(QTest::qWaitFor([&] { return !task.isRunning(); }, 20000));
    QTest::qWait(50);
    QCOMPARE(delivered, QList<int>{2});
    QCOMPARE(deliveredOn, gui);
}

void TestBackgroundTask::deletingWaitsForSupersededJobs()
{
    auto first = std::make_shared<std::atomic<bool>>(false);
    auto task = std::make_unique<BackgroundTask>();
    // The first job does not look at its TaskControl: it ends when it ends.
    task->start<int>(
        [first](const TaskControl &) {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            first->store(true);
            return 1;
        },
        [](int) {}, [](const QString &) {});
    task->start<int>([](const TaskControl &) { return 2; }, [](int) {}, [](const QString &) {});
    task.reset();
    QVERIFY2(first->load(), "the task was deleted while its superseded job still ran");
}

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
