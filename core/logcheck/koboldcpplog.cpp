// KoboldCpp's own console lines (koboldcpp.py), around the llama.cpp lines its adapter prints:
//   "Welcome to KoboldCpp - Version 1.114.1"
//   "Namespace(admin=False, ..., batchsize=512, ..., contextsize=8192, ..., flashattention=False, ...)"
//   "Autofit Success: 1, Autofit Result: -c 8320 -ngl 0"   (llama.cpp's fit, -c = contextsize + 128)
//   "Load Text Model OK: True", "Threadpool set to 6 threads and 6 blasthreads..."
// The Namespace line can be cut anywhere (a pasted excerpt): every argument found is kept.
#include "logreaders.h"

namespace kv::logread {

using namespace logtext;

namespace {

std::optional<bool> pyBool(std::string_view args, std::string_view key)
{
    const auto v = pyValue(args, key);
    if (!v)
        return std::nullopt;
    if (*v == "True")
        return true;
    if (*v == "False" || *v == "None")
        return false;
    return toBool(*v);
}

std::optional<int64_t> pyInt(std::string_view args, std::string_view key)
{
    const auto v = pyValue(args, key);
    if (!v || v->empty())
        return std::nullopt;
    if ((*v)[0] == '-') {
        const auto u = toUInt(std::string_view(*v).substr(1));
        return u && *u < (uint64_t(1) << 40) ? std::optional<int64_t>(-static_cast<int64_t>(*u)) : std::nullopt;
    }
    const auto u = toUInt(*v);
    return u && *u < (uint64_t(1) << 40) ? std::optional<int64_t>(static_cast<int64_t>(*u)) : std::nullopt;
}

void arguments(std::string_view args, RuntimeLog& log)
{
    LogKobold& k = log.kobold;
    auto num = [&](std::string_view key) { return pyCount(args, key); };
    if (auto c = num("contextsize"))
        k.contextSize = c;
    if (auto b = num("batchsize"))
        k.batchSize = b;
    else if (auto bb = num("blasbatchsize"))
        k.batchSize = bb;
    if (auto g = pyInt(args, "gpulayers"))
        k.gpuLayers = g;
    if (auto q = pyValue(args, "quantkv"))
        k.quantKv = *q;
    if (auto fa = pyBool(args, "flashattention"))
        k.flashAttention = fa;
    if (auto nofa = pyBool(args, "noflashattention"); nofa && *nofa)
        k.flashAttention = false;
    if (auto swa = pyBool(args, "useswa"))
        k.useSwa = swa;
    if (auto low = pyBool(args, "lowvram"))
        k.lowVram = low;
    else if (contains(args, "usecublas=['lowvram'"))
        k.lowVram = true;
    if (auto m = pyValue(args, "model_param"); m && !m->empty() && log.model.file.empty())
        log.model.file = *m;
}

// "Autofit Result: -c 8320 -ngl 0"
void autofit(std::string_view result, RuntimeLog& log)
{
    const std::vector<std::string> w = words(result);
    for (size_t i = 0; i + 1 < w.size(); ++i) {
        if (w[i] == "-c")
            log.kobold.autofitContext = toUInt(w[i + 1]);
        else if (w[i] == "-ngl")
            log.kobold.autofitGpuLayers = toUInt(w[i + 1]);
    }
}

} // namespace

bool koboldLine(std::string_view line, RuntimeLog& log)
{
    if (auto v = after(line, "Welcome to KoboldCpp - Version ")) {
        log.kobold.version = std::string(trim(v->substr(0, v->find(' '))));
    } else if (auto ns = after(line, "Namespace(");
               ns && (contains(*ns, "contextsize=") || contains(*ns, "blasbatchsize=")) && !contains(line, "args: ")) {
        arguments(*ns, log);
    } else if (auto fit = after(line, "Autofit Result: ")) {
        autofit(*fit, log);
    } else if (!startsWith(line, "Load Text Model OK: ") &&
               !(startsWith(line, "Threadpool set to ") && contains(line, "blasthreads"))) {
        return false;
    }
    if (log.dialect == LogDialect::Unknown || log.dialect == LogDialect::LlamaCpp)
        log.dialect = LogDialect::KoboldCpp;
    return true;
}

} // namespace kv::logread
