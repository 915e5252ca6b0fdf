#include "address.hpp"

#include <arpa/inet.h>
#include <net/if.h>

#include "strings.hpp"

namespace gomoku::net {

namespace {

AddressParse fail(AddressError e, std::string_view part) { return AddressParse{std::nullopt, e, std::string(part), {}}; }

std::optional<int> port_of(std::string_view text, int lowest) {
    if (text.empty() || text.size() > 5) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    const auto n = parse_int(text, lowest, 65535);
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
}

// A numeric address as inet_pton reads it; an IPv6 one may name its
// interface after '%' (a link-local address needs one), by name or number.
bool numeric(const std::string& host) {
    unsigned char buffer[16];
    if (host.find(':') == std::string::npos) return ::inet_pton(AF_INET, host.c_str(), buffer) == 1;
    const std::size_t percent = host.find('%');
    if (percent != std::string::npos) {
        const std::string scope = host.substr(percent + 1);
        if (scope.empty() || scope.size() >= IF_NAMESIZE) return false;
        for (char c : scope)
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' ||
                  c == '_'))
                return false;
    }
    return ::inet_pton(AF_INET6, host.substr(0, percent).c_str(), buffer) == 1;
}

// "HOST:PORT" or "[V6]:PORT" → host and port text; nothing when there is no port.
struct Split {
    std::string_view host;
    std::string_view port;
    bool has_port = false;
    bool bracket_error = false;
};

Split split(std::string_view s) {
    Split out;
    if (!s.empty() && s[0] == '[') {
        const std::size_t close = s.find(']');
        if (close == std::string_view::npos) {
            out.bracket_error = true;
            return out;
        }
        out.host = s.substr(1, close - 1);
        const std::string_view rest = s.substr(close + 1);
        if (rest.empty()) return out;
        if (rest[0] != ':') {
            out.bracket_error = true;
            return out;
        }
        out.port = rest.substr(1);
        out.has_port = true;
        return out;
    }
    const std::size_t colon = s.rfind(':');
    if (colon == std::string_view::npos) {
        out.host = s;
        return out;
    }
    // Two colons or more without brackets: an IPv6 address, and its port
    // cannot be told from its last group.
    if (s.find(':') != colon) {
        out.bracket_error = true;
        return out;
    }
    out.host = s.substr(0, colon);
    out.port = s.substr(colon + 1);
    out.has_port = true;
    return out;
}

std::optional<std::string> host_of(std::string_view host, bool bracketed) {
    std::string h(host);
    if (iequals(h, "localhost")) return std::string("127.0.0.1");
    if (bracketed != (h.find(':') != std::string::npos)) return std::nullopt;
    if (!numeric(h)) return std::nullopt;
    return h;
}

// A user or host handed to ssh as an argument: nothing ssh could read as an
// option, and no blank or control character that could split or hide it.
bool ssh_word(std::string_view w) {
    if (w.empty() || w[0] == '-') return false;
    for (char c : w) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= ' ' || u == 0x7f || c == '@' || c == '/') return false;
    }
    return true;
}

// "ssh://[USER@]HOST[:SSHPORT]/GAMEPORT", the "ssh://" already cut off.
AddressParse parse_ssh(std::string_view s, std::string_view typed) {
    const std::size_t slash = s.rfind('/');
    if (slash == std::string_view::npos) return fail(AddressError::bad_ssh, typed);
    const auto game_port = port_of(s.substr(slash + 1), 1);
    if (!game_port) return fail(AddressError::bad_port, s.substr(slash + 1));
    std::string_view authority = s.substr(0, slash);
    SshRoute route;
    route.game_port = *game_port;
    if (const std::size_t at = authority.rfind('@'); at != std::string_view::npos) {
        route.user = std::string(authority.substr(0, at));
        if (!ssh_word(route.user)) return fail(AddressError::bad_ssh, route.user);
        authority = authority.substr(at + 1);
    }
    const Split parts = split(authority);
    if (parts.bracket_error) return fail(AddressError::bad_brackets, authority);
    if (parts.has_port) {
        const auto ssh_port = port_of(parts.port, 1);
        if (!ssh_port) return fail(AddressError::bad_port, parts.port);
        route.ssh_port = *ssh_port;
    }
    route.host = std::string(parts.host);
    if (!ssh_word(route.host)) return fail(AddressError::bad_ssh, route.host);
    AddressParse out;
    out.ssh = route;
    return out;
}

}  // namespace

AddressParse parse_listen(std::string_view typed) {
    const std::string_view s = trim(typed);
    if (s.empty()) return fail(AddressError::empty, "");
    // A port alone: every interface.
    if (s.find_first_not_of("0123456789") == std::string_view::npos) {
        const auto port = port_of(s, 0);
        if (!port) return fail(AddressError::bad_port, s);
        return AddressParse{Endpoint{"", *port}, AddressError::none, {}, {}};
    }
    const Split parts = split(s);
    if (parts.bracket_error) return fail(AddressError::bad_brackets, s);
    if (!parts.has_port) return fail(AddressError::no_port, s);
    const auto port = port_of(parts.port, 0);
    if (!port) return fail(AddressError::bad_port, parts.port);
    if (parts.host.empty() && s[0] != '[') return AddressParse{Endpoint{"", *port}, AddressError::none, {}, {}};  // ":5005"
    const auto host = host_of(parts.host, s[0] == '[');
    if (!host) return fail(AddressError::not_numeric, parts.host);
    return AddressParse{Endpoint{*host, *port}, AddressError::none, {}, {}};
}

AddressParse parse_join(std::string_view typed) {
    const std::string_view s = trim(typed);
    if (s.empty()) return fail(AddressError::empty, "");
    if (starts_with(s, "ssh://")) return parse_ssh(s.substr(6), s);
    const Split parts = split(s);
    if (parts.bracket_error) return fail(AddressError::bad_brackets, s);
    if (!parts.has_port) return fail(AddressError::no_port, s);
    const auto port = port_of(parts.port, 1);
    if (!port) return fail(AddressError::bad_port, parts.port);
    if (parts.host.empty()) return fail(AddressError::not_numeric, parts.host);
    const auto host = host_of(parts.host, s[0] == '[');
    if (!host) return fail(AddressError::not_numeric, parts.host);
    return AddressParse{Endpoint{*host, *port}, AddressError::none, {}, {}};
}

std::string endpoint_text(const Endpoint& e) {
    const std::string port = std::to_string(e.port);
    if (e.host.empty()) return ":" + port;
    return e.ipv6() ? "[" + e.host + "]:" + port : e.host + ":" + port;
}

std::string ssh_route_text(const SshRoute& route) {
    std::string text = "ssh://";
    if (!route.user.empty()) text += route.user + "@";
    text += route.host.find(':') != std::string::npos ? "[" + route.host + "]" : route.host;
    if (route.ssh_port != 0) text += ":" + std::to_string(route.ssh_port);
    return text + "/" + std::to_string(route.game_port);
}

}  // namespace gomoku::net
