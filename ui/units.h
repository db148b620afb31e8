// Numbers as the window shows them: SI units scaled to a readable prefix, about three
// significant figures. Memory footprints in GiB (docs/physics.md) or, when the user chose so, in
// decimal GB (the MemoryUnit passed in); bandwidth and bytes moved are always decimal.
// Digits follow the default QLocale (decimal separator and grouping: "1,008.5" in English,
// "1.008,5" in German; none in the C locale): screen and report text only, never CSV or JSON.
#pragma once

#include <QString>

#include <optional>

namespace ridgeline::ui::units {

/// The longest name shown in a chart legend, a label, a window title or an export.
inline constexpr int maxShownNameChars = 48;
/// `text` cut to `maxChars` characters with "…" when longer (whole characters, never half a
/// surrogate pair); control characters become spaces, so a name stays on one line.
QString elided(const QString& text, int maxChars = maxShownNameChars);

/// About three significant figures, no exponent below 1e15: 59.7, 1008, 0.0421.
QString number(double value);
/// GiB, MiB or KiB (binary): "13.5 GiB".
QString gib(double bytes);

/// How memory footprints (weights, KV cache, VRAM) are shown: binary GiB (2^30 bytes, the
/// default) or decimal GB (1e9 bytes), as the datasheets print them. The window's choice (View >
/// Units, remembered in its settings) is held by its ScenarioModel (memoryUnit()), which every
/// chart, summary tile, explanation, chart CSV, report and lesson caption reads; the core and the
/// command line never see it. There is no global unit: every function below takes it.
enum class MemoryUnit { binary, decimal };
/// "binary" or "decimal" (the settings' spelling), and back; anything else reads as binary.
QString memoryUnitKey(MemoryUnit unit);
MemoryUnit memoryUnitFromKey(const QString& key);
/// Bytes in one memory unit: 1073741824 (GiB) or 1e9 (GB).
double bytesPerMemoryUnit(MemoryUnit unit);
/// The symbol of the memory unit, for axis titles and CSV headers: "GiB" or "GB".
QString memoryUnitSymbol(MemoryUnit unit);
/// `bytes` counted in `unit` (a chart's or a CSV's number): 14917178368 -> 13.89 or 14.92.
double inMemoryUnit(double bytes, MemoryUnit unit);
/// A memory footprint in the unit's own prefixes: "13.9 GiB", "512 MiB" when binary, "14.9 GB",
/// "537 MB" when decimal.
QString memory(double bytes, MemoryUnit unit);
/// Decimal bytes, as a bandwidth divides them: "13.5 GB".
QString bytes(double bytes);
/// "1008 GB/s", "3.35 TB/s".
QString bandwidth(double bytesPerS);
/// "165 TFLOP/s".
QString flopRate(double flopPerS);
/// "13.5 GFLOP", "8.28e23 FLOP" for very large counts.
QString flop(double flop);
/// "16.7 ms", "2.31 s", "4.1 h", "12.3 days".
QString seconds(double s);
/// "$0.419", "$1,600", "$94,187" (grouped as the locale groups).
QString usd(double dollars);
/// usd(), or an em dash when the value is not known.
QString usd(const std::optional<double>& dollars);
/// "59.7 tok/s".
QString tokensPerS(double rate);
/// "6.74 B" for a parameter count.
QString params(double count);
/// "FLOP/byte" intensities: "1.02 FLOP/B".
QString intensity(double flopPerByte);
/// "80 %" for 0.8.
QString percent(double fraction);

// A point with its P10-P90 range, both ends in the point's unit: "58 tok/s (49-66)",
// "16.7 ms (15.1-18.5)", "$0.419 (0.377-0.466)", "1234 (1100-1370)". An em dash when the point
// is not known.
QString tokensPerS(double rate, double low, double high);
QString seconds(double s, double low, double high);
QString usd(const std::optional<double>& dollars, double low, double high);
QString number(double value, double low, double high);

} // namespace ridgeline::ui::units
