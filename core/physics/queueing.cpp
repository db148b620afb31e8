#include "core/physics/queueing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ridgeline {

double erlangC(double slots, double offered) {
    if (offered <= 0)
        return 0;
    if (offered >= slots)
        return 1;
    const double c = std::floor(slots);
    const double spread = 12.0 * std::sqrt(offered) + 30.0;
    // Beyond a dozen standard deviations of the Poisson load, no request ever waits (< 1e-20).
    if (c > offered + spread)
        return 0;
    // Erlang B = P(N = c) / P(N <= c) for N ~ Poisson(offered); terms far below the mode vanish.
    // Summed down from k = c as ratios to P(N = c): P(N = k - 1) / P(N = k) = k / offered.
    const double lowest = std::max(0.0, std::floor(offered - spread));
    double sum = 0, term = 1;
    for (double k = c; k >= lowest; k -= 1.0) {
        sum += term;
        term *= k / offered;
    }
    const double b = 1.0 / sum;
    const double rho = offered / c;
    return b / (1.0 - rho * (1.0 - b));
}

double waitQuantileS(double slots, double offered, double serviceS, double quantile) {
    if (offered >= slots)
        return std::numeric_limits<double>::infinity();
    const double waits = erlangC(slots, offered);
    const double tail = 1.0 - quantile;
    if (waits <= tail)
        return 0;
    // P(wait > t) = C exp(-(c - A) t / S).
    return serviceS / (std::floor(slots) - offered) * std::log(waits / tail);
}

double staticBusyShare(double rate, double batchS, int replicas) {
    const double x = rate * batchS;
    if (!(x > 0) || replicas < 1)
        return 0;
    // 1 - P(N < replicas), summed as Poisson terms (at most a few hundred replicas).
    double term = std::exp(-x), below = 0;
    for (int k = 0; k < replicas && term > 0; ++k) {
        below += term;
        term *= x / double(k + 1);
    }
    return std::clamp(1.0 - below, 0.0, 1.0);
}

double staticWaitQuantileS(double rate, double batchS, int replicas, double quantile) {
    const double busy = staticBusyShare(rate, batchS, replicas);
    const double tail = 1.0 - quantile;
    if (busy <= tail)
        return 0;
    // P(wait > t) = busy x (1 - t / batchS) for t within one batch.
    return batchS * (1.0 - tail / busy);
}

double staticPlacesNeeded(double rate, double batchS, int replicas) {
    const int r = std::max(1, replicas);
    const double m = std::max(0.0, rate * batchS) / r;
    return m + 2.0 * std::sqrt(m / r);
}

} // namespace ridgeline
