// Where a host listens and whom a joiner reaches: numeric addresses only.
#include <string>

#include "address.hpp"
#include "catch.hpp"

using namespace gomoku::net;

TEST_CASE("a port alone listens on every interface", "[unit]") {
    const AddressParse p = parse_listen("5005");
    REQUIRE(p.endpoint);
    CHECK(p.endpoint->every_interface());
    CHECK(p.endpoint->port == 5005);
    CHECK(endpoint_text(*p.endpoint) == ":5005");
    CHECK(parse_listen(":5005").endpoint->every_interface());
    CHECK(parse_listen("0").endpoint->port == 0);  // the system picks
}

TEST_CASE("a host may listen on one IPv4 or bracketed IPv6 address", "[unit]") {
    const auto four = parse_listen("127.0.0.1:0");
    REQUIRE(four.endpoint);
    CHECK(four.endpoint->host == "127.0.0.1");
    CHECK_FALSE(four.endpoint->ipv6());
    const auto six = parse_listen("[::1]:5005");
    REQUIRE(six.endpoint);
    CHECK(six.endpoint->host == "::1");
    CHECK(six.endpoint->ipv6());
    CHECK(endpoint_text(*six.endpoint) == "[::1]:5005");
    CHECK(parse_listen("localhost:7000").endpoint->host == "127.0.0.1");
}

TEST_CASE("a joiner names a numeric host and a port from 1 to 65535", "[unit]") {
    const auto p = parse_join(" 192.168.1.20:5005 ");
    REQUIRE(p.endpoint);
    CHECK(p.endpoint->host == "192.168.1.20");
    CHECK(p.endpoint->port == 5005);
    CHECK(parse_join("[fe80::1%eth0]:5005").endpoint->host == "fe80::1%eth0");
    CHECK(parse_join("[::1]:65535").endpoint->port == 65535);
    CHECK(parse_join("LocalHost:9").endpoint->host == "127.0.0.1");
}

TEST_CASE("an address that is not numeric, or has no usable port, is refused with the piece at fault", "[unit]") {
    struct Case {
        const char* typed;
        AddressError error;
        const char* part;
    };
    const Case cases[] = {
        {"", AddressError::empty, ""},
        {"example.com:5005", AddressError::not_numeric, "example.com"},
        {"192.168.1.300:5005", AddressError::not_numeric, "192.168.1.300"},
        {"192.168.1.20", AddressError::no_port, "192.168.1.20"},
        {"192.168.1.20:", AddressError::bad_port, ""},
        {"192.168.1.20:0", AddressError::bad_port, "0"},
        {"192.168.1.20:65536", AddressError::bad_port, "65536"},
        {"192.168.1.20:5x", AddressError::bad_port, "5x"},
        {"::1:5005", AddressError::bad_brackets, "::1:5005"},
        {"[::1:5005", AddressError::bad_brackets, "[::1:5005"},
        {"[::1]5005", AddressError::bad_brackets, "[::1]5005"},
        {"[127.0.0.1]:5005", AddressError::not_numeric, "127.0.0.1"},
        {":5005", AddressError::not_numeric, ""},
        {"[fe80::1%e\x1b]:1", AddressError::not_numeric, "fe80::1%e\x1b"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.typed);
        const AddressParse p = parse_join(c.typed);
        CHECK_FALSE(p.endpoint);
        CHECK(p.error == c.error);
        CHECK(p.part == c.part);
    }
    CHECK(parse_listen("99999").error == AddressError::bad_port);
    CHECK(parse_listen("host.lan:5005").error == AddressError::not_numeric);
}
