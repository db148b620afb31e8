// The scheduler of one replica as a class: what serving_replica.cpp (arrivals, admission,
// scheduling) and serving_replica_step.cpp (the cost of an iteration, running it, running quiet
// stretches in bulk) share. Internal to the serving simulation.
#pragma once

#include "core/serving/serving_replica.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace ridgeline::detail {

/// A request the replica has received: where its computation stands.
struct Live {
    std::size_t id = 0;
    std::int64_t promptEff = 0; ///< tokens to compute before decoding: the prompt, plus the
                                ///< tokens generated before a preemption (recomputed)
    std::int64_t computed = 0;  ///< tokens whose keys and values are in the cache
    std::int64_t generated = 0;
    std::int64_t decodeSteps = 0; ///< iterations it decoded in (acceptedOver())
    std::int64_t blocks = 0;
    double readyAt = 0; ///< a prefilled prompt's cache is on this replica from then on
    /// Copies of its request's answer length and whether its first token is out, so that an
    /// iteration touches only the running requests (the simulation's inner loops).
    std::int64_t output = 1;
    bool started = false;
    bool prefilling = true;
};

inline std::int64_t blocksFor(std::int64_t tokens, int blockTokens) {
    if (blockTokens == 1) // a cache paged a token at a time (SGLang): no division in the loops
        return tokens;
    return (tokens + blockTokens - 1) / blockTokens;
}

class Replica {
public:
    Replica(const ReplicaSetup& setup, std::vector<SimRequest>& requests, int closed, WorkCap& cap,
            ReplicaTotals& totals);
    void run();

private:
    // The reservation a request needs to be admitted: its prompt (continuous batching grows the
    // cache block by block); its prompt and whole answer for a static batch and for an engine
    // that never evicts (reservesWholeRequests()).
    std::int64_t admissionBlocks(const Live& r) const;
    std::int64_t wholeRequestBlocks(std::size_t id) const;
    bool reservesWholeRequests() const;

    // Tokens sequence `r` gains over its next `n` decode iterations.
    std::int64_t gains(const Live& r, std::int64_t n) const {
        if (!setup_.speculative.spec) // plain decode, the common case: a token an iteration
            return n;
        const double phase = requests_[r.id].acceptPhase;
        const double perStep = setup_.speculative.tokensPerStep;
        return acceptedOver(phase, perStep, r.decodeSteps + n) -
               acceptedOver(phase, perStep, r.decodeSteps);
    }

    // The context sequence `r` attends over `ahead` decode iterations from now.
    std::int64_t decodeContext(const Live& r, std::int64_t ahead) const {
        return setup_.staticKvCache ? std::int64_t(requests_[r.id].prompt) + r.output
                                    : r.computed + 1 + gains(r, ahead);
    }

    // Schedules running sequence `i` to decode in this iteration, adding its context to the
    // iteration's sums (iterationSeconds() reads them instead of walking the decoders again).
    void addDecoder(std::size_t i);
    void clearDecoders();

    // When request `i` reaches the scheduler: its send and the way in through the engine's
    // server (a prompt prefilled on a pool has come that way already).
    double reachesAt(std::size_t i) const {
        const SimRequest& q = requests_[i];
        return q.prefilled ? q.arrival : q.arrival + setup_.requestLatencyS;
    }

    void receive(std::size_t id);

    void reject(std::size_t id);

    void end(std::size_t id);

    bool admit(std::int64_t& budget, bool wholePrompts);

    // A prompt prefilled on the pool whose cache is here (not one preempted since, which this
    // replica recomputes).
    bool fromPool(const Live& r) const;

    // Admits the front request's moved cache and decodes it in this iteration: its prompt's
    // blocks and the block of its first token.
    bool admitPrefilled(std::int64_t& budget);

    void addChunk(std::size_t index, std::int64_t tokens);

    // The newest running request gives its blocks back and waits to be recomputed.
    void preemptNewest();

    // Decodes first, oldest first, each growing its cache by the blocks its tokens need.
    void scheduleDecodes(std::int64_t& budget);

    // Grows running sequence `i` to `need` blocks, preempting the newest sequences while none
    // are free; false when `i` itself was preempted (it was the newest).
    bool growOrPreempt(std::size_t i, std::int64_t need);

    void schedule();

    // The scheduled iteration `ahead` iterations from now: the proposals, when decoding
    // speculatively, and the pass over the cache the decoders attend over.
    double iterationSeconds(std::int64_t ahead = 0) const;

    // iterationSeconds() of the scheduled iteration, computed once per schedule().
    double scheduledSeconds() const;

    // The iterations from now, this one included, that only decode the same sequences: no
    // prompt chunk, nobody waiting, no request ending before the last of them, no arrival
    // before it ends and enough free blocks for the cache to grow. 0 or 1: step normally.
    std::int64_t quietIterations() const;

    // The blocks a sequence holds in the last of `n` decode iterations from now.
    std::int64_t lastBlocks(const Live& r, std::int64_t n) const;

    // Runs `n` quiet iterations at once: their cost is the mean of the first and the last (the
    // cache grows by the tokens each gains an iteration), and an arrival it would pass shortens
    // the stretch. Each sequence gains what acceptedOver() gives it over the n iterations, as
    // one by one. False when the work cap is reached.
    bool fastForward(std::int64_t n);

    // Runs the scheduled iteration; false when the work cap is reached.
    bool step();

    void retireFinished();

    // Tokens a decoding sequence runs in an iteration (k + 1 with speculative decoding), and the
    // cache they need beyond the sequence's last token (the k proposals, dropped if rejected).
    std::int64_t verifyTokens() const { return setup_.speculative.verifyTokens; }
    std::int64_t lookahead() const { return verifyTokens() - 1; }

    const ReplicaSetup& setup_;
    const SchedulerInForce& sched_;
    std::vector<SimRequest>& requests_;
    int closed_;
    WorkCap& cap_;
    ReplicaTotals& totals_;
    std::int64_t free_;
    double now_ = 0;
    std::size_t sent_ = 0; ///< requests the clients have sent (a closed loop sends as they end)
    std::size_t next_ = 0; ///< requests the scheduler has seen (they reached it)
    std::size_t ended_ = 0;
    std::size_t sends_ = 0;
    std::size_t measuredLeft_ = 0; ///< requests arrived before measureEndS not yet ended
    bool finishedAny_ = false;
    std::vector<std::size_t> finishedIds_;
    mutable double scheduledS_ = -1; ///< scheduledSeconds(), -1 until computed
    std::vector<Live> running_;
    std::size_t prefillingRunning_ = 0; ///< running sequences still prefilling
    std::deque<Live> waiting_;
    std::vector<std::size_t> decoders_;
    bool proposes_ = false; ///< speculative decoding with a model that proposes
    CachedLayerTokenSum scheduledTarget_, scheduledProposer_; ///< the decoders' contexts
    std::vector<PromptChunk> chunks_;
    std::vector<std::size_t> chunkOwners_;
};

} // namespace ridgeline::detail
