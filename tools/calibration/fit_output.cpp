// Printing and writing ridgeline-fit's results (fit_output.h).
#include "tools/calibration/fit_output.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace ridgeline::calib {

namespace {

const char* objectiveName(Objective o) {
    return o == Objective::mfu ? "mfu basis" : "modelled";
}

std::string errText(const std::optional<double>& p, double measured) {
    if (!p)
        return "(failed)";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", (*p - measured) / measured * 100.0);
    return buf;
}

std::string value(const std::optional<double>& p) {
    if (!p)
        return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.5g", *p);
    return buf;
}

bool hasMfu(const EngineFitResult& r) {
    for (const RowFit& f : r.rows) {
        if (f.objective == Objective::mfu)
            return true;
    }
    return false;
}

} // namespace

const std::map<std::string, double>& knownGaps() {
    // hf-transformers: its constants were fitted one group of rows at a time (eta_c to B093/B096,
    // the step to the decode rows, the elementwise traffic to the training rows), the refit
    // judges all 13 together (eta_c 0.66, traffic 2.5). hf-transformers-compiled: eta_m is
    // shared with the eager profile (0.75), alone its rows ask for 0.77 and 2.7 ms. llm-foundry:
    // the traffic 2 was fitted before the one GEMM curve (h 120, ceiling 0.80); now 6 puts D168
    // on its measurement and the A100 rows 24-26 % low.
    static const std::map<std::string, double> gaps{
        {"hf-transformers", 0.53}, {"hf-transformers-compiled", 0.53}, {"llm-foundry", 1.32}};
    return gaps;
}

double gainOf(const EngineFitResult& r) {
    return std::max(r.mapeShipped - r.mapeFitted, r.mfuMapeShipped - r.mfuMapeFitted);
}

namespace {

bool fitOnItsOwn(const EngineFitResult& r) {
    return r.landsOnShipped() || gainOf(r) <= fitTolerancePoints + 1e-9;
}

} // namespace

bool shippedIsFit(const EngineFitResult& r) {
    if (!r.problems.empty())
        return false;
    const auto known = knownGaps().find(r.plan->engine);
    if (known == knownGaps().end())
        return fitOnItsOwn(r);
    return !fitOnItsOwn(r) && std::fabs(gainOf(r) - known->second) <= 0.1 + 1e-9;
}

std::string verdictOf(const EngineFitResult& r) {
    char buf[96];
    const auto known = knownGaps().find(r.plan->engine);
    if (!r.problems.empty())
        return "rows failed";
    if (r.landsOnShipped())
        return known == knownGaps().end() ? "lands on engines.json"
                                          : "lands on engines.json: remove its known gap";
    std::snprintf(buf, sizeof buf, "refit gains %.2f points", gainOf(r));
    if (known == knownGaps().end())
        return std::string(buf) + (shippedIsFit(r) ? ": within tolerance" : ": NOT the optimum");
    std::snprintf(buf + std::strlen(buf), sizeof buf - std::strlen(buf), ": known gap (%.2f)%s",
                  known->second, shippedIsFit(r) ? "" : " CHANGED");
    return buf;
}

void printEngineFit(const EngineFitResult& r) {
    std::printf("\n%s: held: %s\n", r.plan->engine.c_str(), r.plan->held.c_str());
    std::printf("%-5s %-10s %12s %12s %7s %12s %7s\n", "id", "basis", "measured", "engines.json",
                "err%", "refit", "err%");
    for (const RowFit& f : r.rows)
        std::printf("%-5s %-10s %12.5g %12s %7s %12s %7s\n", f.row->id.c_str(),
                    objectiveName(f.objective), f.row->value, value(f.shipped).c_str(),
                    errText(f.shipped, f.row->value).c_str(), value(f.fitted).c_str(),
                    errText(f.fitted, f.row->value).c_str());
    std::printf("%-24s %12s %10s   %s\n", "constant", "engines.json", "refit", "grid");
    for (std::size_t k = 0; k < r.shipped.size(); ++k) {
        const FreeConstant& c = r.plan->constants[k];
        std::printf("%-24s %12.6g %10.6g   %g..%g by %g%s\n", c.name().c_str(), r.shipped[k],
                    r.fitted[k], c.low, c.high, c.step,
                    c.objective == Objective::mfu ? " (mfu basis)" : "");
    }
    std::fflush(stdout);
}

void printFitSummary(const std::vector<EngineFitResult>& results) {
    std::printf("\nMAPE %% (rows), engines.json -> refit; lands: every constant within one grid "
                "step\n");
    std::printf("%-26s %20s %20s %12s  %s\n", "engine", "modelled", "mfu basis", "predictions",
                "verdict");
    for (const EngineFitResult& r : results) {
        std::size_t modelled = 0, mfu = 0;
        for (const RowFit& f : r.rows)
            ++(f.objective == Objective::mfu ? mfu : modelled);
        char a[48], b[48] = "-";
        std::snprintf(a, sizeof a, "%.2f -> %.2f (%zu)", r.mapeShipped, r.mapeFitted, modelled);
        if (hasMfu(r))
            std::snprintf(b, sizeof b, "%.2f -> %.2f (%zu)", r.mfuMapeShipped, r.mfuMapeFitted,
                          mfu);
        std::printf("%-26s %20s %20s %12d  %s\n", r.plan->engine.c_str(), a, b, r.predictions,
                    verdictOf(r).c_str());
    }
    std::fflush(stdout);
}

nlohmann::ordered_json fittedFragment(const std::vector<EngineFitResult>& results) {
    nlohmann::ordered_json engines = nlohmann::ordered_json::array();
    for (const EngineFitResult& r : results) {
        nlohmann::ordered_json e{{"id", r.plan->engine}};
        nlohmann::ordered_json variants = nlohmann::ordered_json::array();
        for (std::size_t k = 0; k < r.fitted.size(); ++k) {
            const FreeConstant& c = r.plan->constants[k];
            if (c.variant.empty())
                e[c.key] = r.fitted[k];
            else
                variants.push_back({{"memory_type_prefix", c.variant}, {c.key, r.fitted[k]}});
        }
        if (!variants.empty())
            e["variants"] = variants;
        engines.push_back(e);
    }
    return {{"engines", engines}};
}

std::string withFittedConstants(const std::string& text,
                                const std::vector<EngineFitResult>& results) {
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.contains("engines") || !doc["engines"].is_array())
        return {};
    for (nlohmann::ordered_json& e : doc["engines"]) {
        for (const EngineFitResult& r : results) {
            if (e.value("id", "") != r.plan->engine)
                continue;
            for (std::size_t k = 0; k < r.fitted.size(); ++k) {
                const FreeConstant& c = r.plan->constants[k];
                if (c.variant.empty()) {
                    e[c.key] = r.fitted[k];
                    continue;
                }
                for (nlohmann::ordered_json& v : e["variants"]) {
                    if (v.value("memory_type_prefix", "") == c.variant)
                        v[c.key] = r.fitted[k];
                }
            }
        }
    }
    return doc.dump(2) + "\n";
}

std::string writeAtomically(const std::string& path, const std::string& text) {
    const std::filesystem::path target(path);
    std::filesystem::path temp = target;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out)
            return "cannot write " + temp.string();
    }
    std::error_code ec;
    std::filesystem::rename(temp, target, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return "cannot replace " + path;
    }
    return {};
}

} // namespace ridgeline::calib
