// Human-readable text for the CLI: a results table and unit formatting.
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <string>

namespace ridgeline::cli {

/// "13.04 GiB", "1.23 TB/s", "59.7 ms": SI for rates, binary for memory sizes.
std::string gib(double bytes);
std::string seconds(double s);
std::string si(double value, const char* unit);
std::string usd(double value);

/// The "Serving under load" section of the readable report.
std::string servingTable(const ServingSpec& load, const ServingFigures& f);

/// The "Offload to host memory" section of the readable report (cli_offload.cpp).
std::string offloadTable(const OffloadFigures& o);

/// The readable report of `evaluate` without --json.
std::string resultsTable(const Scenario& s, const Results& r);

/// One line per configuration of hardware.compare (the scenario's own first): the headline
/// numbers side by side.
std::string comparedTable(const Scenario& s);

} // namespace ridgeline::cli
