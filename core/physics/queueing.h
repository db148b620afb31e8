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

/// A static batch (an engine that fills its batch from the queue when the last batch has ended
/// and runs it to its end) on `replicas` replicas that a dispatcher feeds in turn (round-robin,
/// as the serving simulation does): `rate` requests a second in all, each batch taking `batchS`.
/// A replica's next request comes `replicas` arrivals after its last, so it finds the batch that
/// request started still running when `replicas` or more arrivals fall within `batchS`: the share
/// P(N >= replicas), N Poisson with mean rate x batchS (docs/physics.md, "Static batches under
/// load"). One replica: 1 - e^-x.
double staticBusyShare(double rate, double batchS, int replicas);

/// The wait that a share `quantile` of a static batch's arrivals does not exceed: those that
/// find their replica busy wait for the rest of the running batch, taken as uniform over it.
double staticWaitQuantileS(double rate, double batchS, int replicas, double quantile);

/// The places a static batch needs so that what one replica receives during one batch fits in
/// the next but for a tail of about 2 %: m + 2 sqrt(m / replicas), m = rate x batchS / replicas
/// (turn-by-turn dispatch makes a replica's arrivals regular: their count varies as m / replicas).
double staticPlacesNeeded(double rate, double batchS, int replicas);

} // namespace ridgeline
