// Inside the measurement readers: one row or test read field by field, whatever the file form,
// with every value checked against its range before it is converted, and the llama-bench test
// shared by the CSV and JSON forms.
#pragma once

#include "core/calibration/measurements.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace ridgeline::detail {

inline constexpr double maxMeasuredCount = 1 << 20;
inline constexpr double maxMeasuredTokens = 1 << 24;

/// "decode_tokens_per_s, tpot_s, ttft_s, prefill_tokens_per_s", for messages.
std::string metricNamesText();

/// A finite number written as text (spaces around it allowed); nullopt otherwise.
std::optional<double> measuredNumber(std::string_view text);

class MeasurementRow {
public:
    /// `get` returns a field's text, empty when the row does not have it. Problems are added to
    /// `problems` under "`where`" ("m.csv row 3") with the key first in the message.
    MeasurementRow(std::function<std::string(std::string_view)> get, std::string where,
                   Problems& problems);

    const std::string& where() const { return where_; }
    /// The field's text; text longer than `maxBytes` is refused (and read as empty).
    std::string text(std::string_view key, std::size_t maxBytes) const;
    /// The field as a number in [lo, hi] (whole when `whole`); an empty field is nullopt
    /// without a problem unless `required`.
    std::optional<double> number(std::string_view key, double lo, double hi, bool whole,
                                 bool required = false) const;
    void problem(std::string_view key, std::string message, ProblemCode code = ProblemCode::invalid,
                 std::string value = {}, std::string allowed = {}) const;

private:
    std::function<std::string(std::string_view)> get_;
    std::string where_;
    Problems& problems_;
};

/// A llama-bench test as a measurement (or a skipped line), its label `label`.
void readLlamaBenchTest(const MeasurementRow& row, const std::string& label, MeasurementFile& out);

Result<MeasurementFile> readMeasurementCsv(std::string_view text, const std::string& origin);
Result<MeasurementFile> readMeasurementJson(std::string_view text, const std::string& origin);

} // namespace ridgeline::detail
