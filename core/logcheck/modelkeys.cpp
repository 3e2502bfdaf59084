// Model keys as print_info / llm_load_print_meta print them and as the GGUF key dump
// ("llama_model_loader: - kv   3: llama.block_count u32 = 32") names them.
#include "logreaders.h"

#include <algorithm>

namespace kv::logread {

using namespace logtext;

namespace {

using Field = std::optional<uint64_t> LogModel::*;

struct NumberKey
{
    std::string_view key;
    Field field;
};

// print_info names first, then the GGUF names (without the "<arch>." prefix).
constexpr NumberKey kNumberKeys[] = {
    {"n_ctx_train", &LogModel::nCtxTrain},
    {"n_embd", &LogModel::nEmbd},
    {"n_layer", &LogModel::nLayer},
    {"n_head", &LogModel::nHead},
    {"n_swa", &LogModel::nSwa},
    {"n_swa_pattern", &LogModel::swaPattern},
    {"n_embd_head_k", &LogModel::headDimK},
    {"n_embd_head_v", &LogModel::headDimV},
    {"n_expert", &LogModel::nExpert},
    {"n_expert_used", &LogModel::nExpertUsed},
    {"n_vocab", &LogModel::nVocab},
    {"n_lora_kv", &LogModel::kvLoraRank},
    {"n_rot", &LogModel::nRot},
    {"n_ff", &LogModel::nFf},
    {"n_ff_exp", &LogModel::nFfExp},
    {"ssm_d_conv", &LogModel::ssmDConv},
    {"ssm_d_inner", &LogModel::ssmDInner},
    {"ssm_d_state", &LogModel::ssmDState},
    {"ssm_n_group", &LogModel::ssmNGroup},
    {"block_count", &LogModel::nLayer},
    {"context_length", &LogModel::nCtxTrain},
    {"embedding_length", &LogModel::nEmbd},
    {"attention.head_count", &LogModel::nHead},
    {"attention.key_length", &LogModel::headDimK},
    {"attention.value_length", &LogModel::headDimV},
    {"attention.sliding_window", &LogModel::nSwa},
    {"expert_count", &LogModel::nExpert},
    {"expert_used_count", &LogModel::nExpertUsed},
    {"vocab_size", &LogModel::nVocab},
    {"attention.kv_lora_rank", &LogModel::kvLoraRank},
    {"rope.dimension_count", &LogModel::nRot},
    {"feed_forward_length", &LogModel::nFf},
    {"expert_feed_forward_length", &LogModel::nFfExp},
    {"ssm.conv_kernel", &LogModel::ssmDConv},
    {"ssm.inner_size", &LogModel::ssmDInner},
    {"ssm.state_size", &LogModel::ssmDState},
    {"ssm.group_count", &LogModel::ssmNGroup},
};

// A number, or the largest entry of a per-layer list ("n_head = [64, 64, ...]").
std::optional<uint64_t> numberOrMax(std::string_view value)
{
    const std::vector<uint64_t> list = toUIntList(value);
    if (!list.empty())
        return *std::max_element(list.begin(), list.end());
    return toUInt(value);
}

// "552.11 M", "8.03 B", "1.02 T", "920.00 K" (llama.cpp's print_info: K, M, B or T, two decimals).
std::optional<Measured> paramCount(std::string_view value)
{
    const size_t space = value.rfind(' ');
    if (space == std::string_view::npos)
        return std::nullopt;
    const std::string_view unit = trim(value.substr(space + 1));
    double scale = 0;
    if (unit == "K")
        scale = 1e3;
    else if (unit == "M")
        scale = 1e6;
    else if (unit == "B")
        scale = 1e9;
    else if (unit == "T")
        scale = 1e12;
    std::optional<Measured> n = parseNumber(trim(value.substr(0, space)));
    if (!n || scale == 0 || !(n->value > 0))
        return std::nullopt;
    n->text = std::string(value);
    n->value *= scale;
    n->halfStep *= scale;
    return n;
}

bool textKey(std::string_view key, std::string_view value, LogModel& m)
{
    if (key == "arch" || key == "general.architecture") {
        m.arch = std::string(value);
    } else if (key == "general.name") {
        m.name = std::string(value);
    } else if (key == "file type" || key == "model ftype") {
        m.fileType = std::string(value);
    } else if (key == "file size" || key == "model size") {
        if (auto s = parseMeasured(value))
            m.fileSize = s;
    } else if (key == "model params") {
        m.params = paramCount(value);
    } else {
        return false;
    }
    return true;
}

} // namespace

bool modelKey(std::string_view key, std::string_view value, LogModel& m)
{
    if (textKey(key, value, m))
        return true;
    if (key == "n_head_kv" || key == "attention.head_count_kv") {
        const std::vector<uint64_t> list = toUIntList(value);
        if (!list.empty()) {
            m.nHeadKvPerLayer = list;
            m.nHeadKv = *std::max_element(list.begin(), list.end());
        } else if (auto v = toUInt(value)) {
            m.nHeadKv = v;
        }
        return m.nHeadKv.has_value();
    }
    if (key == "swa_layers") {
        m.swaLayers = toUIntList(value);
        return !m.swaLayers.empty();
    }
    if (key == "tokens" && startsWith(value, "arr[")) {
        // tokenizer.ggml.tokens arr[str,128256] = [...]: the vocabulary size
        if (auto comma = after(value, ","); comma && !m.nVocab)
            m.nVocab = toUInt(*comma);
        return true;
    }
    for (const NumberKey& k : kNumberKeys) {
        if (k.key != key)
            continue;
        if (auto v = numberOrMax(value)) {
            m.*k.field = v;
            return true;
        }
        return false;
    }
    return false;
}

} // namespace kv::logread
