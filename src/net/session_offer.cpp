// The session's offers: undo, draw and another game, each offered by one
// side and answered by the other, each naming its game and the moment it
// was made (session.hpp says how they fit).
#include "session.hpp"

namespace gomoku::net {

namespace {

Message offer_message(Message::Type t, OfferKind kind, int game, std::size_t number) {
    Message m;
    m.type = t;
    m.offer = kind;
    m.game = game;
    m.number = number;
    return m;
}

}  // namespace

std::size_t Session::offer_number(OfferKind k) const {
    return k == OfferKind::again ? static_cast<std::size_t>(game_number_) : game_->applied();
}

bool Session::offer_valid(OfferKind k, int game, std::size_t number, Seat by) const {
    if (game != game_number_ || number != offer_number(k)) return false;
    switch (k) {
        case OfferKind::undo: return conclusion_ == Conclusion::playing && undo_target(*game_, by).has_value();
        case OfferKind::draw: return conclusion_ == Conclusion::playing;
        case OfferKind::again: return conclusion_ == Conclusion::over || conclusion_ == Conclusion::agreed_draw;
    }
    return false;
}

void Session::peer_offer(const Message& m) {
    if (theirs_) return end(Ending::protocol, false, "offer");
    const Message decline = offer_message(Message::Type::decline, m.offer, m.game, m.number);
    if (!offer_valid(m.offer, m.game, m.number, peer_seat())) {
        send(decline);
        Notice n;
        n.kind = Notice::Kind::lapsed;
        n.offer = m.offer;
        // The same moment, and still nothing to take back: not late, only empty.
        const bool now = m.game == game_number_ && m.number == offer_number(m.offer) && conclusion_ == Conclusion::playing;
        if (m.offer == OfferKind::undo && now) n.lapse = Notice::Lapse::nothing_to_undo;
        return notify(n);
    }
    if (mine_ && !mine_->lapsed) {
        // Two offers crossed. The same draw or rematch: both sides agree.
        if (mine_->kind == m.offer && mine_->game == m.game && mine_->number == m.number && m.offer != OfferKind::undo) {
            Pending crossed = *mine_;
            crossed.lapsed = true;
            mine_.reset();
            agreed_ = Agreement{m.offer, m.game, m.number, position_digest(*game_)};
            if (role_ == Role::joiner && m.offer == OfferKind::draw) before_agreed_ = BeforeAgreed{*game_, crossed};
            Notice n;
            n.kind = Notice::Kind::answered;
            n.offer = m.offer;
            n.accepted = true;
            notify(n);
            carry_out(m.offer, peer_seat());
            agreed_->after = position_digest(*game_);
            return;
        }
        // Any other two: the host's stands.
        if (role_ == Role::host) return send(decline);
        mine_->lapsed = true;
    }
    theirs_ = Pending{m.offer, m.game, m.number, false};
    Notice n;
    n.kind = Notice::Kind::offer;
    n.offer = m.offer;
    notify(n);
}

void Session::peer_answer(const Message& m) {
    // An answer from another game went with that game: its offer is gone on both sides.
    if (m.game != game_number_) return;
    if (!mine_ || mine_->kind != m.offer || mine_->number != m.number) return end(Ending::protocol, false, "answer");
    const bool accepted = m.type == Message::Type::accept;
    if (accepted && mine_->lapsed) {
        // The host called a flag as the accept came: the call stands, and the offer went with it.
        const Game& g = *game_;
        const bool flagged = conclusion_ == Conclusion::over && g.applied() > 0 &&
                             g.event(g.applied() - 1).kind == Event::Kind::time_out;
        if (role_ != Role::host || !flagged) return end(Ending::protocol, false, "answer");
        mine_.reset();
        return;
    }
    mine_.reset();
    Notice n;
    n.kind = Notice::Kind::answered;
    n.offer = m.offer;
    n.accepted = accepted;
    notify(n);
    if (accepted) carry_out(m.offer, my_seat_);
}

// An offer both players agreed to, made by `offerer`.
void Session::carry_out(OfferKind k, Seat offerer) {
    switch (k) {
        case OfferKind::undo: {
            Game& g = *game_;
            const std::size_t from = g.applied();
            const std::size_t to = undo_target(g, offerer).value_or(from);
            while (g.applied() > to) g.undo();
            acks_.clear();  // what they would have acknowledged is gone on both sides
            start_turn(now_);
            Notice n;
            n.kind = Notice::Kind::undone;
            n.from = from;
            n.to = to;
            return notify(n);
        }
        case OfferKind::draw: {
            conclusion_ = Conclusion::agreed_draw;
            Notice n;
            n.kind = Notice::Kind::drawn;
            return notify(n);
        }
        case OfferKind::again: return start_game(game_number_ + 1);
    }
}

void Session::decline_theirs() {
    if (!theirs_) return;
    send(offer_message(Message::Type::decline, theirs_->kind, theirs_->game, theirs_->number));
    theirs_.reset();
}

Refused Session::offer(OfferKind k) {
    if (!connected()) return Refused::not_connected;
    if (mine_) return Refused::awaiting_answer;
    if (theirs_) return Refused::answer_first;
    switch (k) {
        case OfferKind::undo:
            if (conclusion_ != Conclusion::playing) return Refused::concluded;
            if (!undo_target(*game_, my_seat_)) return Refused::nothing_to_undo;
            break;
        case OfferKind::draw:
            if (conclusion_ != Conclusion::playing) return Refused::concluded;
            break;
        case OfferKind::again:
            if (conclusion_ == Conclusion::playing) return Refused::not_concluded;
            if (conclusion_ == Conclusion::abandoned) return Refused::not_connected;
            break;
    }
    mine_ = Pending{k, game_number_, offer_number(k), false};
    send(offer_message(Message::Type::offer, k, mine_->game, mine_->number));
    return Refused::none;
}

std::optional<OfferKind> Session::offer_from_peer() const {
    return theirs_ ? std::optional<OfferKind>(theirs_->kind) : std::nullopt;
}

std::optional<OfferKind> Session::offer_of_mine() const {
    return mine_ ? std::optional<OfferKind>(mine_->kind) : std::nullopt;
}

bool Session::answer(bool accept) {
    if (!connected() || !theirs_) return false;
    if (!accept) {
        decline_theirs();
        return true;
    }
    const Pending pending = *theirs_;
    theirs_.reset();
    agreed_ = Agreement{pending.kind, pending.game, pending.number, position_digest(*game_)};
    if (role_ == Role::joiner && pending.kind != OfferKind::again) before_agreed_ = BeforeAgreed{*game_, std::nullopt};
    send(offer_message(Message::Type::accept, pending.kind, pending.game, pending.number));
    carry_out(pending.kind, peer_seat());
    agreed_->after = position_digest(*game_);
    return true;
}

}  // namespace gomoku::net
