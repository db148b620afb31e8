// Changing single fields of a scenario by their dotted path, as a scenario file would set them:
// the desktop app's --set FIELD=VALUE, for scripted sessions and quick what-ifs.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ridgeline {

struct FieldAssignment {
    std::string path;  ///< dotted scenario path, "workload.batch"
    std::string value; ///< JSON (64, true, "fp8", {"bits": 6}) or plain text (fp8)
};

/// "workload.batch=64" as an assignment; nullopt when there is no '=' or no path before it.
std::optional<FieldAssignment> parseFieldAssignment(const std::string& text);

/// `base` with the fields set, read and checked like a scenario file that says so: problems name
/// the field path and what is allowed. A value that is not JSON is taken as text.
Result<Scenario> scenarioWithFields(const Scenario& base,
                                    const std::vector<FieldAssignment>& fields,
                                    const Catalogue& catalogue);

} // namespace ridgeline
