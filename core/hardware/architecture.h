// The shape of a decoder-only transformer (dense or mixture-of-experts) and the parameter counts
// that follow from it (docs/physics.md, "The model").
#pragma once

#include <algorithm>
#include <cstdint>

namespace ridgeline {

struct Architecture {
    int layers = 32;
    int hidden = 4096;
    int heads = 32;
    int kvHeads = 32; ///< == heads: MHA; 1: MQA; in between: GQA
    int headDim = 128;
    int ffn = 11008;
    int vocab = 32000;
    bool gatedMlp = true; ///< SwiGLU (3 matrices) or plain (2)
    bool tiedEmbeddings = false;
    int experts = 1;       ///< MoE experts per layer; 1 for a dense model
    int activeExperts = 1; ///< experts each token is routed to
    /// The longest context the model was trained for (tokens, max_position_embeddings); 0 when
    /// unknown. Informational: nothing is computed from it, the KV chart marks it.
    int maxContext = 0;

    // Mixture-of-experts details (0: none). `ffn` is then the width of one routed expert.
    int denseLayers = 0; ///< leading layers with a dense MLP instead of experts (DeepSeek)
    int denseFfn = 0;    ///< MLP width of those dense layers; 0: ffn
    int sharedFfn = 0;   ///< total width of the shared experts every token passes through

    // Multi-head latent attention (DeepSeek-V2/V3): keys and values are rebuilt from a compressed
    // latent of kvLoraRank values plus one rotary key of ropeHeadDim, which is all the cache holds.
    // headDim is then the query/key head width (no-rope part + ropeHeadDim).
    int kvLoraRank = 0;  ///< 0: ordinary attention
    int qLoraRank = 0;   ///< 0: queries projected directly
    int ropeHeadDim = 0; ///< rotary part of a query/key head
    int vHeadDim = 0;    ///< value head width; 0: headDim

    // Sliding-window attention: `slidingLayers` of the layers attend to (and cache) at most the
    // last `slidingWindow` tokens; the others attend to the whole context.
    int slidingWindow = 0; ///< tokens; 0: no window
    int slidingLayers = 0;

    bool operator==(const Architecture&) const = default;
};

/// Parameter counts, all in parameters (not bytes).
struct ParamCount {
    double total = 0;
    double active = 0; ///< touched per token (MoE: k experts instead of E)
    double attentionPerLayer = 0;
    double expertMlpPerLayer = 0; ///< one expert's MLP (the whole MLP for a dense model)
    double perLayerFixed = 0;     ///< attention + norms + router: read every step
    double embedding = 0;         ///< input embedding plus untied output head, plus final norm
    /// Everything a step reads whatever the routing: embedding, attention, norms, routers,
    /// shared experts and the MLPs of dense layers (the whole model when it is dense).
    double alwaysRead = 0;
    double moeLayers = 0; ///< layers whose MLP is routed experts
};

ParamCount countParams(const Architecture& a);

/// Routed experts of a layer that `tokens` tokens reach, E x (1 - (1 - k/E)^tokens) in
/// expectation (1 for a dense model).
double expertsTouched(const Architecture& a, double tokens);

/// Tokens each reached expert multiplies, the M of its GEMM: tokens x k / expertsTouched()
/// (tokens x k / E once every expert is reached; all `tokens` for a dense model).
double tokensPerExpert(const Architecture& a, double tokens);

/// Parameters that a decode step at batch `batch` reads: for MoE only the experts some token
/// of the batch is routed to, E * (1 - (1 - k/E)^b) per layer in expectation.
double paramsReadPerStep(const Architecture& a, const ParamCount& p, double batch);

/// Values the KV cache holds per token in one layer: 2 x kv_heads x head_dim (keys and values),
/// or the latent plus the rotary key for multi-head latent attention.
double kvValuesPerTokenPerLayer(const Architecture& a);

/// Tokens of a `context`-token sequence the cache holds, summed over layers: a sliding-window
/// layer holds at most its window.
double cachedLayerTokens(const Architecture& a, double context);

/// Layers that attend through the sliding window (0 without one).
inline double windowedLayers(const Architecture& a) {
    return a.slidingWindow > 0 ? std::clamp(a.slidingLayers, 0, a.layers) : 0;
}

/// cachedLayerTokens() summed over many sequences, without a call per sequence: the
/// full-attention layers need only the contexts' sum, the windowed ones each context held to the
/// window. The serving simulation adds every decoding sequence of every iteration.
class CachedLayerTokenSum {
public:
    explicit CachedLayerTokenSum(const Architecture& a)
        : windowed_(windowedLayers(a))
        , full_(a.layers - windowed_)
        , window_(a.slidingWindow) {}

    void add(double context) {
        contexts_ += context;
        if (windowed_ > 0)
            held_ += std::min(context, window_);
    }
    /// A context held to the window (0 without windowed layers), for a caller that sums whole
    /// tokens itself and adds the sums with addSums().
    std::int64_t held(std::int64_t context) const {
        return windowed_ > 0 ? std::min(context, std::int64_t(window_)) : 0;
    }
    void addSums(double contexts, double held) {
        contexts_ += contexts;
        held_ += held;
    }
    double total() const { return full_ * contexts_ + windowed_ * held_; }
    void clear() { contexts_ = held_ = 0; }

private:
    double windowed_, full_, window_;
    double contexts_ = 0, held_ = 0;
};

/// Attention FLOPs (QK^T and PV) of one new token at `context`, all layers.
double attentionFlopsPerToken(const Architecture& a, double context);

/// Attention FLOPs of a causal prefill of `tokens` tokens, all layers.
double prefillAttentionFlops(const Architecture& a, double tokens);

/// A Llama-shaped architecture for a parameter count (docs/physics.md): head_dim 128, hidden the
/// multiple of 256 nearest (128 P / 12)^(1/3), layers from the non-embedding parameters,
/// FFN 8/3 hidden rounded to 256, GQA with 8 KV heads when `gqa`.
Architecture llamaShapeFor(double params, bool gqa, int vocab = 32000);

} // namespace ridgeline
