// A small derivative-free minimiser for the calibration's three constants.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

namespace ridgeline::detail {

// Nelder-Mead on a 3-dimensional function: enough for three smooth constants.
template <class F>
std::array<double, 3> minimise(const F& f, std::array<double, 3> start, int iterations) {
    std::array<std::array<double, 3>, 4> simplex{start, start, start, start};
    for (std::size_t i = 0; i < 3; ++i)
        simplex[i + 1][i] += 0.5;
    std::array<double, 4> values{};
    for (std::size_t i = 0; i < 4; ++i)
        values[i] = f(simplex[i]);
    for (int it = 0; it < iterations; ++it) {
        std::array<std::size_t, 4> order{0, 1, 2, 3};
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
        const std::size_t best = order[0], worst = order[3], second = order[2];
        if (values[worst] - values[best] < 1e-12)
            break;
        std::array<double, 3> centre{};
        for (std::size_t i : {order[0], order[1], order[2]})
            for (std::size_t d = 0; d < 3; ++d)
                centre[d] += simplex[i][d] / 3.0;
        auto along = [&](double t) {
            std::array<double, 3> p;
            for (std::size_t d = 0; d < 3; ++d)
                p[d] = centre[d] + t * (simplex[worst][d] - centre[d]);
            return p;
        };
        const std::array<double, 3> reflected = along(-1.0);
        const double fr = f(reflected);
        if (fr < values[best]) {
            const std::array<double, 3> expanded = along(-2.0);
            const double fe = f(expanded);
            simplex[worst] = fe < fr ? expanded : reflected;
            values[worst] = std::min(fe, fr);
        } else if (fr < values[second]) {
            simplex[worst] = reflected;
            values[worst] = fr;
        } else {
            const std::array<double, 3> contracted = along(0.5);
            const double fc = f(contracted);
            if (fc < values[worst]) {
                simplex[worst] = contracted;
                values[worst] = fc;
            } else {
                for (std::size_t i : {order[1], order[2], order[3]}) {
                    for (std::size_t d = 0; d < 3; ++d)
                        simplex[i][d] = simplex[best][d] + 0.5 * (simplex[i][d] - simplex[best][d]);
                    values[i] = f(simplex[i]);
                }
            }
        }
    }
    return simplex[std::size_t(std::min_element(values.begin(), values.end()) - values.begin())];
}

} // namespace ridgeline::detail
