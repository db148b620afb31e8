// The optional caption under exported charts: the model, the GPU configurations and the key
// settings of the scenario, so that a chart pasted into slides says what it shows.
#pragma once

#include "core/catalogue/catalogue.h"

#include <QCoreApplication>
#include <QString>

namespace ridgeline::ui {

struct ScenarioState;

class ExportCaption {
    Q_DECLARE_TR_FUNCTIONS(ExportCaption)
};

/// "Llama-2-7B · 1× RTX 4090, 1× H100 SXM · serving, batch 1, 512 + 128 tokens, weights fp16,
/// KV cache fp16, engine generic" (training: tokens, sequence, micro-batch, ZeRO stage,
/// recompute), from the scenario's inputs only.
QString exportCaption(const ScenarioState& state, const Catalogue& catalogue);

} // namespace ridgeline::ui
