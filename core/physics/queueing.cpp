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

} // namespace ridgeline
