#include "socket.hpp"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <ifaddrs.h>
#include <iterator>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace gomoku::net {

namespace {

constexpr int backlog = 8;

struct Address {
    sockaddr_storage storage{};
    socklen_t length = 0;
    int family = AF_INET;
};

// A numeric endpoint as a socket address; address.cpp has checked it.
std::optional<Address> address_of(const Endpoint& e) {
    Address a;
    if (e.host.empty() || e.ipv6()) {
        auto* six = reinterpret_cast<sockaddr_in6*>(&a.storage);
        six->sin6_family = AF_INET6;
        six->sin6_port = htons(static_cast<std::uint16_t>(e.port));
        six->sin6_addr = in6addr_any;
        if (!e.host.empty()) {
            const std::size_t percent = e.host.find('%');
            if (::inet_pton(AF_INET6, e.host.substr(0, percent).c_str(), &six->sin6_addr) != 1) return std::nullopt;
            if (percent != std::string::npos) {
                const std::string scope = e.host.substr(percent + 1);
                unsigned index = ::if_nametoindex(scope.c_str());
                if (index == 0 && scope.find_first_not_of("0123456789") == std::string::npos && scope.size() < 10)
                    index = static_cast<unsigned>(std::stoul(scope));
                if (index == 0) return std::nullopt;
                six->sin6_scope_id = index;
            }
        }
        a.length = sizeof(sockaddr_in6);
        a.family = AF_INET6;
        return a;
    }
    auto* four = reinterpret_cast<sockaddr_in*>(&a.storage);
    four->sin_family = AF_INET;
    four->sin_port = htons(static_cast<std::uint16_t>(e.port));
    if (::inet_pton(AF_INET, e.host.c_str(), &four->sin_addr) != 1) return std::nullopt;
    a.length = sizeof(sockaddr_in);
    return a;
}

std::string text_of(const sockaddr* sa) {
    char buffer[INET6_ADDRSTRLEN] = {};
    if (sa->sa_family == AF_INET) {
        const auto* four = reinterpret_cast<const sockaddr_in*>(sa);
        ::inet_ntop(AF_INET, &four->sin_addr, buffer, sizeof buffer);
        return buffer;
    }
    const auto* six = reinterpret_cast<const sockaddr_in6*>(sa);
    // An IPv4 joiner on a dual-stack socket shows as ::ffff:a.b.c.d: say a.b.c.d.
    if (IN6_IS_ADDR_V4MAPPED(&six->sin6_addr)) {
        ::inet_ntop(AF_INET, reinterpret_cast<const std::uint8_t*>(&six->sin6_addr) + 12, buffer, sizeof buffer);
        return buffer;
    }
    ::inet_ntop(AF_INET6, &six->sin6_addr, buffer, sizeof buffer);
    std::string text = buffer;
    char name[IF_NAMESIZE] = {};
    if (six->sin6_scope_id != 0 && ::if_indextoname(six->sin6_scope_id, name)) text += "%" + std::string(name);
    return text;
}

// One machine's share of the address space: an IPv4 address, or an IPv6
// /64, the least a network hands out (one machine may use all of it).
std::string source_of(const sockaddr* sa) {
    if (sa->sa_family == AF_INET) return text_of(sa);
    const auto* six = reinterpret_cast<const sockaddr_in6*>(sa);
    if (IN6_IS_ADDR_V4MAPPED(&six->sin6_addr)) return text_of(sa);
    in6_addr prefix = six->sin6_addr;
    std::fill(std::begin(prefix.s6_addr) + 8, std::end(prefix.s6_addr), 0);
    char buffer[INET6_ADDRSTRLEN] = {};
    ::inet_ntop(AF_INET6, &prefix, buffer, sizeof buffer);
    return std::string(buffer) + "/64";
}

int port_of(const sockaddr* sa) {
    if (sa->sa_family == AF_INET) return ntohs(reinterpret_cast<const sockaddr_in*>(sa)->sin_port);
    return ntohs(reinterpret_cast<const sockaddr_in6*>(sa)->sin6_port);
}

std::string endpoint_of(const sockaddr* sa) {
    const std::string host = text_of(sa);
    return endpoint_text(Endpoint{host, port_of(sa)});
}

void no_delay(int fd) {
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);  // a move is one small line: send it now
}

