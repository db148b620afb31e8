#include "cli_measure.h"

#include "core/base/text_file.h"
#include "core/base/user_json.h"
#include "core/calibration/calibrate.h"
#include "core/catalogue/hf_config.h"
#include "core/files/scenario_io.h"
#include "core/physics/physics.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>

namespace ridgeline::cli {

namespace {

// Writes `text` to `path` through a temporary file beside it, so a failed write leaves the old
// file whole.
bool writeAtomically(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out || !(out << text) || !out.flush())
            return false;
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec)
        std::filesystem::remove(temporary, ec);
    return !ec;
}

std::string thisMonth() {
    const auto days = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{days};
    return fmt::format("{:04}-{:02}", int(ymd.year()), unsigned(ymd.month()));
}

std::string figure(double v) {
    return fmt::format("{:.4g}", v);
}

} // namespace

int importModelCommand(std::span<const std::string> args, Io io) {
    if (args.size() != 1) {
        io.err << "import-model: needs one config.json file (usage: import-model FILE)\n";
        return 2;
    }
    const Result<std::string> text = readTextFile(args[0], maxHfConfigBytes);
    if (!text)
        return printProblems(text.problems(), io.err);
    const Result<HfModel> model = parseHfConfig(*text, args[0]);
    if (!model)
        return printProblems(model.problems(), io.err);
    io.out << architectureToJson(model->arch).dump(2) << '\n';
    const ParamCount p = countParams(model->arch);
    io.err << fmt::format("{}: {} ({}), {:.2f}B parameters, {:.2f}B active, {:.0f} KV bytes per "
                          "token at 16 bits\n",
                          args[0], model->name.empty() ? "model" : model->name, model->modelType,
                          p.total / 1e9, p.active / 1e9, kvBytesPerToken(model->arch, 2.0));
    for (const std::string& note : model->notes)
        io.err << "note: " << note << '\n';
    return 0;
}

int calibrateCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    const char* const usage = "calibrate: usage: calibrate FILE --engine NAME -o OUT.json [--from "
                              "ENGINE] [--model ID] [--gpu ID] [--count N] [--tensor-parallel N] "
                              "[--weight-format F] [--kv-format F]\n";
    std::string file;
    std::map<std::string, std::string> options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.starts_with("-")) {
            if (i + 1 >= args.size()) {
                io.err << a << ": needs a value\n" << usage;
                return 2;
            }
            options[a == "-o" ? "--output" : a] = args[++i];
        } else if (file.empty()) {
            file = a;
        } else {
            io.err << usage;
            return 2;
        }
    }
    for (const auto& [key, value] : options) {
        static const char* const known[] = {"--engine",          "--output",        "--from",
                                            "--model",           "--gpu",           "--count",
                                            "--tensor-parallel", "--weight-format", "--kv-format"};
        if (std::find(std::begin(known), std::end(known), key) == std::end(known)) {
            io.err << key << ": unknown option\n" << usage;
            return 2;
        }
    }
    if (file.empty() || !options.contains("--engine") || !options.contains("--output")) {
        io.err << usage;
        return 2;
    }
    CalibrationDefaults defaults;
    defaults.model = options["--model"];
    defaults.gpu = options["--gpu"];
    if (options.contains("--weight-format"))
        defaults.weightFormat = options["--weight-format"];
    if (options.contains("--kv-format"))
        defaults.kvFormat = options["--kv-format"];
    for (const auto& [key, into] : {std::pair{"--count", &defaults.count},
                                    std::pair{"--tensor-parallel", &defaults.tensorParallel}}) {
        if (!options.contains(key))
            continue;
        try {
            *into = std::stoi(options[key]);
        } catch (const std::exception&) {
            *into = 0;
        }
        if (*into < 1) {
            io.err << key << ": must be a whole number of at least 1\n";
            return 2;
        }
    }

    const Result<std::string> text = readTextFile(file, maxMeasurementBytes);
    if (!text)
        return printProblems(text.problems(), io.err);
    Result<MeasurementFile> measured = parseMeasurements(*text, file);
    if (!measured)
        return printProblems(measured.problems(), io.err);
    if (options.contains("--from"))
        for (Measurement& m : measured.value().rows)
            m.engine = options["--from"];
    for (const std::string& skipped : measured->skipped)
        io.err << "skipped: " << skipped << '\n';

    const std::string& output = options["--output"];
    const Result<Calibration> fit =
        calibrate(measured->rows, cat, defaults, options["--engine"], file, thisMonth());
    if (!fit)
        return printProblems(fit.problems(), io.err);
    std::string existing;
    if (std::filesystem::exists(output)) {
        const Result<std::string> old = readTextFile(output, maxCatalogueBytes);
        if (!old)
            return printProblems(old.problems(), io.err);
        existing = *old;
    }
    const Result<std::string> catalogue = userCatalogueWithEngine(existing, fit->profile, output);
    if (!catalogue)
        return printProblems(catalogue.problems(), io.err);
    if (!writeAtomically(output, *catalogue)) {
        io.err << output << ": cannot be written\n";
        return 1;
    }

    io.out << fmt::format("{} ({}), {} rows\n", file, sourceName(measured->source),
                          measured->rows.size());
    io.out << fmt::format("{:<12} {:<22} {:>11} {:>11} {:>11} {:>8}\n", "row", "metric", "measured",
                          "before", "after", "error");
    for (const CalibrationPoint& p : fit->points)
        io.out << fmt::format("{:<12} {:<22} {:>11} {:>11} {:>11} {:>7.1f}%\n", p.label,
                              metricName(p.metric), figure(p.measured), figure(p.before),
                              figure(p.after), 100.0 * (p.after / p.measured - 1.0));
    const EngineProfile& e = fit->profile;
    io.out << fmt::format("MAPE {:.1f}% before, {:.1f}% after\n", fit->mapeBeforePercent,
                          fit->mapeAfterPercent);
    for (const CalibratedSet& set : fit->sets)
        io.out << fmt::format("{}{}: eta_m {:.3f} -> {:.3f}, eta_c {:.3f} -> {:.3f}, step overhead "
                              "{:.3g} -> {:.3g} s ({} rows)\n",
                              e.id, set.variant.empty() ? "" : " (" + set.variant + ")",
                              set.start.memory, set.fitted.memory, set.start.compute,
                              set.fitted.compute, set.start.stepOverheadS, set.fitted.stepOverheadS,
                              set.rows);
    io.out << fmt::format("{:.0f}% of the fitted change kept (rows left out of the fit judge it)\n",
                          100.0 * fit->keptShare);
    for (const auto& [name, spread] :
         {std::pair{"decode", e.decodeSpread}, std::pair{"prefill", e.prefillSpread}})
        if (spread)
            io.out << fmt::format("{} spread (measured / predicted speed): P10 {:.2f}, P90 "
                                  "{:.2f} over {} rows\n",
                                  name, spread->p10, spread->p90, spread->rows);
    io.out << fmt::format("written to {} (use it with --catalogue {})\n", output, output);
    return 0;
}

} // namespace ridgeline::cli
