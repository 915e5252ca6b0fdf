#pragma once
// The stand-in's range generators (see catch_test_macros.hpp).

#include "catch_generators.hpp"

namespace Catch::Generators {

template <typename Container>
Values<typename Container::value_type> from_range(const Container& c) {
    return Values<typename Container::value_type>{std::vector<typename Container::value_type>(c.begin(), c.end())};
}

template <typename T>
Values<T> range(T from, T to) {
    return Values<T>{std::vector<T>{from, to}};
}

}  // namespace Catch::Generators
