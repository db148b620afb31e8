#include "core/architecture.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

ParamCount countParams(const Architecture& a) {
    const double d = a.hidden;
    const double qDim = double(a.heads) * a.headDim;
    const double kvDim = double(a.kvHeads) * a.headDim;
    const double matrices = a.gatedMlp ? 3.0 : 2.0;

    ParamCount p;
    p.attentionPerLayer = d * qDim + 2.0 * d * kvDim + qDim * d;
    p.expertMlpPerLayer = matrices * d * a.ffn;
    const double router = a.experts > 1 ? d * a.experts : 0.0;
    const double norms = 2.0 * d;
    p.perLayerFixed = p.attentionPerLayer + router + norms;
    p.embedding = double(a.vocab) * d * (a.tiedEmbeddings ? 1.0 : 2.0) + d;
    p.total = a.layers * (p.perLayerFixed + p.expertMlpPerLayer * a.experts) + p.embedding;
    p.active = a.layers * (p.perLayerFixed + p.expertMlpPerLayer * a.activeExperts) + p.embedding;
    return p;
}

double paramsReadPerStep(const Architecture& a, const ParamCount& p, double batch) {
    if (a.experts <= 1)
        return p.total;
    const double e = a.experts;
    const double share = double(a.activeExperts) / e;
    const double touched = std::min(e, e * (1.0 - std::pow(1.0 - share, batch)));
    return a.layers * (p.perLayerFixed + p.expertMlpPerLayer * touched) + p.embedding;
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
