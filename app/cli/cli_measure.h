// The commands of ridgeline-cli that read files from other tools: Hugging Face model configs
// (import-model) and measured benchmark results (calibrate).
#pragma once

#include "cli_commands.h"

namespace ridgeline::cli {

int importModelCommand(std::span<const std::string> args, Io io);
int calibrateCommand(const Catalogue& cat, std::span<const std::string> args, Io io);

} // namespace ridgeline::cli
