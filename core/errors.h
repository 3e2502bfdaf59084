#pragma once
// Errors the core reports about its input. The core carries no user-visible prose: an error is a
// stable code, the subject it is about (a field name, an id, a file), and optionally a reason (one of
// kv::reason below) with its arguments — values, field names or limits, never words. app/ words the
// code and the reason with tr(), so a Japanese or Italian user reads the whole message in their language.
//   throw kv::InputError("model-field-invalid", "n_head_kv", kv::reason::kPerLayerCount, {"32"});
//   // app/: tr("the model description's field “%1” is invalid (expected one entry per layer: %2)")

#include <stdexcept>
#include <string>
#include <vector>

namespace kv {

// Why a value was refused. The comment after each gives its arguments.
namespace reason {
inline constexpr const char* kNotInteger = "not-integer";              // expected a whole number
inline constexpr const char* kNegative = "negative";                   // must not be negative
inline constexpr const char* kTooLarge = "too-large";                  // value too large
inline constexpr const char* kMultipleOf = "multiple-of";              // {n}: must be a multiple of n
inline constexpr const char* kChoice = "choice";                       // {choices}: must be one of the choices
inline constexpr const char* kOutOfRange = "out-of-range";             // {lo, hi}: must lie in lo .. hi
inline constexpr const char* kNotText = "not-text";                    // expected text
inline constexpr const char* kNotShortText = "not-short-text";         // expected a short text
inline constexpr const char* kNotBool = "not-bool";                    // expected true or false
inline constexpr const char* kNotObject = "not-object";                // expected an object ({...})
inline constexpr const char* kNotList = "not-list";                    // expected a list ([...])
inline constexpr const char* kMissing = "missing";                     // required but absent
inline constexpr const char* kNeedsFields = "needs-fields";            // {fields}: these fields are required
inline constexpr const char* kNeedsOneOf = "needs-one-of";             // {a, b}: needs a or b
inline constexpr const char* kPerLayerCount = "per-layer-count";       // one entry per layer expected
inline constexpr const char* kBadEntries = "bad-entries";              // {expected}: entries of the wrong kind
inline constexpr const char* kLayerIndex = "layer-index";              // layer numbers must be 0 .. layers - 1
inline constexpr const char* kAtLeastOne = "at-least-one";             // must be at least 1
inline constexpr const char* kNotPositive = "not-positive";            // must be positive
inline constexpr const char* kNotBelowLayers = "not-below-layers";     // must be less than the number of layers
inline constexpr const char* kCharacters = "characters";               // {allowed}: only these characters
inline constexpr const char* kFolder = "folder";                       // is a folder, not a file
inline constexpr const char* kReadFailed = "read-failed";              // the operating system's read failed
inline constexpr const char* kNotPowerOfTwo = "not-power-of-two";      // must be a power of two
inline constexpr const char* kCountsExceedFile = "counts-exceed-file"; // the counts are larger than the file
inline constexpr const char* kUnknownType = "unknown-type";            // {raw}: an unknown value type
inline constexpr const char* kNestedTooDeep = "nested-too-deep";       // arrays nested too deeply
inline constexpr const char* kArrayCut = "array-cut";                  // {count}: an array of count elements cut off
inline constexpr const char* kTooManyElements = "too-many-elements";   // too many array elements
inline constexpr const char* kKeyTooLong = "key-too-long";             // a key longer than 64 KiB
inline constexpr const char* kDuplicateKey = "duplicate-key";          // a key given twice
inline constexpr const char* kNameLength = "name-length";              // {length}: an impossible name length
inline constexpr const char* kDimensions = "dimensions";               // {n}: an impossible number of dimensions
inline constexpr const char* kOverflow = "overflow";                   // sizes overflow
inline constexpr const char* kUnaligned = "unaligned";                 // data not aligned
inline constexpr const char* kBeyondFile = "beyond-file";              // data beyond the end of the file
inline constexpr const char* kRowBlocks = "row-blocks";                // {values, type}: a row not whole blocks
inline constexpr const char* kSplitName = "split-name";               // {parts}: a split part not named -0000k-of-0000N
inline constexpr const char* kSplitCount = "split-count";             // split.count does not match the file names
inline constexpr const char* kDuplicateId = "duplicate-id";           // {id}: an id given twice
inline constexpr const char* kFieldInvalid = "field-invalid";         // {field}: this field of the entry is invalid
inline constexpr const char* kFieldMissing = "field-missing";         // {field}: this field is required
inline constexpr const char* kFieldRange = "field-range";             // {field, lo, hi}: field must lie in lo .. hi
inline constexpr const char* kFieldChoice = "field-choice";           // {field, choices}: one of the choices
inline constexpr const char* kTooFewOwnCaches = "too-few-own-caches"; // fewer than 2 layers keep a cache of their own
inline constexpr const char* kNotScenario = "not-scenario";           // not a kvplanner scenario
inline constexpr const char* kNotProfile = "not-profile";             // not a kvplanner machine profile
inline constexpr const char* kTooManyPins = "too-many-pins";          // {max}: at most max pinned plans
inline constexpr const char* kNestedPins = "nested-pins";             // a pin cannot hold pins
inline constexpr const char* kWrongTypes = "wrong-types";             // values of the wrong types
inline constexpr const char* kNoLayers = "no-layers";                 // a model needs at least one layer
inline constexpr const char* kAbsurdHeads = "absurd-heads";           // absurd KV head count or head size
inline constexpr const char* kNoWindow = "no-window";                 // a sliding-window layer without a window
inline constexpr const char* kNoChunk = "no-chunk";                   // a chunked-attention layer without a chunk
inline constexpr const char* kAbsurdState = "absurd-state";           // an absurd recurrent state size
inline constexpr const char* kSharedKind = "shared-kind";             // a KV-shared layer that is not attention
inline constexpr const char* kZeroHead = "zero-head";                 // an attention layer with zero head size
inline constexpr const char* kBadIndexer = "bad-indexer";             // indexer keys without attention or sane size
inline constexpr const char* kNothingCached = "nothing-cached";       // no layer caches anything
inline constexpr const char* kOverlap = "overlap";                    // {other}: data overlapping another tensor's
inline constexpr const char* kSizeMismatch = "size-mismatch";         // {expected, given}: shape and data size differ
inline constexpr const char* kDataGap = "data-gap";                   // {bytes}: bytes no tensor accounts for
} // namespace reason

class InputError : public std::runtime_error
{
public:
    // `reason` is one of kv::reason (or empty); `args` its arguments. A bare value (an id, a number read
    // from the file) may stand as the reason when no reason code applies: app/ shows it as it is.
    InputError(std::string code, std::string subject, std::string reason = {}, std::vector<std::string> args = {})
        : std::runtime_error(message(code, subject, reason, args)), m_code(std::move(code)),
          m_subject(std::move(subject)), m_reason(std::move(reason)), m_args(std::move(args))
    {
    }
    const std::string& code() const { return m_code; }
    const std::string& subject() const { return m_subject; }
    const std::string& reason() const { return m_reason; }
    const std::vector<std::string>& args() const { return m_args; }

private:
    static std::string message(const std::string& code, const std::string& subject, const std::string& reason,
                               const std::vector<std::string>& args)
    {
        std::string m = code + ": " + subject;
        if (!reason.empty()) {
            m += " (" + reason;
            for (const std::string& a : args)
                m += " " + a;
            m += ")";
        }
        return m;
    }

    std::string m_code;
    std::string m_subject;
    std::string m_reason;
    std::vector<std::string> m_args;
};

} // namespace kv
