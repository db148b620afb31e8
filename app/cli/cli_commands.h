// The commands of ridgeline-cli. Each writes results to `out` and problems to `err` and returns
// the process exit status: 0 success, 1 internal failure, 2 invalid input.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <iosfwd>
#include <span>
#include <string>

namespace ridgeline::cli {

struct Io {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

/// At most `limit` + 1 bytes of `in`: one more than allowed tells the caller the input is too
/// large, without reading the rest of it.
std::string readBounded(std::istream& in, std::size_t limit);

int evaluateCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int sweepCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int gpusCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int modelsCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int enginesCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int planCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int capacityCommand(const Catalogue& cat, std::span<const std::string> args, Io io);
int frontierCommand(const Catalogue& cat, std::span<const std::string> args, Io io);

/// Writes each problem on its own line to `err`; returns 2, the exit status of invalid input.
int printProblems(const Problems& problems, std::ostream& err);

/// Reads a scenario file ("-" for standard input) and parses it.
Result<Scenario> loadScenarioFile(const Catalogue& cat, const std::string& path, std::istream& in);

} // namespace ridgeline::cli
