#pragma once
// kvplanner-cli inspect FILE [--json]: what was read from a GGUF file, a config.json (or a kvplanner
// spec), and what was assumed. JSON schema "kvplanner.inspect/1":
//   { "schema": "kvplanner.inspect/1", "file": ..., "format": "gguf|hf-config|spec",
//     "arch": ..., "layers": {"total", "full", "swa", "chunked", "mla", "recurrent", "none"},
//     "model": <kvplanner spec, explicit form>, "weights_bytes_exact": ..., "layer_weight_bytes": [...],
//     "assumptions": [ {"code": ..., "args": [...], "message": ...} ] }

#include <QStringList>

namespace kvcli {

int cmdInspect(const QStringList& args);

} // namespace kvcli
