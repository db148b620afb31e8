// Many random scenarios drawn from the whole allowed range of every field: each one the reader
// accepts must evaluate to finite numbers in every key of the result, and the required keys of
// its mode must be present and not null. A fixed seed keeps a failure reproducible.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <random>

using namespace ridgeline;
using nlohmann::json;

namespace {

class Draw {
public:
    explicit Draw(unsigned seed)
        : rng_(seed) {}

    // Log-uniform across a field's range, so that small and huge values are both common;
    // whole-number fields are rounded.
    double in(const FieldLimit& limit) {
        const double lo = std::max(limit.lo, limit.kind == FieldLimit::Kind::fraction ? 1e-4 : 0.0);
        double x = lo;
        if (lo > 0) {
            std::uniform_real_distribution<double> u(std::log(lo), std::log(limit.hi));
            x = std::exp(u(rng_));
        } else {
            std::uniform_real_distribution<double> u(0, std::log1p(limit.hi));
            x = std::expm1(u(rng_));
        }
        x = std::clamp(x, lo, limit.hi);
        return limit.kind == FieldLimit::Kind::whole ? std::floor(x) : x;
    }
    bool coin(double p = 0.5) { return std::bernoulli_distribution(p)(rng_); }
    template <class T> const T& pick(const std::vector<T>& items) {
        return items[std::uniform_int_distribution<std::size_t>(0, items.size() - 1)(rng_)];
    }

private:
    std::mt19937 rng_;
};

json randomScenario(Draw& d) {
    const Catalogue& cat = test::catalogue();
    json model;
    if (d.coin(0.7))
        model["preset"] = d.pick(cat.models).id;
    else
        model["params"] = d.in(fieldLimit("model.params"));
    json hardware = {{"gpu", d.pick(cat.gpus).id}};
    const bool training = d.coin();
    const int tp = 1 << int(d.in({"", 0, 3, FieldLimit::Kind::whole}));
    const int pp = training ? 1 << int(d.in({"", 0, 2, FieldLimit::Kind::whole})) : 1;
    const int dp = int(d.in({"", 1, 64, FieldLimit::Kind::whole}));
    hardware["count"] = tp * pp * dp;
    json workload = {
        {"mode", training ? "training" : "inference"},
        {"batch", d.in(fieldLimit("workload.batch"))},
        {"prompt_tokens", d.in(fieldLimit("workload.prompt_tokens"))},
        {"output_tokens", 1 + d.in(fieldLimit("workload.output_tokens"))},
        {"tensor_parallel", tp},
        {"weight_format", d.pick(std::vector<std::string>{"fp16", "int8", "int4"})},
        {"usable_memory_fraction", d.in(fieldLimit("workload.usable_memory_fraction"))}};
    if (training) {
        workload["tokens"] = d.in(fieldLimit("workload.tokens"));
        workload["sequence"] = d.in(fieldLimit("workload.sequence"));
        workload["micro_batch"] = d.in(fieldLimit("workload.micro_batch"));
        workload["pipeline_parallel"] = pp;
        workload["zero_stage"] = d.in(fieldLimit("workload.zero_stage"));
        workload["recompute"] = d.pick(std::vector<std::string>{"none", "selective", "full"});
        if (d.coin())
            workload["lora_fraction"] = d.in(fieldLimit("workload.lora_fraction"));
    }
    json efficiency = json::object();
    if (d.coin(0.3)) {
        efficiency["memory"] = d.in(fieldLimit("efficiency.memory"));
        efficiency["compute"] = d.in(fieldLimit("efficiency.compute"));
        efficiency["mfu"] = d.in(fieldLimit("efficiency.mfu"));
    }
    json economics = {{"utilization", d.in(fieldLimit("economics.utilization"))},
                      {"lifetime_years", d.in(fieldLimit("economics.lifetime_years"))},
                      {"usd_per_kwh", d.in(fieldLimit("economics.usd_per_kwh"))},
                      {"pue", d.in(fieldLimit("economics.pue"))}};
    if (d.coin(0.3))
        economics["gpu_price_usd"] = d.in(fieldLimit("economics.gpu_price_usd"));
    return {{"ridgeline", 1},       {"model", model},           {"hardware", hardware},
            {"workload", workload}, {"efficiency", efficiency}, {"economics", economics}};
}

// The first non-finite number under `v`, as its dotted path; empty when all are finite.
std::string firstNonFinite(const json& v, const std::string& path) {
    if (v.is_number_float() && !std::isfinite(v.get<double>()))
        return path;
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) {
            std::string bad = firstNonFinite(*it, path + "." + it.key());
            if (!bad.empty())
                return bad;
        }
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            std::string bad = firstNonFinite(v[i], path + "[" + std::to_string(i) + "]");
            if (!bad.empty())
                return bad;
        }
    }
    return {};
}

