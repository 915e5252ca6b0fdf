#pragma once
// The stand-in's generators (see catch_test_macros.hpp): GENERATE gives the
// first value, so the code around it type-checks as with the real one.

#include "../catch_test_macros.hpp"

namespace Catch::Generators {

template <typename T>
struct Values {
    std::vector<T> values;
};

template <typename... Ts>
Values<std::tuple<Ts...>> table(std::initializer_list<std::tuple<std::decay_t<Ts>...>> rows) {
    return Values<std::tuple<Ts...>>{std::vector<std::tuple<Ts...>>(rows)};
}

template <typename T>
struct as {};

template <typename T, typename U, typename... Rest>
T first_value(as<T>, U&& first, Rest&&...) {
    return T(static_cast<U&&>(first));
}

template <typename T>
T first_value(Values<T> v) {
    return v.values.front();
}

template <typename T, typename... Rest>
std::decay_t<T> first_value(T&& first, Rest&&...) {
    return static_cast<T&&>(first);
}

}  // namespace Catch::Generators

#define GENERATE(...)                            \
    [&] {                                        \
        using namespace Catch::Generators;       \
        return first_value(__VA_ARGS__);         \
    }()
#define GENERATE_COPY(...) GENERATE(__VA_ARGS__)
#define GENERATE_REF(...) GENERATE(__VA_ARGS__)
