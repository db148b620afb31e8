#include "core/serving_replica.h"

#include <algorithm>
#include <deque>

namespace ridgeline::detail {

namespace {

// A request the replica has received: where its computation stands.
struct Live {
    std::size_t id = 0;
    std::int64_t promptEff = 0; ///< tokens to compute before decoding: the prompt, plus the
                                ///< tokens generated before a preemption (recomputed)
    std::int64_t computed = 0;  ///< tokens whose keys and values are in the cache
    std::int64_t generated = 0;
    std::int64_t blocks = 0;
    bool prefilling = true;
};

std::int64_t blocksFor(std::int64_t tokens, int blockTokens) {
    return (tokens + blockTokens - 1) / blockTokens;
}

class Replica {
public:
    Replica(const ReplicaSetup& setup, std::vector<SimRequest>& requests, int closed, WorkCap& cap,
            ReplicaTotals& totals)
        : setup_(setup)
        , sched_(setup.scheduler)
        , requests_(requests)
        , closed_(closed)
        , cap_(cap)
        , totals_(totals)
        , free_(setup.kvBlocks) {}

    void run() {
        sends_ = std::size_t(std::max(0, closed_));
        while (ended_ < requests_.size()) {
            // A closed loop sends one request for each that ended (iteratively: a rejected
            // request ends at once and sends the next).
            while (sends_ > 0 && next_ < requests_.size()) {
                --sends_;
                send(now_);
            }
            if (ended_ >= requests_.size())
                break;
            while (closed_ == 0 && next_ < requests_.size() && requests_[next_].arrival <= now_)
                receive(next_++);
            if (running_.empty() && waiting_.empty()) {
                if (closed_ > 0 || next_ >= requests_.size())
                    break;
                now_ = std::max(now_, requests_[next_].arrival);
                continue;
            }
            schedule();
            if (decoders_.empty() && chunks_.empty()) {
                if (!running_.empty() || waiting_.empty())
                    break; // cannot happen: a running request always gets a token
                reject(waiting_.front().id);
                waiting_.pop_front();
                continue;
            }
            if (!step())
                break;
        }
    }

private:
    // The reservation a request needs to be admitted: its prompt (continuous batching grows the
    // cache block by block); its prompt and whole answer for a static batch.
    std::int64_t admissionBlocks(const Live& r) const {
        const SimRequest& q = requests_[r.id];
        return sched_.continuousBatching
                   ? blocksFor(r.promptEff, setup_.kvBlockTokens)
                   : blocksFor(std::int64_t(q.prompt) + q.output, setup_.kvBlockTokens);
    }

    void send(double at) {
        requests_[next_].arrival = at;
        receive(next_++);
    }

    void receive(std::size_t id) {
        const SimRequest& q = requests_[id];
        if (blocksFor(std::int64_t(q.prompt) + q.output, setup_.kvBlockTokens) > setup_.kvBlocks) {
            reject(id);
            return;
        }
        Live r;
        r.id = id;
        r.promptEff = q.prompt;
        waiting_.push_back(r);
    }

    void reject(std::size_t id) {
        requests_[id].rejected = true;
        end();
    }

    void end() {
        ++ended_;
        if (closed_ > 0)
            ++sends_;
    }

    bool admit(std::int64_t& budget, bool wholePrompts) {
        if (waiting_.empty() || running_.size() >= std::size_t(sched_.maxNumSeqs))
            return false;
        Live& w = waiting_.front();
        const std::int64_t need = admissionBlocks(w);
        if (need > free_)
            return false;
        const std::int64_t q = wholePrompts ? w.promptEff : std::min(w.promptEff, budget);
        if (wholePrompts && !chunks_.empty() && q > budget)
            return false;
        w.blocks = need;
        free_ -= need;
        running_.push_back(w);
        waiting_.pop_front();
        addChunk(running_.size() - 1, q);
        budget -= q;
        return true;
    }

    void addChunk(std::size_t index, std::int64_t tokens) {
        const Live& r = running_[index];
        chunks_.push_back({double(r.computed), double(tokens), r.computed + tokens == r.promptEff});
        chunkOwners_.push_back(index);
    }

    // The newest running request gives its blocks back and waits to be recomputed.
    void preemptNewest() {
        Live v = running_.back();
        running_.pop_back();
        free_ += v.blocks;
        v.blocks = 0;
        v.promptEff = requests_[v.id].prompt + v.generated;
        v.computed = 0;
        v.prefilling = true;
        waiting_.push_front(v);
        ++totals_.preemptions;
    }

    // Decodes first, oldest first, each growing its cache by a block when it needs one.
    void scheduleDecodes(std::int64_t& budget) {
        for (std::size_t i = 0; i < running_.size() && budget > 0; ++i) {
            Live& r = running_[i];
            if (r.prefilling)
                continue;
            const std::int64_t need = blocksFor(r.computed + 1, setup_.kvBlockTokens);
            bool preemptedSelf = false;
            while (need > r.blocks && free_ == 0) {
                preemptedSelf = running_.size() - 1 == i;
                preemptNewest();
                if (preemptedSelf)
                    break;
            }
            if (preemptedSelf)
                break;
            if (need > running_[i].blocks) {
                ++running_[i].blocks;
                --free_;
            }
            decoders_.push_back(i);
            --budget;
        }
    }

