// Catch2 v2 needs one translation unit to provide main(); v3 links it in.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
