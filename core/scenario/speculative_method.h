// Who proposes the tokens of speculative decoding (workload.speculative,
// core/evaluation/speculative.h).
#pragma once

namespace ridgeline {

/// A separate draft model, the target's multi-token-prediction head, an EAGLE head on the
/// target's features, or n-gram lookup in the text so far (no GPU work).
enum class SpeculativeMethod { draft, mtp, eagle, ngram };

} // namespace ridgeline
