#pragma once
// A weight quantisation scheme, as effective bits per weight for each tensor class.
//
// Mixed GGUF schemes keep some tensors at higher precision (Q4_K_M stores output.weight as Q6_K and
// half of attn_v/ffn_down as Q6_K). The body rate is calibrated so that Llama-3.1-8B's published file
// size comes out exactly; the embedding and output rates are the ggml types llama.cpp picks.
// Norms and other 1-D tensors stay f32. Calibration sources live in resources/presets/weights.json.
//   Q4_K_M on Llama-3.1-8B: 6.98e9 x 4.80 + 0.53e9 x 4.5 + 0.53e9 x 6.5625 + 266240 x 32 bits = 4.58 GiB

#include "modelspec.h"

#include <cstdint>
#include <string>

namespace kv {

struct WeightScheme
{
    std::string id;       // "Q4_K_M", "BF16", "AWQ-INT4", ...
    double bodyBits = 16; // attention, FFN, experts, recurrent blocks
    double embeddingBits = 16;
    double outputBits = 16;
    double normBits = 32;
    bool operator==(const WeightScheme&) const = default;
};

// Bytes of the model's weights under the scheme (rounded to whole bytes).
// A model with weightsBytesExact (read from a real file) returns that instead.
uint64_t weightBytes(const ModelSpec& model, const WeightScheme& scheme);

// Bytes of one tensor class under the scheme.
uint64_t classBytes(uint64_t params, double bits);

} // namespace kv
