// The frontier's sweep off the interface thread: one QThread per sweep, told to stop through the
// core's progress callback (FrontierProgress) when a newer scenario comes; only the newest
// sweep's result is ever handed on.
#pragma once

#include "core/charts/frontier.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace ridgeline::ui {

class FrontierWorker : public QObject {
    Q_OBJECT
public:
    explicit FrontierWorker(QObject* parent = nullptr);
    /// Stops every sweep still running and waits for it (one closed-loop run at most).
    ~FrontierWorker() override;

    /// Sweeps `s` over `concurrency` in a thread of its own. A sweep still running is told to
    /// stop and its result is dropped.
    void start(const ridgeline::Scenario& s, const std::vector<int>& concurrency);
    /// Stops the running sweep, if any; nothing is handed on.
    void cancel();
    /// Whether the newest sweep is still running.
    bool running() const { return running_; }
    /// Sweeps started, and results handed on (a stopped sweep's never is).
    int started() const { return generation_; }
    int delivered() const { return delivered_; }
    /// Threads not finished yet (stale sweeps stopping included).
    int threadsAlive() const { return int(threads_.size()); }

Q_SIGNALS:
    /// `done` of `total` closed-loop runs of the newest sweep are done.
    void progress(int done, int total);
    /// The newest sweep is complete.
    void finished(const ridgeline::Frontier& f);

private:
    struct Job {
        std::atomic<bool> stop{false};
        int generation = 0;
        ridgeline::Frontier result;
    };
    void jobEnded(const std::shared_ptr<Job>& job, QThread* thread);

    std::shared_ptr<Job> current_;
    std::vector<std::pair<std::shared_ptr<Job>, QThread*>> threads_;
    int generation_ = 0;
    int delivered_ = 0;
    bool running_ = false;
};

} // namespace ridgeline::ui
