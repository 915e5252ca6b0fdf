#include "admission.hpp"

#include <algorithm>
#include <tuple>

namespace gomoku::net {

std::optional<std::size_t> Admission::make_room(const std::vector<Waiting>& waiting, const std::string& source) const {
    const auto from_source = static_cast<std::size_t>(
        std::count_if(waiting.begin(), waiting.end(), [&](const Waiting& w) { return w.source == source; }));
    const bool own = from_source >= limits_.per_source;
    if (!own && waiting.size() < limits_.total) return std::nullopt;
    std::optional<std::size_t> chosen;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        const Waiting& w = waiting[i];
        if (own && w.source != source) continue;
        if (!chosen || std::tie(w.standing, w.arrived) < std::tie(waiting[*chosen].standing, waiting[*chosen].arrived))
            chosen = i;
    }
    return chosen;
}

Millis Admission::decayed(const Penalty& p, Time now) const {
    Millis d = p.delay;
    for (Time t = p.last_wrong + limits_.quiet; t <= now && d > Millis{0}; t += limits_.quiet) d /= 2;
    return d < limits_.first_delay ? Millis{0} : d;
}

Millis Admission::delay(const std::string& source, Time now) const {
    const auto p = penalties_.find(source);
    return p == penalties_.end() ? Millis{0} : decayed(p->second, now);
}

void Admission::wrong(const std::string& source, Time now) {
    const Millis before = delay(source, now);
    if (penalties_.size() >= limits_.remembered && !penalties_.count(source)) {
        // Forget the source quiet the longest: its delay has decayed the most.
        const auto oldest = std::min_element(penalties_.begin(), penalties_.end(), [](const auto& a, const auto& b) {
            return a.second.last_wrong < b.second.last_wrong;
        });
        penalties_.erase(oldest);
    }
    penalties_[source] = Penalty{before == Millis{0} ? limits_.first_delay : std::min(before * 2, limits_.max_delay), now};
}

Time Admission::open_at(const std::string& source) const {
    const auto p = penalties_.find(source);
    return p == penalties_.end() ? Time{} : p->second.last_wrong + p->second.delay;
}

}  // namespace gomoku::net
