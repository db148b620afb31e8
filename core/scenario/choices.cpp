#include "core/scenario/choices.h"

namespace ridgeline {

void setEngine(Scenario& s, const EngineProfile& profile) {
    s.workload.engine = profile.id;
    s.engine = profile;
}

void dropPriceOverrides(Economics& e) {
    e.gpuPriceUsd.reset();
    e.cloudUsdPerGpuHour.reset();
}

} // namespace ridgeline
