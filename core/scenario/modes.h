// The small enumerations a scenario and its results are phrased in.
#pragma once

namespace ridgeline {

enum class Mode { inference, training };
enum class Optimizer { adamw, adam, sgd, adam8bit, none, sgdNoMomentum };
enum class Recompute { none, selective, full };
enum class ActivationRule { formula, twiceWeights };
enum class TimeBasis { mfu, modelled };
/// What holds a pass back (physics.h judgePass): its memory traffic, its compute, or the
/// communication it cannot hide.
enum class Bound { memory, compute, communication };

} // namespace ridgeline
