#include "ui/explain/explanation.h"

namespace ridgeline::ui {

Explanation explain(const QString& key, const ExplainInput& in) {
    using namespace detail;
    for (auto* part :
         {explainVerdict, explainInference, explainMemory, explainCost, explainTraining}) {
        Explanation e = part(key, in);
        if (!e.isEmpty()) {
            appendRange(key, in, e);
            return e;
        }
    }
    return {};
}

} // namespace ridgeline::ui
