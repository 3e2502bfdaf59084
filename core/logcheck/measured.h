#pragma once
// A number as a runtime log printed it: the text, its value in base units (bytes, cells, a ratio), and
// half the printed resolution, so that a prediction can be checked "to the printed digit".
//
//   kv::parseMeasured("3072.00 MiB")  -> value 3221225472 bytes, halfStep 5242.88 (0.005 MiB)
//   kv::parseMeasured("3.81GiB")      -> value 4090956267.52, halfStep 5368709.12 (0.005 GiB)
//   kv::parseCount("43,648")          -> value 43648, halfStep 0
// A prediction p matches the printed value exactly when |p - value| < halfStep (or p == value for
// whole counts): it would have printed the same digits.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kv {

struct Measured
{
    std::string text;    // as printed, e.g. "3072.00 MiB"
    double value = 0;    // in base units: bytes, cells, or a plain ratio
    double halfStep = 0; // half of the printed resolution, in base units (0 for whole counts)
    bool operator==(const Measured&) const = default;

    // True when `predicted` prints as the same digits.
    bool prints(double predicted) const;
};

// "3072.00 MiB", "0.77 MiB", "11.27 GiB", "650.0 MiB", "0 B", "3.81GiB", "512 KiB". Units B, KiB,
// MiB, GiB, TiB (binary) and KB, MB, GB, TB (decimal unless gbIsBinary: vLLM prints GiB as "GB").
std::optional<Measured> parseMeasured(std::string_view text, bool gbIsBinary = false);

// A plain decimal number ("1.56", "0.90", "43,648"), thousands separators allowed.
std::optional<Measured> parseNumber(std::string_view text);

// A sum of printed values (per-device buffers): values and half-steps add up.
Measured sumOf(const Measured& a, const Measured& b);

} // namespace kv
