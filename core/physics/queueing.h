// Queueing figures for serving plans: requests arrive at random (Poisson) and wait for one of
// `slots` batch places, each held for the request's whole modelled latency (M/M/c).
#pragma once

namespace ridgeline {

/// Erlang C: the probability that a request waits, with `slots` places and `offered` erlangs
/// (arrival rate x service time). 1 when offered >= slots (the queue grows without bound).
double erlangC(double slots, double offered);

/// The wait that a share `quantile` (0.95) of requests does not exceed, in seconds, for the
/// M/M/c queue above with a mean service time of `serviceS`; 0 when that share never waits.
double waitQuantileS(double slots, double offered, double serviceS, double quantile);

} // namespace ridgeline
