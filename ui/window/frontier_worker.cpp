#include "ui/window/frontier_worker.h"

#include <QThread>

#include <algorithm>

namespace ridgeline::ui {

FrontierWorker::FrontierWorker(QObject* parent)
    : QObject(parent) {}

FrontierWorker::~FrontierWorker() {
    for (auto& [job, thread] : threads_)
        job->stop = true;
    for (auto& [job, thread] : threads_)
        thread->wait();
}

void FrontierWorker::start(const Scenario& s, const std::vector<int>& concurrency) {
    if (current_)
        current_->stop = true;
    auto job = std::make_shared<Job>();
    job->generation = ++generation_;
    current_ = job;
    running_ = true;
    // The thread reaches this object only through queued calls, and the destructor waits for
    // every thread: the object outlives them.
    QThread* thread = QThread::create([this, job, s, concurrency] {
        job->result = frontier(s, concurrency, [this, job](int done, int total) {
            if (job->stop)
                return false;
            QMetaObject::invokeMethod(
                this,
                [this, job, done, total] {
                    if (job == current_ && !job->stop)
                        Q_EMIT progress(done, total);
                },
                Qt::QueuedConnection);
            return true;
        });
    });
    thread->setParent(this);
    threads_.emplace_back(job, thread);
    connect(thread, &QThread::finished, this, [this, job, thread] { jobEnded(job, thread); });
    thread->start(QThread::LowPriority);
}

void FrontierWorker::cancel() {
    if (current_)
        current_->stop = true;
    current_.reset();
    running_ = false;
}

void FrontierWorker::jobEnded(const std::shared_ptr<Job>& job, QThread* thread) {
    thread->wait();
    threads_.erase(std::remove_if(threads_.begin(), threads_.end(),
                                  [thread](const auto& t) { return t.second == thread; }),
                   threads_.end());
    thread->deleteLater();
    if (job != current_ || job->stop || job->result.cancelled)
        return;
    running_ = false;
    ++delivered_;
    Q_EMIT finished(job->result);
}

} // namespace ridgeline::ui