Listening bind_and_listen(const Address& a, bool dual_stack) {
    Listening l;
    Socket s(::socket(a.family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (!s.open()) {
        l.error = errno;
        return l;
    }
    const int one = 1;
    ::setsockopt(s.fd(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (a.family == AF_INET6) {
        const int v6only = dual_stack ? 0 : 1;
        ::setsockopt(s.fd(), IPPROTO_IPV6, IPV6_V6ONLY, &v6only, sizeof v6only);
    }
    if (::bind(s.fd(), reinterpret_cast<const sockaddr*>(&a.storage), a.length) != 0 || ::listen(s.fd(), backlog) != 0) {
        l.error = errno;
        return l;
    }
    sockaddr_storage bound{};
    socklen_t length = sizeof bound;
    if (::getsockname(s.fd(), reinterpret_cast<sockaddr*>(&bound), &length) != 0) {
        l.error = errno;
        return l;
    }
    l.port = port_of(reinterpret_cast<const sockaddr*>(&bound));
    l.socket = std::move(s);
    return l;
}

}  // namespace

Socket& Socket::operator=(Socket&& other) noexcept {
    if (this != &other) {
        close();
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

void Socket::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

void Socket::shutdown_sending() {
    if (fd_ >= 0) ::shutdown(fd_, SHUT_WR);
}

Listening listen_on(const Endpoint& where) {
    const auto a = address_of(where);
    if (!a) return Listening{Socket(), 0, EINVAL};
    if (!where.every_interface()) return bind_and_listen(*a, false);
    Listening both = bind_and_listen(*a, true);
    if (both.socket.open() || (both.error != EAFNOSUPPORT && both.error != EADDRNOTAVAIL)) return both;
    // No IPv6 here: every IPv4 interface.
    return bind_and_listen(*address_of(Endpoint{"0.0.0.0", where.port}), false);
}

std::optional<Accepted> accept_one(const Socket& listener) {
    for (;;) {
        sockaddr_storage from{};
        socklen_t length = sizeof from;
        const int fd = ::accept4(listener.fd(), reinterpret_cast<sockaddr*>(&from), &length, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            // A connection that went away before it was taken: the next one, if any.
            if (errno == EINTR || errno == ECONNABORTED || errno == EPROTO) continue;
            return std::nullopt;
        }
        no_delay(fd);
        const auto* address = reinterpret_cast<const sockaddr*>(&from);
        return Accepted{Socket(fd), endpoint_of(address), source_of(address)};
    }
}

Connecting start_connect(const Endpoint& to) {
    const auto a = address_of(to);
    if (!a) return Connecting{Socket(), EINVAL};
    Socket s(::socket(a->family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (!s.open()) return Connecting{Socket(), errno};
    no_delay(s.fd());
    if (::connect(s.fd(), reinterpret_cast<const sockaddr*>(&a->storage), a->length) != 0 && errno != EINPROGRESS &&
        errno != EINTR)
        return Connecting{Socket(), errno};
    return Connecting{std::move(s), 0};
}

int connect_error(const Socket& s) {
    int error = 0;
    socklen_t length = sizeof error;
    if (::getsockopt(s.fd(), SOL_SOCKET, SO_ERROR, &error, &length) != 0) return errno;
    if (error != 0) return error;
    // Writable and no error recorded: connected, if the peer's address can be read.
    sockaddr_storage peer{};
    length = sizeof peer;
    return ::getpeername(s.fd(), reinterpret_cast<sockaddr*>(&peer), &length) == 0 ? 0 : ENOTCONN;
}

std::vector<std::string> interface_addresses(int port, bool ipv6) {
    std::vector<std::string> outside, loopback;
    ifaddrs* list = nullptr;
    if (::getifaddrs(&list) != 0) return {};
    for (const ifaddrs* i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr || !(i->ifa_flags & IFF_UP)) continue;
        const int family = i->ifa_addr->sa_family;
        if (family != AF_INET && !(family == AF_INET6 && ipv6)) continue;
        const std::string text = endpoint_text(Endpoint{text_of(i->ifa_addr), port});
        auto& into = (i->ifa_flags & IFF_LOOPBACK) ? loopback : outside;
        if (std::find(into.begin(), into.end(), text) == into.end()) into.push_back(text);
    }
    ::freeifaddrs(list);
    std::stable_partition(outside.begin(), outside.end(), [](const std::string& s) { return s[0] != '['; });
    std::stable_partition(loopback.begin(), loopback.end(), [](const std::string& s) { return s[0] != '['; });
    outside.insert(outside.end(), loopback.begin(), loopback.end());
    return outside;
}

Io read_some(const Socket& s, std::string& into, std::size_t limit) {
    char buffer[16384];
    for (;;) {
        const ssize_t n = ::recv(s.fd(), buffer, std::min(sizeof buffer, limit), 0);
        if (n > 0) {
            into.append(buffer, static_cast<std::size_t>(n));
            return Io::done;
        }
        if (n == 0) return Io::closed;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) return Io::would_block;
        return Io::failed;
    }
}

Io write_some(const Socket& s, std::string& from) {
    while (!from.empty()) {
        const ssize_t n = ::send(s.fd(), from.data(), from.size(), MSG_NOSIGNAL);
        if (n > 0) {
            from.erase(0, static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return Io::would_block;
        return Io::failed;
    }
    return Io::done;
}

void discard_unread(const Socket& s) {
    std::string unread;
    for (int i = 0; i < 16 && read_some(s, unread, 16384) == Io::done; ++i) unread.clear();
}

}  // namespace gomoku::net
