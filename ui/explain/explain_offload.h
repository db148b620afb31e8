// The offload lines of the speed explanations (core/evaluation/offload.h): the split of a decode
// step into its GPU, host and PCIe parts, with their arithmetic.
#pragma once

#include "ui/explain/explanation.h"

namespace ridgeline::ui::detail {

/// After the GPU's compute and memory lines: the GPU part, the host part on its own roof, the
/// hand-over over PCIe, and TPOT as their sum (weights streamed: the larger of GPU and stream).
void offloadDecodeLines(Explanation& e, const ExplainInput& in);

} // namespace ridgeline::ui::detail
