#pragma once
// Checked 64-bit arithmetic for byte counts.
//
// Every byte count in kvcore is an exact uint64_t. A million tokens x 256 users x a 405B model is
// ~1.3e14 bytes, far below 2^64, but absurd inputs (2^40 layers from a hostile file) must not wrap
// silently: mul/add throw kv::OverflowError instead.
//   kv::mul(1u << 20, 256)      == 268435456
//   kv::padTo(4097, 256)        == 4352
//   kv::ceilDiv(640, 256)       == 3

#include <cstdint>
#include <stdexcept>

namespace kv {

class OverflowError : public std::overflow_error
{
public:
    using std::overflow_error::overflow_error;
};

inline uint64_t mul(uint64_t a, uint64_t b)
{
    uint64_t r = 0;
    if (__builtin_mul_overflow(a, b, &r))
        throw OverflowError("byte count does not fit in 64 bits");
    return r;
}

inline uint64_t add(uint64_t a, uint64_t b)
{
    uint64_t r = 0;
    if (__builtin_add_overflow(a, b, &r))
        throw OverflowError("byte count does not fit in 64 bits");
    return r;
}

inline uint64_t ceilDiv(uint64_t a, uint64_t b)
{
    return a / b + (a % b != 0 ? 1 : 0);
}

inline uint64_t padTo(uint64_t x, uint64_t multiple)
{
    return mul(ceilDiv(x, multiple), multiple);
}

} // namespace kv
