#include "core/hardware/architecture.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

double valueHeadDim(const Architecture& a) {
    return a.vHeadDim > 0 ? a.vHeadDim : a.headDim;
}

double attentionParams(const Architecture& a) {
    const double d = a.hidden, h = a.heads, dh = a.headDim, dv = valueHeadDim(a);
    if (a.kvLoraRank <= 0)
        return d * h * dh + d * a.kvHeads * (dh + dv) + h * dv * d;
    // Latent attention: queries (through their own low-rank latent when qLoraRank is set), the
    // shared latent with its rotary key, its up-projection to per-head keys and values, output.
    const double q =
        a.qLoraRank > 0 ? d * a.qLoraRank + a.qLoraRank + a.qLoraRank * h * dh : d * h * dh;
    const double r = a.kvLoraRank;
    const double kv = d * (r + a.ropeHeadDim) + r + r * h * (dh - a.ropeHeadDim + dv);
    return q + kv + h * dv * d;
}

// Query-key pairs of a causal pass over s tokens, each attending to at most w keys (w = 0: no
// window), in the continuous form s^2 / 2 that the full-attention formulas use.
double attendedPairs(double s, double w) {
    if (w <= 0 || s <= w)
        return s * s / 2.0;
    return w * w / 2.0 + (s - w) * w;
}

} // namespace

ParamCount countParams(const Architecture& a) {
    const double d = a.hidden;
    const double matrices = a.gatedMlp ? 3.0 : 2.0;
    const bool moe = a.experts > 1;

    ParamCount p;
    p.attentionPerLayer = attentionParams(a);
    p.expertMlpPerLayer = matrices * d * a.ffn;
    const double router = moe ? d * a.experts : 0.0;
    const double norms = 2.0 * d;
    p.perLayerFixed = p.attentionPerLayer + router + norms;
    p.embedding = double(a.vocab) * d * (a.tiedEmbeddings ? 1.0 : 2.0) + d;
    p.moeLayers = moe ? a.layers - std::clamp(a.denseLayers, 0, a.layers) : 0;
    const double denseLayers = a.layers - p.moeLayers;
    const double denseMlp = matrices * d * (moe && a.denseFfn > 0 ? a.denseFfn : a.ffn);
    const double shared = matrices * d * a.sharedFfn;
    p.alwaysRead = p.embedding + denseLayers * (p.attentionPerLayer + norms + denseMlp) +
                   p.moeLayers * (p.perLayerFixed + shared);
    p.total = p.alwaysRead + p.moeLayers * p.expertMlpPerLayer * a.experts;
    // Active parameters as model cards count them: the FLOP-bearing ones a token runs through.
    // The input embedding is a row lookup, not a multiply: tied, its one matrix is the output
    // head and counts; untied, the lookup table stays in total and alwaysRead but not in active.
    const double inputLookup = a.tiedEmbeddings ? 0.0 : double(a.vocab) * d;
    p.active = p.alwaysRead - inputLookup + p.moeLayers * p.expertMlpPerLayer * a.activeExperts;
    return p;
}

double expertsTouched(const Architecture& a, double tokens) {
    if (a.experts <= 1)
        return 1.0;
    const double e = a.experts;
    const double share = double(a.activeExperts) / e;
    return std::min(e, e * (1.0 - std::pow(1.0 - share, tokens)));
}

double tokensPerExpert(const Architecture& a, double tokens) {
    if (a.experts <= 1)
        return tokens;
    const double touched = expertsTouched(a, tokens);
    return touched > 0 ? tokens * std::max(1, a.activeExperts) / touched : 0.0;
}

double paramsReadPerStep(const Architecture& a, const ParamCount& p, double batch) {
    if (a.experts <= 1)
        return p.total;
    return p.alwaysRead + p.moeLayers * p.expertMlpPerLayer * expertsTouched(a, batch);
}

double kvValuesPerTokenPerLayer(const Architecture& a) {
    if (a.kvLoraRank > 0)
        return double(a.kvLoraRank) + a.ropeHeadDim;
    return double(a.kvHeads) * (a.headDim + valueHeadDim(a));
}

double cachedLayerTokens(const Architecture& a, double context) {
    CachedLayerTokenSum sum(a);
    sum.add(context);
    return sum.total();
}

double attentionFlopsPerToken(const Architecture& a, double context) {
    return 2.0 * double(a.heads) * (a.headDim + valueHeadDim(a)) * cachedLayerTokens(a, context);
}

double prefillAttentionFlops(const Architecture& a, double tokens) {
    const double windowed = windowedLayers(a);
    const double pairs = (a.layers - windowed) * attendedPairs(tokens, 0) +
                         windowed * attendedPairs(tokens, a.slidingWindow);
    return 2.0 * double(a.heads) * (a.headDim + valueHeadDim(a)) * pairs;
}

Architecture llamaShapeFor(double params, bool gqa, int vocab) {
    Architecture a;
    a.headDim = 128;
    a.vocab = vocab;
    const double ideal = std::cbrt(128.0 * params / 12.0);
    a.hidden = std::max(256, int(std::lround(ideal / 256.0)) * 256);
    const double d = a.hidden;
    const double embedding = 2.0 * vocab * d + d;
    const double body = std::max(params - embedding, 12.0 * d * d);
    a.layers = std::max(1, int(std::lround(body / (12.0 * d * d))));
    a.heads = a.hidden / 128;
    a.kvHeads = gqa ? std::min(8, a.heads) : a.heads;
    a.ffn = std::max(256, int(std::lround(8.0 / 3.0 * d / 256.0)) * 256);
    a.gatedMlp = true;
    a.tiedEmbeddings = false;
    a.experts = 1;
    a.activeExperts = 1;
    return a;
}

} // namespace ridgeline
