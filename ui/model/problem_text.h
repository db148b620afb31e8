// Problems of a scenario in the user's language: the core reports each with a stable code, a
// field path, the offending value and the allowed range; this phrases them with tr().
#pragma once

#include "core/base/problems.h"

#include <QCoreApplication>
#include <QString>

namespace ridgeline::ui {

/// Translation context of the problem messages.
class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
};

/// One translated sentence naming the field, what is wrong and what is allowed. `gpuName`
/// names the compared configuration a layout problem belongs to (may be empty).
QString problemText(const Problem& p, const QString& gpuName = {});

/// The allowed range of the field at `p.path`, phrased from its limit when the core has one.
QString allowedText(const Problem& p);

} // namespace ridgeline::ui
