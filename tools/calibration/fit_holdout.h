// Leave-one-group-out errors of a refit (tools/CALIBRATION.md, "Leave one group out"): for each
// GPU, model and source among a profile's rows, the profile is refitted on its other rows and the
// left-out rows are predicted with that refit. A constant the left-out rows do not bear out is
// one only the in-sample error supports.
#pragma once

#include "tools/calibration/profile_fit.h"

#include <string>
#include <vector>

namespace ridgeline::calib {

/// One left-out group of one profile's rows.
struct HeldOutGroup {
    std::string kind; ///< "gpu", "model" or "source"
    std::string name;
    int rows = 0;               ///< the group's rows (left out)
    double mapeInSample = 0;    ///< the refit on the other rows, on those rows
    double mapeLeftOut = 0;     ///< the same refit on the group's rows
    double mapeFullFit = 0;     ///< the refit on every row, on the group's rows
    std::vector<double> fitted; ///< the refit's constants, in plan order
};

/// Every group with rows of `full`'s profile (its modelled objective) that leaves at least one
/// row to fit on, refitted without it. Deterministic; one refit a group.
std::vector<HeldOutGroup> leaveOneGroupOut(const Catalogue& base, const nlohmann::json& enginesJson,
                                           const std::vector<Row>& rows,
                                           const EngineFitResult& full);

/// The table of leaveOneGroupOut(), and the MAPE over all left-out rows against the in-sample one.
void printHoldout(const EngineFitResult& full, const std::vector<HeldOutGroup>& groups);

} // namespace ridgeline::calib
