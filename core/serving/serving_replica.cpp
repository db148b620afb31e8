#include "core/serving/serving_replica.h"

#include "core/serving/serving_replica_state.h"

#include <algorithm>
#include <limits>

namespace ridgeline::detail {

Replica::Replica(const ReplicaSetup& setup, std::vector<SimRequest>& requests, int closed,
                 WorkCap& cap, ReplicaTotals& totals)
    : setup_(setup)
    , sched_(setup.scheduler)
    , requests_(requests)
    , closed_(closed)
    , cap_(cap)
    , totals_(totals)
    , free_(setup.kvBlocks)
    , proposes_(setup.speculative.spec &&
                setup.speculative.spec->method != SpeculativeMethod::ngram)
    , scheduledTarget_(setup.model.in.arch)
    , scheduledProposer_(setup.speculative.proposer.in.arch) {
    sent_ = closed_ > 0 ? 0 : requests_.size();
    for (const SimRequest& q : requests_)
        if (q.userArrival() < setup_.measureEndS)
            ++measuredLeft_;
}

void Replica::run() {
    sends_ = std::size_t(std::max(0, closed_));
    while (ended_ < requests_.size() && measuredLeft_ > 0 && now_ <= setup_.deadlineS) {
        // A closed loop sends one request for each that ended, and the scheduler takes every
        // request that has reached it by now (iteratively: a rejected request ends at once and
        // sends the next).
        for (;;) {
            while (sends_ > 0 && sent_ < requests_.size()) {
                --sends_;
                requests_[sent_++].arrival = now_;
            }
            if (next_ >= sent_ || reachesAt(next_) > now_)
                break;
            receive(next_++);
        }
        if (ended_ >= requests_.size())
            break;
        if (running_.empty() && waiting_.empty()) {
            if (next_ >= sent_)
                break;
            now_ = std::max(now_, reachesAt(next_));
            continue;
        }
        schedule();
        scheduledS_ = -1;
        if (decoders_.empty() && chunks_.empty() && !waiting_.empty() &&
            waiting_.front().readyAt > now_) {
            // Only a cache still on its way: wait for it (or for the next arrival).
            double until = waiting_.front().readyAt;
            if (next_ < sent_)
                until = std::min(until, reachesAt(next_));
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

// Blocks that hold request `id` to its last token: its prompt, its answer and the draft's
// lookahead.
std::int64_t Replica::wholeRequestBlocks(std::size_t id) const {
    const SimRequest& q = requests_[id];
    return blocksFor(std::int64_t(q.prompt) + q.output + lookahead(), setup_.kvBlockTokens);
}

// Continuous batching admits on the prompt's blocks and preempts when decoding runs out of
// them (vLLM, SGLang); a static batch, and an engine that never evicts (TensorRT-LLM), reserve
// the whole request up front.
bool Replica::reservesWholeRequests() const {
    return !sched_.continuousBatching || sched_.reservesWholeRequest;
}

std::int64_t Replica::admissionBlocks(const Live& r) const {
    return reservesWholeRequests() ? wholeRequestBlocks(r.id)
                                   : blocksFor(r.promptEff, setup_.kvBlockTokens);
}

void Replica::addDecoder(std::size_t i) {
    decoders_.push_back(i);
    const double context = double(decodeContext(running_[i], 0));
    scheduledTarget_.add(context);
    if (proposes_)
        scheduledProposer_.add(context);
}

void Replica::clearDecoders() {
    decoders_.clear();
    scheduledTarget_.clear();
    scheduledProposer_.clear();
}

void Replica::receive(std::size_t id) {
    const SimRequest& q = requests_[id];
    if (wholeRequestBlocks(id) > setup_.kvBlocks) {
        reject(id);
        return;
    }
    Live r;
    r.id = id;
    r.promptEff = q.prompt;
    r.readyAt = q.arrival + q.prefillDelay;
    r.output = q.output;
    r.started = q.firstToken >= 0;
    waiting_.push_back(r);
}

void Replica::reject(std::size_t id) {
    requests_[id].rejected = true;
    end(id);
}

void Replica::end(std::size_t id) {
    ++ended_;
    if (requests_[id].userArrival() < setup_.measureEndS)
        --measuredLeft_;
    if (closed_ > 0)
        ++sends_;
}

bool Replica::admit(std::int64_t& budget, bool wholePrompts) {
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
    prefillingRunning_ += w.prefilling ? 1 : 0;
    running_.push_back(w);
    waiting_.pop_front();
    addChunk(running_.size() - 1, q);
    budget -= q;
    return true;
}

bool Replica::fromPool(const Live& r) const {
    return requests_[r.id].prefilled && r.computed == 0 && r.generated == 0 &&
           r.promptEff == requests_[r.id].prompt;
}

bool Replica::admitPrefilled(std::int64_t& budget) {
    Live& w = waiting_.front();
    const std::int64_t need = reservesWholeRequests()
                                  ? wholeRequestBlocks(w.id)
                                  : blocksFor(w.promptEff + verifyTokens(), setup_.kvBlockTokens);
    if (need > free_ || budget < verifyTokens())
        return false;
    w.blocks = need;
    w.computed = w.promptEff;
    w.prefilling = false;
    free_ -= need;
    running_.push_back(w);
    waiting_.pop_front();
    addDecoder(running_.size() - 1);
    budget -= verifyTokens();
    return true;
}

void Replica::addChunk(std::size_t index, std::int64_t tokens) {
    const Live& r = running_[index];
    chunks_.push_back({double(r.computed), double(tokens), r.computed + tokens == r.promptEff});
    chunkOwners_.push_back(index);
}

void Replica::preemptNewest() {
    Live v = running_.back();
    running_.pop_back();
    prefillingRunning_ -= v.prefilling ? 1 : 0;
    free_ += v.blocks;
    v.blocks = 0;
    v.promptEff = requests_[v.id].prompt + v.generated;
    v.computed = 0;
    v.prefilling = true;
    waiting_.push_front(v);
    ++totals_.preemptions;
}

void Replica::scheduleDecodes(std::int64_t& budget) {
    // This loop runs for every sequence of every iteration: what it reads of the setup is held
    // in locals, and the decoders' contexts are summed here in whole tokens (exact, as the sum
    // of doubles would be) rather than through addDecoder().
    const std::int64_t verify = verifyTokens();
    const int blockTokens = setup_.kvBlockTokens;
    std::int64_t left = budget, contexts = 0, held = 0;
    for (std::size_t i = 0; i < running_.size() && left >= verify; ++i) {
        Live& r = running_[i];
        if (r.prefilling)
            continue;
        const std::int64_t need = blocksFor(r.computed + verify, blockTokens);
        if (const std::int64_t grow = need - r.blocks; grow > 0 && grow <= free_) {
            r.blocks = need; // the common case: free blocks enough
            free_ -= grow;
        } else if (grow > 0 && !growOrPreempt(i, need)) {
            break; // the sequence itself was preempted
        }
        decoders_.push_back(i);
        const std::int64_t context = decodeContext(running_[i], 0);
        contexts += context;
        held += scheduledTarget_.held(context);
        if (proposes_)
            scheduledProposer_.add(double(context));
        left -= verify;
    }
    budget = left;
    scheduledTarget_.addSums(double(contexts), double(held));
}

bool Replica::growOrPreempt(std::size_t i, std::int64_t need) {
    while (need > running_[i].blocks) {
        if (free_ > 0) {
            ++running_[i].blocks;
            --free_;
            continue;
        }
        const bool self = running_.size() - 1 == i;
        preemptNewest();
        if (self)
            return false;
    }
    return true;
}

void Replica::schedule() {
    clearDecoders();
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
                addDecoder(i);
        }
        return;
    }
    if (!sched_.chunkedPrefill) {
        // Whole prompts in iterations of their own, ahead of decodes.
        while (admit(budget, true)) {
        }
        if (chunks_.empty()) {
            // Every running sequence decodes, the caches just moved from a pool included.
            clearDecoders();
            budget = sched_.maxNumBatchedTokens;
            scheduleDecodes(budget);
        }
        return;
    }
    scheduleDecodes(budget);
    while (!waiting_.empty() && fromPool(waiting_.front()) && admit(budget, false)) {
    }
    // The prompts being prefilled, oldest first: they are the newest admitted, so the first of
    // them is found from the back.
    std::size_t first = running_.size();
    for (std::size_t found = 0; found < prefillingRunning_;)
        found += running_[--first].prefilling ? 1 : 0;
    for (std::size_t i = first; i < running_.size() && budget > 0; ++i) {
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

void simulateReplica(const ReplicaSetup& setup, std::vector<SimRequest>& requests,
                     int closedConcurrency, WorkCap& cap, ReplicaTotals& totals) {
    if (cap.hit)
        return;
    Replica(setup, requests, closedConcurrency, cap, totals).run();
}

} // namespace ridgeline::detail
