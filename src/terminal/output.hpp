#pragma once
// Where output goes. A sink reports a closed output so the app can stop.

#include <string>
#include <string_view>

namespace gomoku {

class Sink {
public:
    virtual ~Sink() = default;
    // False when the output is gone (a closed pipe); nothing more will arrive.
    virtual bool write(std::string_view bytes) = 0;
};

class StringSink : public Sink {
public:
    bool write(std::string_view bytes) override {
        if (closed) return false;
        data.append(bytes);
        return true;
    }
    std::string data;
    bool closed = false;
};

}  // namespace gomoku
