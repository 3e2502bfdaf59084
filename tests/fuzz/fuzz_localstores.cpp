// libFuzzer target: the metadata of local model stores on arbitrary text — an Ollama manifest, an
// Ollama params blob, a config.json's model_type. None of them throws: every input ends in a value or
// nullopt, never a crash, a hang or an exception.
#include "localstores.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (const auto m = kv::parseOllamaManifest(text)) {
        // A blob name is a file name under blobs/: never a path.
        for (const std::string* blob : {&m->modelBlob, &m->paramsBlob, &m->projectorBlob})
            if (blob->find('/') != std::string::npos || blob->find("..") != std::string::npos)
                __builtin_trap();
    }
    (void)kv::ollamaParamsNumCtx(text);
    (void)kv::configModelType(text);
    return 0;
}
