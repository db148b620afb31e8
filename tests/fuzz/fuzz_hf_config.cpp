// libFuzzer target: any bytes as a Hugging Face config.json, as `ridgeline-cli import-model`,
// File > Import model config and a scenario's model.hf_config read it. A refused config comes
// back as one-line problems that say what is allowed; an accepted one is a model that the
// scenario reader takes back (what import-model prints) and that evaluates to finite numbers.
#include "core/catalogue/hf_config.h"
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"
#include "fuzz_support.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ridgeline;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Result<HfModel> model = parseHfConfig(text, "config.json");
    if (!model) {
        fuzz::requireGoodProblems(model.problems(), size);
        return 0;
    }
    // The `model` object import-model prints, in an otherwise default scenario.
    const nlohmann::json doc = {{"ridgeline", 1}, {"model", architectureToJson(model->arch)}};
    const Result<Scenario> s = scenarioFromJson(doc, fuzz::catalogue());
    if (!s) {
        // The architecture passed the importer's checks; only the workload may disagree with it.
        for (const Problem& p : s.problems())
            if (p.path.starts_with("model"))
                std::abort();
        fuzz::requireGoodProblems(s.problems(), size);
        return 0;
    }
    if (s->model.arch != model->arch)
        std::abort();
    fuzz::requireFinite(resultsToJson(*s, evaluate(*s)));
    return 0;
}
