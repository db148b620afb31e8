// The residual spread of an engine profile (docs/fidelity.md, "Ranges"): which part of a profile
// a calibration row speaks for, its measured / predicted ratio as a speed, and the P10/P90 of
// those ratios with the small-sample rules the method states.
#pragma once

#include "tools/calibration/calibration_rows.h"

#include "core/evaluation/results.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ridgeline::calib {

enum class Part { decode, prefill, training };
inline constexpr Part parts[] = {Part::decode, Part::prefill, Part::training};

const char* partName(Part p);

/// The part of a profile a row measures; none for memory rows and total-FLOP counts.
std::optional<Part> partOf(const Row& r);

/// A row of a whole offline or static-batch run: its tokens/s include the prefills.
bool isRun(const Row& r);

/// The group of the MAPE table: decode, prefill, max-load (whole-run) throughput,
/// memory, training.
std::string groupOf(const Row& r);

/// True when the row states a time (ms per token, TTFT, GPU-hours) rather than a speed.
bool isTime(const Row& r);

/// Measured / predicted as a speed: a time row counts as predicted / measured.
double speedRatio(const Row& r, double predicted);

/// The q-quantile (0..1) by linear interpolation between order statistics (numpy's default).
double quantile(std::vector<double> v, double q);

/// Fewest own rows from which a profile's spread is its own; below that its ratios are pooled
/// with those of every fitted profile in the same part.
inline constexpr std::size_t ownRowsNeeded = 5;
/// The least half-width of a band: repeat runs and engine versions of one setup differ by this
/// much (B048/B051, A006/A009 in the public rows).
inline constexpr double floorLow = 0.9, floorHigh = 1.1;

/// The order statistics that hold a new ratio drawn like these n with probability >= 80 %
/// (split-conformal bounds): the floor(0.1 (n + 1))-th and ceil(0.9 (n + 1))-th smallest, the
/// least and the largest when n + 1 < 10.
std::pair<double, double> unseenBounds(std::vector<double> v);

/// P10/P90 of `ratios` (the ones used; `unseen`: the bounds that hold 80 % of new rows instead
/// of linear interpolation), holding 1 and at least the floor, rounded outwards to hundredths.
std::pair<double, double> spreadOf(const std::vector<double>& ratios, bool unseen = false);

/// Constants of a profile fitted to the rows of one part (tools/CALIBRATION.md, "What was
/// fitted"); the physics-wide GEMM half-dimension is shared by every engine's prefill rows and
/// counted with none. 0: nothing fitted (the generic profile is the physics defaults).
int fittedConstants(const std::string& engine, Part part);

/// Leave-one-out ratios of a profile's rows in one part (docs/fidelity.md, "The
/// residual spread of a profile"): a row predicted by constants fitted without it misses by its
/// in-sample residual divided by 1 - p/n (its leverage in a fit of p constants to n rows), taken on
/// the log of the ratio. With n <= p the constants are not identified without the row, so its
/// prediction is the one the physics defaults (`generic`) would have made.
std::vector<double> leaveOneOut(const std::vector<double>& own, const std::vector<double>& generic,
                                int constants);

/// The speed ratios of one profile's rows in one part, in row order: with its own constants and
/// with the physics defaults.
struct PartRows {
    std::vector<std::string> ids;
    std::vector<double> own, generic;
};
using SpreadData = std::map<std::pair<std::string, Part>, PartRows>;

/// The ratios a spread is taken over: in-sample, or leave-one-out.
std::vector<double> ratiosOf(const PartRows& r, const std::string& engine, Part part, bool loo);

/// Own rows of a profile's part (the "generic" profile owns every row of the part, with the
/// physics defaults as its constants).
std::size_t ownRows(const SpreadData& d, const std::string& engine, Part part);

/// The spread of a profile's part by docs/fidelity.md's method, over in-sample ratios
/// (interpolated P10/P90: the method before) or leave-one-out ratios (bounds for unseen rows);
/// `skip` names a row left out of every set (a coverage check on unseen rows): its own ratios,
/// pooled with every fitted profile's when fewer than ownRowsNeeded, the generic profile's when it
/// has none.
std::pair<double, double> profileSpread(const SpreadData& d, const std::string& engine, Part part,
                                        bool loo, const std::string& skip = {});

/// Rows inside their band, in-sample and each left out (its leave-one-out ratio against the
/// band of the other rows alone), for spreads from leave-one-out (`loo`) or in-sample ratios.
/// Every row counts once, under its own profile (generic-engine rows under "generic").
struct Coverage {
    int inSample = 0, unseen = 0, rows = 0;
};

Coverage coverageOf(const SpreadData& d, bool loo);

/// The P10-P90 range of the quantity a row measures, from the evaluated results of its scenario
/// (`b` sequences), as predict() reads the point.
std::optional<Range> rowRange(const Row& r, const Results& res, int b);

} // namespace ridgeline::calib
