// The three ridges the window names, one word each, so a caption, a tile, a tooltip, the explain
// panel and the report never call two numbers by one name:
//  - the GPU ridge: the datasheet peak over the datasheet bandwidth (RooflineFigures::ridge);
//  - the engine ridge: what the engine reaches of both (RooflineFigures::effectiveRidge);
//  - a pass's own ridge (decode, prefill, training step, verify): the engine ridge lowered by the
//    shapes of that pass's GEMMs (StepCost::effectiveRidge), the one its verdict is taken on.
#pragma once

#include <QString>

namespace ridgeline::ui::ridge {

/// The passes that carry a ridge of their own.
enum class Pass { decode, prefill, trainingStep, verify };

/// "GPU ridge".
QString gpuRidge();
/// "engine ridge".
QString engineRidge();
/// "decode ridge", "prefill ridge", "step ridge" or "verify ridge".
QString passRidge(Pass pass);

} // namespace ridgeline::ui::ridge
