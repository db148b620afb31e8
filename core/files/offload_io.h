// workload.offload and hardware.host in scenario files, and the offload figures in the result
// JSON (docs/scenario-format.md, "Offload to host memory").
#pragma once

#include "core/base/problems.h"
#include "core/evaluation/offload.h"
#include "core/scenario/json_reader.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline {

/// The offload figures as the result JSON holds them under "offload".
nlohmann::json offloadFiguresToJson(const OffloadFigures& o);

namespace detail {

/// Reads workload.offload; problems name the field ("workload.offload.gpu_layers").
OffloadSpec readOffload(ObjectReader& r);
/// Reads hardware.host.
HostSpec readHost(ObjectReader& r);

nlohmann::json offloadToJson(const OffloadSpec& o);
nlohmann::json hostToJson(const HostSpec& h);

/// Checks of values built in code: gpu_layers within the model's `layers`, offload only where a
/// host boundary exists (not on Apple's unified memory). validate() checks the hardware.host
/// fields from the field table.
void checkOffload(const Scenario& s, Problems& out);

} // namespace detail

} // namespace ridgeline
