// The shape of a decoder-only transformer (dense or mixture-of-experts) and the parameter counts
// that follow from it (docs/physics.md, "The model").
#pragma once

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
};

ParamCount countParams(const Architecture& a);

/// Parameters that a decode step at batch `batch` reads: for MoE only the experts some token
/// of the batch is routed to, E * (1 - (1 - k/E)^b) per layer in expectation.
double paramsReadPerStep(const Architecture& a, const ParamCount& p, double batch);

/// A Llama-shaped architecture for a parameter count (docs/physics.md): head_dim 128, hidden the
/// multiple of 256 nearest (128 P / 12)^(1/3), layers from the non-embedding parameters,
/// FFN 8/3 hidden rounded to 256, GQA with 8 KV heads when `gqa`.
Architecture llamaShapeFor(double params, bool gqa, int vocab = 32000);

} // namespace ridgeline
