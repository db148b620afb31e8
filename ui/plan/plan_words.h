// The planner's codes in the user's language: the core says why a configuration was turned down
// as a RejectReason; the window and the report word it here, translated.
#pragma once

#include "core/plan.h"

#include <QString>

namespace ridgeline::ui {

/// "does not fit in memory", in the window's language.
QString rejectReasonWords(RejectReason r);

} // namespace ridgeline::ui