const json* at(const json& root, std::string_view dotted) {
    const json* v = &root;
    while (!dotted.empty()) {
        const std::size_t dot = dotted.find('.');
        const std::string key(dotted.substr(0, dot));
        if (!v->is_object() || !v->contains(key))
            return nullptr;
        v = &(*v)[key];
        dotted = dot == std::string_view::npos ? std::string_view() : dotted.substr(dot + 1);
    }
    return v;
}

} // namespace

class RandomScenarios : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptedScenariosGiveFiniteResults() {
        Draw d(20261123);
        int accepted = 0;
        const int total = 3000;
        for (int i = 0; i < total; ++i) {
            const json doc = randomScenario(d);
            const Result<Scenario> s = parseScenario(doc.dump(), test::catalogue());
            if (!s)
                continue;
            ++accepted;
            const json out = resultsToJson(*s, evaluate(*s));
            const std::string bad = firstNonFinite(out, "result");
            QVERIFY2(bad.empty(), (bad + " is not finite for " + doc.dump()).c_str());
            const bool training = s->workload.mode == Mode::training;
            std::vector<std::string_view> required = {"model.params",
                                                      "model.layers",
                                                      "memory.weights_bytes",
                                                      "memory.total_bytes",
                                                      "memory.per_gpu_bytes",
                                                      "memory.fits",
                                                      "roofline.peak_flops",
                                                      "roofline.bandwidth_bytes_per_s",
                                                      "roofline.ridge_flop_per_byte",
                                                      "cost.usd_per_hour"};
            if (training)
                required.insert(required.end(), {"training.flops", "training.time_s",
                                                 "training.gpu_hours", "training.step_time_s"});
            else
                required.insert(required.end(),
                                {"inference.decode.tokens_per_s", "inference.decode.tpot_s",
                                 "inference.prefill.ttft_s", "inference.kv_bytes_per_token",
                                 "inference.latency_s"});
            for (std::string_view key : required) {
                // A part neither sold nor given a price has no owned cost per hour.
                const Gpu* part = test::catalogue().gpu(doc["hardware"].value("gpu", ""));
                if (key == "cost.usd_per_hour" && part && !part->priceUsd &&
                    !(doc.contains("economics") && doc["economics"].contains("gpu_price_usd")))
                    continue;
                const json* v = at(out, key);
                QVERIFY2(v && !v->is_null(),
                         (std::string(key) + " is missing or null for " + doc.dump()).c_str());
            }
            // One verdict rule for every pass (tst_verdicts): unless communication is the
            // longest term, compute exactly when right of the pass's own ridge.
            auto ruleHolds = [&](const json& p, const char* commKey) {
                const std::string bound = p["bound"].get<std::string>();
                const double comm = p[commKey].get<double>();
                if (comm > p["compute_s"].get<double>() && comm > p["memory_s"].get<double>())
                    return bound == "communication";
                return bound == (p["intensity_flop_per_byte"].get<double>() >
                                         p["effective_ridge_flop_per_byte"].get<double>()
                                     ? "compute"
                                     : "memory");
            };
            if (training)
                QVERIFY2(ruleHolds(out["training"], "exposed_communication_s"), doc.dump().c_str());
            else
                for (const char* pass : {"decode", "prefill"})
                    QVERIFY2(ruleHolds(out["inference"][pass], "communication_s"),
                             doc.dump().c_str());
        }
        // The generator must exercise the evaluation, not only the refusals.
        QVERIFY2(accepted > total / 4, qPrintable(QString::number(accepted)));
    }
};

QTEST_MAIN(RandomScenarios)
#include "tst_random_scenarios.moc"
