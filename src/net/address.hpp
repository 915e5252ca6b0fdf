#pragma once
// Where a host listens and where a joiner connects, as typed:
//
//   host   "PORT"            every interface, IPv4 and IPv6
//          "ADDR:PORT"       one address: "192.168.1.20:5005", "[::1]:5005"
//   join   "HOST:PORT"       "192.168.1.20:5005", "[fe80::1%eth0]:5005"
//          "ssh://[USER@]HOST[:SSHPORT]/GAMEPORT"
//                            through ssh to GAMEPORT on the host's own
//                            loopback (ssh_pipe.hpp): "ssh://ana@example.org/5005"
//
// Addresses are numeric, and `localhost` means 127.0.0.1: this program
// never looks a name up (an ssh:// HOST is ssh's to look up). A lookup (getaddrinfo) can wait on a DNS server for many
// seconds, and can be neither given a time limit nor interrupted; the host
// shows the numeric addresses to type, so nothing is lost. Port 0 asks the
// system for any free port, which the host then shows.
//
// Pure: checking an address is inet_pton, which reads nothing.

#include <optional>
#include <string>
#include <string_view>

namespace gomoku::net {

inline constexpr int default_port = 5005;

struct Endpoint {
    std::string host;  // numeric: "192.168.1.20", "::1", "fe80::1%eth0"; empty: every interface
    int port = 0;      // 0: any free port
    bool ipv6() const { return host.find(':') != std::string::npos; }
    bool every_interface() const { return host.empty(); }
};

enum class AddressError {
    none,
    empty,         // nothing typed
    no_port,       // join: "HOST" without ":PORT"
    bad_port,      // not a number from 0 (host) or 1 (join) to 65535
    not_numeric,   // a name other than localhost, or a malformed address
    bad_brackets,  // "[::1" or "::1:5005" (an IPv6 address needs brackets before a port)
    bad_ssh,       // an ssh:// address with no host or game port, or a user or host ssh could take for an option
};

// Where ssh takes a joiner: HOST's own loopback, GAMEPORT.
struct SshRoute {
    std::string user;  // empty: ssh's own choice
    std::string host;  // a name or an address, as ssh reads it
    int ssh_port = 0;  // 0: ssh's own choice
    int game_port = 0;
};

struct AddressParse {
    std::optional<Endpoint> endpoint;
    AddressError error = AddressError::none;
    std::string part;  // the piece at fault, for the message
    std::optional<SshRoute> ssh;  // join: an ssh:// address, when `endpoint` is none
};

// "PORT" or "ADDR:PORT".
AddressParse parse_listen(std::string_view typed);
// "HOST:PORT" or "ssh://..."; port 0 is refused (there is nothing to join there).
AddressParse parse_join(std::string_view typed);
// "ssh://ana@example.org:2222/5005", as typed.
std::string ssh_route_text(const SshRoute& route);

// "192.168.1.20:5005", "[::1]:5005"; every interface: ":5005".
std::string endpoint_text(const Endpoint& e);

}  // namespace gomoku::net
