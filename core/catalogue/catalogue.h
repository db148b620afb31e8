// The catalogues of GPUs, models and engine profiles: built-in data embedded at build time,
// extendable by a user file whose entries add to or replace built-in ones by id.
#pragma once

#include "core/base/problems.h"
#include "core/hardware/engine.h"
#include "core/hardware/gpu.h"
#include "core/hardware/model_preset.h"

#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

struct Catalogue {
    std::vector<Gpu> gpus;
    std::vector<ModelPreset> models;
    std::vector<EngineProfile> engines;

    const Gpu* gpu(std::string_view id) const;
    const ModelPreset* model(std::string_view id) const;
    const EngineProfile* engine(std::string_view id) const;

    /// Comma-separated ids, for "allowed: ..." in messages.
    std::string gpuIds() const;
    std::string modelIds() const;
    std::string engineIds() const;
};

/// The catalogue compiled into the program (resources/catalogue/*.json).
Result<Catalogue> builtinCatalogue();

/// True for a catalogue date: "YYYY-MM" or "YYYY-MM-DD" with a month 01-12 and a day 01-31.
bool isCatalogueDate(std::string_view date);

/// The date the catalogue is as of: the newest date any entry's figures were read or priced on
/// (a GPU's spec, price, cloud and server dates, a model's or an engine profile's date), as the
/// entry writes it ("YYYY-MM" or "YYYY-MM-DD"). Dates that are not catalogue dates are skipped;
/// empty when no entry has one.
std::string catalogueAsOf(const Catalogue& catalogue);

/// Adds the entries of a user catalogue file to `base`: {"gpus": [...], "models": [...],
/// "engines": [...]}, each optional. An entry whose id exists replaces it; a GPU entry may give
/// "base": ID to start from a catalogue GPU. Problems name the file (`origin`) and the field.
Result<Catalogue> withUserCatalogue(Catalogue base, std::string_view text, std::string_view origin);

} // namespace ridgeline
