#pragma once
// Time that moves only when a test says so: by hand, or by a fixed step
// each time it is read (the engine reads it every 256 nodes, so time then
// follows the work done, the same on every machine).

#include <cstdint>

#include "time_manager.hpp"

namespace test {

class FakeTime final : public gomoku::engine::TimeSource {
public:
    explicit FakeTime(std::int64_t step_us = 0) : step_us_(step_us) {}
    std::int64_t now_us() const override { return now_ += step_us_; }
    void advance_ms(std::int64_t ms) { now_ += ms * 1000; }
    void set_step_us(std::int64_t us) { step_us_ = us; }

private:
    mutable std::int64_t now_ = 1000000;
    std::int64_t step_us_;
};

}  // namespace test
