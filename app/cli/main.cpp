// ridgeline-cli: the Ridgeline core on the command line.
#include "cli_commands.h"
#include "cli_measure.h"
#include "core/base/user_json.h"
#include "core/catalogue/catalogue.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const char* const usage =
    R"(ridgeline-cli: GPU sizing, speed and cost for LLM inference and training

Usage:
  ridgeline-cli [--catalogue FILE] COMMAND [ARGS]

Commands:
  evaluate FILE|- [--json]        evaluate a scenario (a table, or the result JSON)
  evaluate --explain-defaults     print every scenario field with its default
  sweep FILE|- --vary SPEC [--json|--csv]
                                  evaluate with one input varied; SPEC is NAME=LO..HI
                                  (doubling), NAME=LO..HI:POINTS (log-spaced) or
                                  NAME=A,B,C; NAME is batch, prompt_tokens,
                                  output_tokens, count or tensor_parallel
  gpus [--json]                   list the GPU catalogue
  models [--json]                 list the model catalogue
  engines                         list the engine efficiency profiles
  plan FILE|- [--json|--csv] [--top N]
                                  search GPUs, counts, layouts, formats and engines for
                                  the cheapest that meet the file's requirements
  capacity FILE|- [--ttft S] [--tpot S] [--latency S] [--percentile P] [--json]
                                  the highest Poisson request rate the scenario's GPUs
                                  carry with every limit met at percentile P (default
                                  99), by the serving simulation; no limit: the offline
                                  maximum
  frontier FILE|- [--concurrency LIST] [--interactivity X] [--measured FILE]
                  [--measured-gpus N] [--json|--csv]
                                  tokens/s per GPU against tokens/s per user for every
                                  layout of the scenario's and the compared GPUs, by the
                                  closed-loop simulation at each concurrency (default
                                  1,2,4...512), with cost and energy per token and the
                                  Pareto front
  calibrate FILE --engine NAME -o OUT.json [--from ENGINE] [--model ID] [--gpu ID]
            [--count N] [--tensor-parallel N] [--weight-format F] [--kv-format F]
                                  fit an engine profile to measured results (plain CSV,
                                  llama-bench CSV/JSON, vLLM or SGLang serving benchmark JSON)
                                  and write it into the user catalogue OUT.json
  import-model FILE               print the scenario "model" object a Hugging Face
                                  config.json describes (at most 1 MiB)

Options:
  --catalogue FILE   add or replace GPUs, models and engines from a user catalogue file
  --help             show this help
  --version          show the version

Exit status: 0 success, 1 internal failure, 2 invalid input (one line per problem on stderr).
)";

} // namespace

int main(int argc, char** argv) {
    using namespace ridgeline;
    std::vector<std::string> args(argv + 1, argv + argc);
    cli::Io io{std::cin, std::cout, std::cerr};
    try {
        if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
            (args.empty() ? std::cerr : std::cout) << usage;
            return args.empty() ? 2 : 0;
        }
        if (args[0] == "--version") {
            std::cout << "ridgeline-cli " << RIDGELINE_VERSION << '\n';
            return 0;
        }
        Result<Catalogue> catalogue = builtinCatalogue();
        if (!catalogue) {
            for (const Problem& p : catalogue.problems())
                std::cerr << "built-in catalogue: " << describe(p) << '\n';
            return 1;
        }
        if (args[0] == "--catalogue") {
            if (args.size() < 2) {
                std::cerr << "--catalogue: needs a file name\n";
                return 2;
            }
            std::ifstream file(args[1], std::ios::binary);
            if (!file) {
                std::cerr << args[1] << ": cannot be opened for reading\n";
                return 2;
            }
            // One byte over the limit is enough for withUserCatalogue to refuse the file.
            const std::string text = cli::readBounded(file, maxCatalogueBytes);
            catalogue = withUserCatalogue(std::move(catalogue).value(), text, args[1]);
            if (!catalogue) {
                for (const Problem& p : catalogue.problems())
                    std::cerr << describe(p) << '\n';
                return 2;
            }
            args.erase(args.begin(), args.begin() + 2);
        }
        if (args.empty()) {
            std::cerr << usage;
            return 2;
        }
        const std::string command = args[0];
        const std::span<const std::string> rest(args.data() + 1, args.size() - 1);
        if (command == "evaluate")
            return cli::evaluateCommand(*catalogue, rest, io);
        if (command == "sweep")
            return cli::sweepCommand(*catalogue, rest, io);
        if (command == "gpus")
            return cli::gpusCommand(*catalogue, rest, io);
        if (command == "models")
            return cli::modelsCommand(*catalogue, rest, io);
        if (command == "engines")
            return cli::enginesCommand(*catalogue, rest, io);
        if (command == "plan")
            return cli::planCommand(*catalogue, rest, io);
        if (command == "capacity")
            return cli::capacityCommand(*catalogue, rest, io);
        if (command == "frontier")
            return cli::frontierCommand(*catalogue, rest, io);
        if (command == "calibrate")
            return cli::calibrateCommand(*catalogue, rest, io);
        if (command == "import-model")
            return cli::importModelCommand(rest, io);
        std::cerr << command
                  << ": unknown command (allowed: evaluate, sweep, gpus, models, "
                     "engines, plan, capacity, frontier, calibrate, import-model)\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "internal error: " << e.what() << '\n';
        return 1;
    }
}
