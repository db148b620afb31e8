// A small deterministic random generator for the serving simulation: the same seed gives the same
// requests with every compiler and standard library (std:: distributions do not promise that).
#pragma once

#include <cmath>
#include <cstdint>
#include <numbers>
#include <utility>

namespace ridgeline::detail {

/// xoshiro256** (Blackman and Vigna), its state filled from the seed by splitmix64.
class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed) {
        for (std::uint64_t& word : s_) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    /// Uniform in (0, 1]: the top 53 bits, never 0 (so its logarithm is finite).
    double uniform() { return (double(next() >> 11) + 1.0) * 0x1.0p-53; }

    /// Exponential with mean 1.
    double exponential() { return -std::log(uniform()); }

    /// Standard normal (Box-Muller, one of the pair).
    double normal() {
        const double r = std::sqrt(-2.0 * std::log(uniform()));
        return r * std::cos(2.0 * std::numbers::pi * uniform());
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

/// Uniforms in (0, 1] drawn a block at a time, one in each of the block's equal strata, in an
/// order shuffled by the generator (Latin hypercube in one dimension): any run of whole blocks
/// holds the distribution exactly, so a percentile that follows the lengths (a long prompt's
/// prefill) does not move with the number of requests as an independent draw's would.
class StratifiedUniforms {
public:
    static constexpr int block = 128;

    explicit StratifiedUniforms(std::uint64_t seed)
        : rng_(seed) {}

    double next() {
        if (next_ == block)
            refill();
        return values_[next_++];
    }

private:
    void refill() {
        for (int k = 0; k < block; ++k)
            values_[k] = (double(k) + rng_.uniform()) / block;
        for (int k = block - 1; k > 0; --k) { // Fisher-Yates
            const int j = int(rng_.next() % std::uint64_t(k + 1));
            std::swap(values_[k], values_[j]);
        }
        next_ = 0;
    }

    Xoshiro256 rng_;
    double values_[block]{};
    int next_ = block;
};

/// The standard normal quantile of p in (0, 1) (Acklam's rational approximation, relative error
/// below 1.2e-9); p is kept 1e-15 inside the interval.
double normalQuantile(double p);

/// A lognormal draw with mean `mean` and coefficient of variation `cv` from a standard normal z;
/// `mean` itself when cv is 0.
inline double lognormalFrom(double z, double mean, double cv) {
    if (cv <= 0)
        return mean;
    const double sigma2 = std::log1p(cv * cv);
    return mean * std::exp(std::sqrt(sigma2) * z - sigma2 / 2.0);
}

} // namespace ridgeline::detail
