#include "core/serving_replica.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace ridgeline::detail {

namespace {

// A request the replica has received: where its computation stands.
struct Live {
    std::size_t id = 0;
    std::int64_t promptEff = 0; ///< tokens to compute before decoding: the prompt, plus the
                                ///< tokens generated before a preemption (recomputed)
    std::int64_t computed = 0;  ///< tokens whose keys and values are in the cache
    std::int64_t generated = 0;
    std::int64_t decodeSteps = 0; ///< iterations it decoded in (acceptedOver())
    std::int64_t blocks = 0;
    bool prefilling = true;
    double readyAt = 0; ///< a prefilled prompt's cache is on this replica from then on
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
        , free_(setup.kvBlocks) {
        for (const SimRequest& q : requests_)
            if (q.userArrival() < setup_.measureEndS)
                ++measuredLeft_;
    }

    void run() {
        sends_ = std::size_t(std::max(0, closed_));
        while (ended_ < requests_.size() && measuredLeft_ > 0 && now_ <= setup_.deadlineS) {
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
            scheduledS_ = -1;
            if (decoders_.empty() && chunks_.empty() && !waiting_.empty() &&
                waiting_.front().readyAt > now_) {
                // Only a cache still on its way: wait for it (or for the next arrival).
                double until = waiting_.front().readyAt;
                if (closed_ == 0 && next_ < requests_.size())
                    until = std::min(until, requests_[next_].arrival);
                now_ = std::max(now_, until);
                continue;
            }
            if (decoders_.empty() && chunks_.empty()) {
                if (!running_.empty() || waiting_.empty())
                    break; // cannot happen: a running request always gets a token
                reject(waiting_.front().id);
                waiting_.pop_front();
                continue;
            }
            if (const std::int64_t n = setup_.fastForward ? quietIterations() : 0; n > 1) {
                if (!fastForward(n))
                    break;
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
                   : blocksFor(std::int64_t(q.prompt) + q.output + lookahead(),
                               setup_.kvBlockTokens);
    }

    // Tokens a decoding sequence runs in an iteration (k + 1 with speculative decoding), and the
    // cache they need beyond the sequence's last token (the k proposals, dropped if rejected).
    std::int64_t verifyTokens() const { return setup_.speculative.verifyTokens; }
    std::int64_t lookahead() const { return verifyTokens() - 1; }

    // Tokens sequence `r` gains over its next `n` decode iterations.
    std::int64_t gains(const Live& r, std::int64_t n) const {
        if (!setup_.speculative.spec) // plain decode, the common case: a token an iteration
            return n;
        const double phase = requests_[r.id].acceptPhase,
                     perStep = setup_.speculative.tokensPerStep;
        return acceptedOver(phase, perStep, r.decodeSteps + n) -
               acceptedOver(phase, perStep, r.decodeSteps);
    }

    void send(double at) {
        requests_[next_].arrival = at;
        receive(next_++);
    }

    void receive(std::size_t id) {
        const SimRequest& q = requests_[id];
        if (blocksFor(std::int64_t(q.prompt) + q.output + lookahead(), setup_.kvBlockTokens) >
            setup_.kvBlocks) {
            reject(id);
            return;
        }
        Live r;
        r.id = id;
        r.promptEff = q.prompt;
        r.readyAt = q.arrival + q.prefillDelay;
        waiting_.push_back(r);
    }

    void reject(std::size_t id) {
        requests_[id].rejected = true;
        end(id);
    }

    void end(std::size_t id) {
        ++ended_;
        if (requests_[id].userArrival() < setup_.measureEndS)
            --measuredLeft_;
        if (closed_ > 0)
            ++sends_;
    }

    bool admit(std::int64_t& budget, bool wholePrompts) {
        if (waiting_.empty() || running_.size() >= std::size_t(sched_.maxNumSeqs))
            return false;
        Live& w = waiting_.front();
        if (w.readyAt > now_)
            return false;
        if (fromPool(w))
            return admitPrefilled(budget);
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

    // A prompt prefilled on the pool whose cache is here (not one preempted since, which this
    // replica recomputes).
    bool fromPool(const Live& r) const {
        return requests_[r.id].prefilled && r.computed == 0 && r.generated == 0 &&
               r.promptEff == requests_[r.id].prompt;
    }

    // Admits the front request's moved cache and decodes it in this iteration: its prompt's
    // blocks and the block of its first token.
    bool admitPrefilled(std::int64_t& budget) {
        Live& w = waiting_.front();
        const std::int64_t need =
            sched_.continuousBatching
                ? blocksFor(w.promptEff + verifyTokens(), setup_.kvBlockTokens)
                : blocksFor(w.promptEff + requests_[w.id].output + lookahead(),
                            setup_.kvBlockTokens);
        if (need > free_ || budget < verifyTokens())
            return false;
        w.blocks = need;
        w.computed = w.promptEff;
        w.prefilling = false;
        free_ -= need;
        running_.push_back(w);
        waiting_.pop_front();
        decoders_.push_back(running_.size() - 1);
        budget -= verifyTokens();
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

    // Decodes first, oldest first, each growing its cache by the blocks its tokens need.
    void scheduleDecodes(std::int64_t& budget) {
        for (std::size_t i = 0; i < running_.size() && budget >= verifyTokens(); ++i) {
            if (running_[i].prefilling)
                continue;
            const std::int64_t need =
                blocksFor(running_[i].computed + verifyTokens(), setup_.kvBlockTokens);
            bool preemptedSelf = false;
            while (need > running_[i].blocks) {
                if (free_ > 0) {
                    ++running_[i].blocks;
                    --free_;
                    continue;
                }
                preemptedSelf = running_.size() - 1 == i;
                preemptNewest();
                if (preemptedSelf)
                    break;
            }
            if (preemptedSelf)
                break;
            decoders_.push_back(i);
            budget -= verifyTokens();
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
            if (chunks_.empty()) {
                // Every running sequence decodes, the caches just moved from a pool included.
                decoders_.clear();
                budget = sched_.maxNumBatchedTokens;
                scheduleDecodes(budget);
            }
            return;
        }
        scheduleDecodes(budget);
        while (!waiting_.empty() && fromPool(waiting_.front()) && admit(budget, false)) {
        }
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

    // The scheduled iteration `ahead` iterations from now: the proposals, when decoding
    // speculatively, and the pass over the cache the decoders attend over.
    double iterationSeconds(std::int64_t ahead = 0) const {
        const SpeculativeIteration& spec = setup_.speculative;
        const Architecture& a = setup_.model.in.arch;
        const Architecture& p = spec.proposer.in.arch;
        const bool proposes = spec.spec && spec.spec->method != SpeculativeMethod::ngram;
        CachedLayerTokenSum target(a), proposer(p);
        for (std::size_t i : decoders_) {
            const Live& r = running_[i];
            const SimRequest& q = requests_[r.id];
            const double context = setup_.staticKvCache ? double(q.prompt) + q.output
                                                        : double(r.computed + 1 + gains(r, ahead));
            target.add(context);
            if (proposes)
                proposer.add(context);
        }
        const double d = double(decoders_.size());
        return iterationCost(setup_.model, {d, target.total(), chunks_, double(verifyTokens())})
                   .seconds +
               iterationProposalSeconds(spec, d, proposer.total());
    }

    // iterationSeconds() of the scheduled iteration, computed once per schedule().
    double scheduledSeconds() const {
        if (scheduledS_ < 0)
            scheduledS_ = iterationSeconds();
        return scheduledS_;
    }

    // The iterations from now, this one included, that only decode the same sequences: no
    // prompt chunk, nobody waiting, no request ending before the last of them, no arrival
    // before it ends and enough free blocks for the cache to grow. 0 or 1: step normally.
    std::int64_t quietIterations() const {
        if (!chunks_.empty() || !waiting_.empty() || decoders_.size() != running_.size() ||
            decoders_.empty())
            return 0;
        std::int64_t n = std::numeric_limits<std::int64_t>::max();
        const double perStep = setup_.speculative.tokensPerStep;
        const bool plain = !setup_.speculative.spec;
        for (const Live& r : running_) {
            const std::int64_t left = requests_[r.id].output - r.generated - 1;
            n = std::min(
                n, plain ? std::max<std::int64_t>(0, left)
                         : stepsGaining(requests_[r.id].acceptPhase, perStep, r.decodeSteps, left));
        }
        if (n < 2)
            return 0;
        if (closed_ == 0 && next_ < requests_.size()) {
            const double dt = scheduledSeconds();
            const double gap = requests_[next_].arrival - now_;
            if (dt <= 0 || gap < 2 * dt)
                return 0;
            n = std::min(n, std::int64_t(gap / dt));
        }
        n = std::min(
            n, std::min(cap_.iterations, cap_.sequenceSteps / std::int64_t(decoders_.size())) - 1);
        if (setup_.staticKvCache || !sched_.continuousBatching)
            return n;
        // Blocks the decoders take over the n iterations, beyond those already scheduled.
        std::int64_t need = 0;
        for (const Live& r : running_)
            need += lastBlocks(r, n) - r.blocks;
        return need <= free_ ? n : 0;
    }

    // The blocks a sequence holds in the last of `n` decode iterations from now.
    std::int64_t lastBlocks(const Live& r, std::int64_t n) const {
        return blocksFor(r.computed + gains(r, n - 1) + verifyTokens(), setup_.kvBlockTokens);
    }

    // Runs `n` quiet iterations at once: their cost is the mean of the first and the last (the
    // cache grows by the tokens each gains an iteration), and an arrival it would pass shortens
    // the stretch. Each sequence gains what acceptedOver() gives it over the n iterations, as
    // one by one. False when the work cap is reached.
    bool fastForward(std::int64_t n) {
        const double sequences = double(decoders_.size());
        const double first = scheduledSeconds();
        double last = iterationSeconds(n - 1);
        if (closed_ == 0 && next_ < requests_.size()) {
            const double gap = requests_[next_].arrival - now_;
            while (n > 1 && double(n) * (first + last) / 2 > gap) {
                n = std::max<std::int64_t>(1, std::int64_t(gap / std::max(first, last)));
                last = iterationSeconds(n - 1);
            }
        }
        const double dt = double(n) * (first + last) / 2;
        const double usedBefore = double(setup_.kvBlocks - free_);
        if (sched_.continuousBatching && !setup_.staticKvCache)
            for (Live& r : running_) {
                const std::int64_t blocks = lastBlocks(r, n);
                free_ -= blocks - r.blocks;
                r.blocks = blocks;
            }
        for (Live& r : running_) {
            if (requests_[r.id].firstToken < 0)
                requests_[r.id].firstToken = now_ + first;
            const std::int64_t gained = gains(r, n);
            r.computed += gained;
            r.generated += gained;
            r.decodeSteps += n;
        }
        totals_.busyS += dt;
        totals_.batchTimeSum += sequences * dt;
        if (setup_.kvBlocks > 0)
            totals_.kvTimeSum +=
                (usedBefore + double(setup_.kvBlocks - free_)) / 2 / double(setup_.kvBlocks) * dt;
        totals_.iterations += n;
        now_ += dt;
        cap_.iterations -= n;
        cap_.sequenceSteps -= n * std::int64_t(sequences);
        if (cap_.iterations <= 0 || cap_.sequenceSteps <= 0) {
            cap_.hit = true;
            return false;
        }
        return true;
    }

    // Runs the scheduled iteration; false when the work cap is reached.
    bool step() {
        const double dt = scheduledSeconds();
        const bool saturated = finishedAny_ && !waiting_.empty();
        double generated = 0;
        const double sequences = double(decoders_.size() + chunks_.size());
        totals_.busyS += dt;
        totals_.batchTimeSum += sequences * dt;
        if (setup_.kvBlocks > 0)
            totals_.kvTimeSum += double(setup_.kvBlocks - free_) / double(setup_.kvBlocks) * dt;
        ++totals_.iterations;
        now_ += dt;
        for (std::size_t i : decoders_) {
            // The accepted tokens, never past the answer's end.
            Live& r = running_[i];
            SimRequest& q = requests_[r.id];
            const std::int64_t gained = std::min(gains(r, 1), q.output - r.generated);
            r.computed += gained;
            r.generated += gained;
            ++r.decodeSteps;
            generated += double(gained);
            if (q.firstToken < 0)
                q.firstToken = now_;
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
        // Most iterations end nobody: find the first that ended before moving any.
        std::size_t kept = 0;
        while (kept < running_.size() &&
               running_[kept].generated < requests_[running_[kept].id].output)
            ++kept;
        if (kept == running_.size())
            return;
        finishedIds_.clear();
        for (std::size_t i = kept; i < running_.size(); ++i) {
            Live& r = running_[i];
            if (r.generated >= requests_[r.id].output) {
                requests_[r.id].finish = now_;
                free_ += r.blocks;
                finishedIds_.push_back(r.id);
            } else {
                running_[kept++] = r;
            }
        }
        running_.resize(kept);
        finishedAny_ = finishedAny_ || !finishedIds_.empty();
        for (std::size_t id : finishedIds_)
            end(id);
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
    std::size_t measuredLeft_ = 0; ///< requests arrived before measureEndS not yet ended
    bool finishedAny_ = false;
    std::vector<std::size_t> finishedIds_;
    mutable double scheduledS_ = -1; ///< scheduledSeconds(), -1 until computed
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