    void schedule() {
        decoders_.clear();
        chunks_.clear();
        chunkOwners_.clear();
        std::int64_t budget = sched_.maxNumBatchedTokens;
        if (!sched_.continuousBatching) {
            // A static batch: filled when the last one finished, prefilled in one pass.
            if (running_.empty()) {
                std::int64_t unlimited = std::int64_t(1) << 62;
                while (admit(unlimited, true)) {
                }
            } else {
                for (std::size_t i = 0; i < running_.size(); ++i)
                    decoders_.push_back(i);
            }
            return;
        }
        if (!sched_.chunkedPrefill) {
            // Whole prompts in iterations of their own, ahead of decodes.
            while (admit(budget, true)) {
            }
            if (chunks_.empty())
                scheduleDecodes(budget);
            return;
        }
        scheduleDecodes(budget);
        for (std::size_t i = 0; i < running_.size() && budget > 0; ++i) {
            const Live& r = running_[i];
            if (!r.prefilling)
                continue;
            const std::int64_t q = std::min(r.promptEff - r.computed, budget);
            addChunk(i, q);
            budget -= q;
        }
        while (budget > 0 && admit(budget, false)) {
        }
    }

    double decodeLayerTokens() const {
        const Architecture& a = setup_.model.in.arch;
        double sum = 0;
        for (std::size_t i : decoders_) {
            const Live& r = running_[i];
            const SimRequest& q = requests_[r.id];
            const double context =
                setup_.staticKvCache ? double(q.prompt) + q.output : double(r.computed + 1);
            sum += cachedLayerTokens(a, context);
        }
        return sum;
    }

    // Runs the scheduled iteration; false when the work cap is reached.
    bool step() {
        const IterationLoad load{double(decoders_.size()), decodeLayerTokens(), chunks_};
        const double dt = iterationCost(setup_.model, load).seconds;
        const bool saturated = finishedAny_ && !waiting_.empty();
        double generated = double(decoders_.size());
        const double sequences = double(decoders_.size() + chunks_.size());
        totals_.busyS += dt;
        totals_.batchTimeSum += sequences * dt;
        if (setup_.kvBlocks > 0)
            totals_.kvTimeSum += double(setup_.kvBlocks - free_) / double(setup_.kvBlocks) * dt;
        ++totals_.iterations;
        now_ += dt;
        for (std::size_t i : decoders_) {
            ++running_[i].computed;
            ++running_[i].generated;
        }
        for (std::size_t c = 0; c < chunks_.size(); ++c) {
            Live& r = running_[chunkOwners_[c]];
            r.computed += std::int64_t(chunks_[c].tokens);
            if (r.computed >= r.promptEff) {
                r.prefilling = false;
                ++r.generated;
                generated += 1;
                SimRequest& q = requests_[r.id];
                if (q.firstToken < 0)
                    q.firstToken = now_;
            }
        }
        if (saturated) {
            totals_.saturatedS += dt;
            totals_.saturatedTokens += generated;
        }
        retireFinished();
        cap_.iterations -= 1;
        cap_.sequenceSteps -= std::int64_t(sequences);
        if (cap_.iterations <= 0 || cap_.sequenceSteps <= 0) {
            cap_.hit = true;
            return false;
        }
        return true;
    }

    void retireFinished() {
        std::size_t kept = 0;
        std::size_t finished = 0;
        for (std::size_t i = 0; i < running_.size(); ++i) {
            Live& r = running_[i];
            if (r.generated >= requests_[r.id].output) {
                requests_[r.id].finish = now_;
                free_ += r.blocks;
                ++finished;
            } else {
                running_[kept++] = r;
            }
        }
        running_.resize(kept);
        finishedAny_ = finishedAny_ || finished > 0;
        for (std::size_t i = 0; i < finished; ++i)
            end();
    }

    const ReplicaSetup& setup_;
    const SchedulerInForce& sched_;
    std::vector<SimRequest>& requests_;
    int closed_;
    WorkCap& cap_;
    ReplicaTotals& totals_;
    std::int64_t free_;
    double now_ = 0;
    std::size_t next_ = 0;
    std::size_t ended_ = 0;
    std::size_t sends_ = 0;
    bool finishedAny_ = false;
    std::vector<Live> running_;
    std::deque<Live> waiting_;
    std::vector<std::size_t> decoders_;
    std::vector<PromptChunk> chunks_;
    std::vector<std::size_t> chunkOwners_;
};

} // namespace

void simulateReplica(const ReplicaSetup& setup, std::vector<SimRequest>& requests,
                     int closedConcurrency, WorkCap& cap, ReplicaTotals& totals) {
    if (cap.hit)
        return;
    Replica(setup, requests, closedConcurrency, cap, totals).run();
}

} // namespace ridgeline::detail
