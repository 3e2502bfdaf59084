#pragma once
// Finding a model by what people type: a preset id (gemma-3-27b), its display name (Gemma 3 27B), its
// family, an Ollama tag (gemma3:27b, qwen3:30b-a3b-q4_K_M) or a Hugging Face repo (google/gemma-3-27b-it,
// unsloth/gpt-oss-20b-GGUF). Both sides are compared as search keys: lower case, without spaces, dots,
// hyphens, underscores, colons and slashes, so "llama3.1 8b", "llama3.1:8b" and "Llama-3.1-8B" are all
// "llama318b". The query's key must occur in one of the model's names' keys.
//
//   matchesModelSearch(modelSearchNames(*catalog.findModel("gemma-3-27b")), u"gemma3:27b"_s)   // true
//   matchesModelSearch(modelSearchNames(*catalog.findModel("gemma-2-27b")), u"gemma3:27b"_s)   // false
//
// Besides the query as typed, these forms of it are tried (each only drops words, never adds):
// - without an organisation prefix ("Qwen/Qwen3-32B" -> "Qwen3-32B");
// - without a quantisation and what follows it ("qwen3:8b-q4_K_M", "Qwen3-32B-AWQ", "...-8B-Instruct-4bit");
// - without trailing variant words: instruct, it, base, chat, gguf, hf, mlx ("Llama-3.1-8B-Instruct").

#include <QString>
#include <QStringList>

#include "modelspec.h"

namespace kvapp {

// "Llama-3.1 8B" -> "llama318b".
QString searchKey(const QString& text);
// The names a model answers to: its id, display name, family and aliases (modelspec.h).
QStringList modelSearchNames(const kv::ModelSpec& model);
// True when `query` finds a model with these names; an empty (or all-separator) query finds every model.
bool matchesModelSearch(const QStringList& names, const QString& query);

} // namespace kvapp
