#include "core/serving/disaggregated_sim.h"

#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/iteration_pass.h"

#include <algorithm>

namespace ridgeline::detail {

namespace {

struct PoolModel {
    IterationModel model;
    KvLink link;
    double kvBytesPerValue = 2;
};

PoolModel poolModel(const Scenario& s) {
    const Scenario pool = prefillPoolScenario(s);
    const PassInputs in = passInputs(pool, effectiveParams(s.model));
    return {iterationModel(in), kvLink(s), in.kvBytesPerValue};
}

double transferOf(const Scenario& s, const PoolModel& m, int prompt) {
    return kvTransferSeconds(m.link, kvCacheBytes(s.model.arch, m.kvBytesPerValue, prompt));
}

} // namespace

void prefillOnPool(const Scenario& s, const SchedulerInForce& scheduler,
                   std::vector<SimRequest>& requests) {
    if (!s.hardware.prefillPool || requests.empty())
        return;
    const PoolModel m = poolModel(s);
    const PrefillPool& pool = *s.hardware.prefillPool;
    const int replicas = std::max(1, pool.count / std::max(1, pool.tensorParallel));
    std::vector<double> freeAt(std::size_t(replicas), 0.0);
    std::vector<PromptChunk> chunks;
    // A request reaches the pool's scheduler after the way in through the engine's server.
    const double latency = s.engine.requestLatencyS;
    std::size_t i = 0;
    while (i < requests.size()) {
        // The replica that frees first (the lowest index on a tie) takes the next batch.
        const auto k = std::min_element(freeAt.begin(), freeAt.end());
        const double start = std::max(*k, requests[i].arrival + latency);
        chunks.clear();
        std::int64_t tokens = 0;
        std::size_t j = i;
        while (j < requests.size() && requests[j].arrival + latency <= start &&
               int(chunks.size()) < scheduler.maxNumSeqs) {
            const std::int64_t prompt = requests[j].prompt;
            if (!chunks.empty() && tokens + prompt > scheduler.maxNumBatchedTokens)
                break;
            chunks.push_back({0, double(prompt), true});
            tokens += prompt;
            ++j;
        }
        if (chunks.empty()) { // cannot happen: request i has arrived by `start`
            chunks.push_back({0, double(requests[i].prompt), true});
            j = i + 1;
        }
        const double done = start + iterationCost(m.model, {0, 0, chunks}).seconds;
        *k = done;
        for (; i < j; ++i) {
            SimRequest& q = requests[i];
            q.origin = q.arrival;
            q.arrival = done + transferOf(s, m, q.prompt);
            q.prefilled = true;
        }
    }
}

void delayByLonePrefill(const Scenario& s, std::vector<SimRequest>& requests) {
    if (!s.hardware.prefillPool)
        return;
    const PoolModel m = poolModel(s);
    for (SimRequest& q : requests) {
        const PromptChunk lone{0, double(q.prompt), true};
        q.prefillDelay = s.engine.requestLatencyS +
                         iterationCost(m.model, {0, 0, {&lone, 1}}).seconds +
                         transferOf(s, m, q.prompt);
        q.prefilled = true;
    }
}

} // namespace ridgeline::detail
