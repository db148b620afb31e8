// A replica's iterations: what one costs, running it, and running a quiet stretch of decode-only
// iterations at once (serving_replica_state.h).
#include "core/serving/serving_replica_state.h"

#include <algorithm>
#include <limits>

namespace ridgeline::detail {

double Replica::iterationSeconds(std::int64_t ahead) const {
    const SpeculativeIteration& spec = setup_.speculative;
    const double d = double(decoders_.size());
    const IterationLoad load{d, scheduledTarget_.total(), chunks_, double(verifyTokens())};
    if (ahead == 0) // the scheduled iteration: its sums were kept as it was scheduled
        return iterationCost(setup_.model, load).seconds +
               iterationProposalSeconds(spec, d, scheduledProposer_.total());
    CachedLayerTokenSum target(setup_.model.in.arch), proposer(spec.proposer.in.arch);
    for (std::size_t i : decoders_) {
        const double context = double(decodeContext(running_[i], ahead));
        target.add(context);
        if (proposes_)
            proposer.add(context);
    }
    IterationLoad later = load;
    later.decodeLayerTokens = target.total();
    return iterationCost(setup_.model, later).seconds +
           iterationProposalSeconds(spec, d, proposer.total());
}

double Replica::scheduledSeconds() const {
    if (scheduledS_ < 0)
        scheduledS_ = iterationSeconds();
    return scheduledS_;
}

std::int64_t Replica::quietIterations() const {
    if (!chunks_.empty() || !waiting_.empty() || decoders_.size() != running_.size() ||
        decoders_.empty())
        return 0;
    std::int64_t n = std::numeric_limits<std::int64_t>::max();
    const double perStep = setup_.speculative.tokensPerStep;
    const bool plain = !setup_.speculative.spec;
    for (const Live& r : running_) {
        const std::int64_t left = r.output - r.generated - 1;
        n = std::min(
            n, plain ? std::max<std::int64_t>(0, left)
                     : stepsGaining(requests_[r.id].acceptPhase, perStep, r.decodeSteps, left));
    }
    if (n < 2)
        return 0;
    if (next_ < sent_) {
        const double dt = scheduledSeconds();
        const double gap = reachesAt(next_) - now_;
        if (dt <= 0 || gap < 2 * dt)
            return 0;
        n = std::min(n, std::int64_t(gap / dt));
    }
    n = std::min(n, std::min(cap_.iterations, cap_.sequenceSteps / std::int64_t(decoders_.size())) -
                        1);
    // A request that reserved its whole length up front takes no more blocks as it decodes.
    if (setup_.staticKvCache || reservesWholeRequests())
        return n;
    // Blocks the decoders take over the n iterations, beyond those already scheduled.
    std::int64_t need = 0;
    for (const Live& r : running_)
        need += lastBlocks(r, n) - r.blocks;
    return need <= free_ ? n : 0;
}

std::int64_t Replica::lastBlocks(const Live& r, std::int64_t n) const {
    return blocksFor(r.computed + gains(r, n - 1) + verifyTokens(), setup_.kvBlockTokens);
}

bool Replica::fastForward(std::int64_t n) {
    const double sequences = double(decoders_.size());
    const double first = scheduledSeconds();
    double last = iterationSeconds(n - 1);
    if (next_ < sent_) {
        const double gap = reachesAt(next_) - now_;
        while (n > 1 && double(n) * (first + last) / 2 > gap) {
            n = std::max<std::int64_t>(1, std::int64_t(gap / std::max(first, last)));
            last = iterationSeconds(n - 1);
        }
    }
    const double dt = double(n) * (first + last) / 2;
    const double usedBefore = double(setup_.kvBlocks - free_);
    // Only a cache grown block by block follows the tokens: a whole request's reservation is
    // kept to its end (giving it back here let others take it and the request be preempted).
    if (!reservesWholeRequests() && !setup_.staticKvCache)
        for (Live& r : running_) {
            const std::int64_t blocks = lastBlocks(r, n);
            free_ -= blocks - r.blocks;
            r.blocks = blocks;
        }
    for (Live& r : running_) {
        if (!r.started) {
            requests_[r.id].firstToken = now_ + first;
            r.started = true;
        }
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

bool Replica::step() {
    const double dt = scheduledSeconds();
    const bool saturated = finishedAny_ && !waiting_.empty();
    std::int64_t generated = 0; // whole tokens: a sum without a floating-point chain
    bool finished = false;      // did a sequence give its last token (most iterations: none)
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
        const std::int64_t gained = std::min(gains(r, 1), r.output - r.generated);
        r.computed += gained;
        r.generated += gained;
        ++r.decodeSteps;
        generated += gained;
        finished |= r.generated >= r.output;
        if (!r.started) {
            requests_[r.id].firstToken = now_;
            r.started = true;
        }
    }
    for (std::size_t c = 0; c < chunks_.size(); ++c) {
        Live& r = running_[chunkOwners_[c]];
        r.computed += std::int64_t(chunks_[c].tokens);
        if (r.computed >= r.promptEff) {
            r.prefilling = false;
            --prefillingRunning_;
            ++r.generated;
            generated += 1;
            finished |= r.generated >= r.output;
            if (!r.started) {
                requests_[r.id].firstToken = now_;
                r.started = true;
            }
        }
    }
    if (saturated) {
        totals_.saturatedS += dt;
        totals_.saturatedTokens += double(generated);
    }
    if (finished)
        retireFinished();
    cap_.iterations -= 1;
    cap_.sequenceSteps -= std::int64_t(sequences);
    if (cap_.iterations <= 0 || cap_.sequenceSteps <= 0) {
        cap_.hit = true;
        return false;
    }
    return true;
}

void Replica::retireFinished() {
    // Most iterations end nobody: find the first that ended before moving any.
    std::size_t kept = 0;
    while (kept < running_.size() && running_[kept].generated < running_[kept].output)
        ++kept;
    if (kept == running_.size())
        return;
    finishedIds_.clear();
    for (std::size_t i = kept; i < running_.size(); ++i) {
        Live& r = running_[i];
        if (r.generated >= r.output) {
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

} // namespace ridgeline::detail
