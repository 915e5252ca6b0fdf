// Network play's board screen: what this player types becomes the
// session's actions; what the session heard becomes the message line.
#include "clock_face.hpp"
#include "files.hpp"
#include "labels.hpp"
#include "network.hpp"
#include "problems.hpp"
#include "saved_game.hpp"
#include "width.hpp"
#include "words.hpp"

#include <ctime>
#include <utility>

namespace gomoku {

namespace {


Event event_of(Event::Kind k) {
    Event e;
    e.kind = k;
    return e;
}

}  // namespace

std::string NetworkPlay::peer() const {
    const std::string& n = link_->session().peer_name();
    return n.empty() ? "?" : n;
}

bool NetworkPlay::play() {
    net::Session& s = link_->session();
    const Game& g = s.game();
    prompt_.keys().reset_cursor(g.board().size(), g.last_move());
    const std::string colour = tr(g.colour_of(s.my_seat()) == Stone::black ? Msg::colour_black_word : Msg::colour_white_word);
    message_ = s.resumable() ? Message{lost_text(), true}
                             : Message{tr(NetMsg::connected, {{"name", peer()}, {"colour", colour}}), false};
    notices();
    prompt_.set_background(network_pump_every_ms, [this] { return pump(); });
    bool input_ended = false;
    for (;;) {
        const bool deciding = s.game().opening().deciding();
        // The board question stays while the turn goes back and forth, so what
        // the player is typing when the other side moves stays where it was.
        const Prompt how = s.ended() || deciding ? Prompt::text()
                                                 : Prompt::board(s.game().board().size(), config_.settings.vi_keys);
        const auto answer = prompt_.ask([&] { return game_frame(prompt_text()); }, message_, how);
        if (!answer) {
            if (prompt_.interrupted()) continue;
            input_ended = true;
            break;
        }
        // Any answer after the end goes back to the menu; a lost connection's game waits.
        if (s.ended() && !s.resumable()) break;
        if (!handle(*answer)) {
            s.leave();
            link_->flush();
            break;
        }
        link_->flush();
        notices();
    }
    prompt_.clear_background();
    redial_.reset();
    recall_.reset();
    rejoin_.reset();
    rejoin_pipe_.reset();
    if (!s.ended()) {
        s.leave();
        link_->flush();
    }
    keep();
    // The game is over or left: the port and the ssh under it go with it.
    lobby_.reset();
    ssh_pipe_.reset();
    return !input_ended;
}

bool NetworkPlay::pump() {
    if (link_->session().resumable()) return recover();
    const net::Time t = network_now();
    pump_lobby(t);
    if (!link_->open()) return false;
    link_->pump(t);
    const bool ended = link_->session().ended();
    std::vector<net::Notice> n = link_->session().take_notices();
    if (n.empty() && !ended) return clock_face_due(t);
    // Put them back for notices(): one place turns them into words.
    pending_ = std::move(n);
    notices();
    return true;
}

// A live screen (cursor mode) draws the clock of the side to act again
// whenever its face would read differently; a line-mode screen never does.
bool NetworkPlay::clock_face_due(net::Time t) {
    const net::Session& s = link_->session();
    if (!prompt_.cursor_mode() || !s.has_game() || !s.connected() || s.conclusion() != net::Conclusion::playing) return false;
    const Game& g = s.game();
    if (!g.setup().clock.timed()) return false;
    const TimeLeft left = time_left(g.setup().clock, g.clock(g.seat_to_act()), s.turn_spent(t));
    const std::string face = clock_face(g.setup().clock, left);
    if (face == face_drawn_) return false;
    face_drawn_ = face;
    return true;
}

void NetworkPlay::notices() {
    net::Session& s = link_->session();
    std::vector<net::Notice> all = std::move(pending_);
    pending_.clear();
    for (net::Notice& n : s.take_notices()) all.push_back(std::move(n));
    const auto what = [this](net::OfferKind k) {
        switch (k) {
            case net::OfferKind::undo: return tr(NetMsg::what_undo);
            case net::OfferKind::draw: return tr(NetMsg::what_draw);
            case net::OfferKind::again: return tr(NetMsg::what_again);
        }
        return std::string();
    };
    for (const net::Notice& n : all) {
        using K = net::Notice::Kind;
        switch (n.kind) {
            case K::connected: break;
            case K::event:
                if (n.event.kind == Event::Kind::time_out) {
                    // The host called a flag: either player's, told on both screens.
                    const bool mine = s.game().seat_of(n.event.by) == s.my_seat();
                    message_ = Message{tr(NetMsg::flag_fell, {{"name", mine ? me_ : peer()}}), false};
                    break;
                }
                message_ = n.event.kind == Event::Kind::resign
                               ? Message{tr(NetMsg::peer_resigned, {{"name", peer()}}), false}
                               : Message{tr(NetMsg::peer_played, {{"name", peer()}, {"move", event_phrase(n.event, view().lang)}}),
                                         false};
                prompt_.keys().reset_cursor(s.game().board().size(), s.game().last_move());
                break;
            case K::offer:
                message_ = Message{tr(n.offer == net::OfferKind::undo   ? NetMsg::offer_undo
                                      : n.offer == net::OfferKind::draw ? NetMsg::offer_draw
                                                                        : NetMsg::offer_again,
                                      {{"name", peer()}}),
                                   false};
                break;
            case K::answered:
                message_ = Message{tr(n.accepted ? NetMsg::accepted : NetMsg::declined, {{"name", peer()}, {"what", what(n.offer)}}), !n.accepted};
                break;
            case K::lapsed:
                message_ = Message{tr(n.lapse == net::Notice::Lapse::nothing_to_undo ? NetMsg::lapsed_nothing_to_undo
                                                                                     : NetMsg::lapsed,
                                      {{"name", peer()}}),
                                   false};
                break;
            case K::undone:
                message_ = Message{n.from - n.to == 1 ? tr(NetMsg::undone_one)
                                                      : tr(NetMsg::undone, {{"moves", std::to_string(n.from - n.to)}}),
                                   false};
                break;
            case K::drawn: message_ = Message{tr(NetMsg::drawn), false}; break;
            case K::new_game:
                message_ = Message{tr(NetMsg::new_game, {{"n", std::to_string(s.game_number())}}), false};
                kept_said_ = false;
                break;
            case K::chat: message_ = Message{tr(NetMsg::chat, {{"name", peer()}, {"text", n.text}}), false}; break;
            case K::ended:
                message_ = s.resumable() ? Message{lost_text(), true} : Message{ending_text(), n.ending != net::Ending::quit};
                break;
            case K::resumed:
                message_ = Message{tr(n.from > n.to ? NetMsg::resumed_again : NetMsg::resumed, {{"name", peer()}}), false};
                prompt_.keys().reset_cursor(s.game().board().size(), s.game().last_move());
                break;
        }
    }
    // The sitting's score: a game counts once, when it is first seen over.
    if (s.has_game() && s.game().over() && scored_game_ != s.game_number()) {
        scored_game_ = s.game_number();
        if (const auto winner = s.game().outcome().winner) ++wins_[s.game().seat_of(*winner) == s.my_seat() ? 0 : 1];
    }
    keep();
}

std::string NetworkPlay::lost_text() const {
    if (link_->session().role() == net::Role::host) return tr(NetMsg::lost_waiting, {{"name", peer()}});
    return tr(NetMsg::lost_redialing, {{"address", ssh_ ? net::ssh_route_text(*ssh_) : net::endpoint_text(where_)}});
}

std::string NetworkPlay::ending_text() const {
    const net::Session& s = link_->session();
    using E = net::Ending;
    const std::string detail = s.ending_detail().empty() ? std::string("-") : s.ending_detail();
    if (!s.ended_by_peer() && s.ending() == E::quit) return tr(NetMsg::end_you_left);
    switch (s.ending()) {
        case E::none: return {};
        case E::quit: return tr(NetMsg::end_quit, {{"name", peer()}});
        case E::code: return tr(NetMsg::end_code);
        case E::version:
            return tr(NetMsg::end_version, {{"theirs", std::to_string(s.peer_version())}, {"ours", std::to_string(net::protocol_version)}});
        case E::protocol:
            // An older joiner refuses terms it cannot read, such as a rule
            // newer than it is, by naming the setup line it could not read.
            if (s.terms_refused()) return tr(NetMsg::end_terms_refused, {{"rule", rule_label(s.terms().setup.rule, view().lang)}});
            return tr(NetMsg::end_protocol, {{"detail", detail}});
        case E::illegal: return tr(NetMsg::end_illegal, {{"detail", detail}});
        case E::desync: return tr(NetMsg::end_desync, {{"detail", detail}});
        case E::too_long: return tr(NetMsg::end_too_long);
        case E::flood: return tr(NetMsg::end_flood);
        case E::slow: return tr(NetMsg::end_slow);
        case E::busy: return tr(NetMsg::end_busy);
        case E::impostor: return tr(s.ended_by_peer() ? NetMsg::end_impostor_peer : NetMsg::end_impostor);
        case E::lost: return tr(NetMsg::end_lost);
        case E::stalled: return tr(NetMsg::end_stalled);
        case E::other: return tr(NetMsg::end_other, {{"detail", detail}});
    }
    return {};
}

std::string NetworkPlay::prompt_text() const {
    const net::Session& s = link_->session();
    // The rules core knows nothing of a draw agreed or a game abandoned: the prompt says it.
    const std::string how = s.conclusion() == net::Conclusion::agreed_draw ? tr(NetMsg::result_agreed) + " "
                            : s.conclusion() == net::Conclusion::abandoned ? tr(NetMsg::result_abandoned) + " "
                                                                           : std::string();
    if (s.resumable()) return tr(NetMsg::lost_prompt);
    if (s.ended()) return how + tr(NetMsg::leave_prompt);
    if (s.conclusion() != net::Conclusion::playing) return how + tr(NetMsg::over_prompt);
    return s.my_turn() ? tr(NetMsg::your_move) : tr(NetMsg::their_move, {{"name", peer()}});
}

Frame NetworkPlay::game_frame(const std::string& prompt) const {
    const net::Session& s = link_->session();
    const Game& g = s.game();
    const std::string& me = me_;
    const std::string first = s.my_seat() == Seat::first ? me : peer();
    const std::string second = s.my_seat() == Seat::first ? peer() : me;
    const bool first_black = g.seat_of(Stone::black) == Seat::first;
    GameView v{g, Names{first_black ? first : second, first_black ? second : first, first, second}, message_, prompt};
    v.turn_ms = s.turn_spent(network_now());
    // Seats change hands between games; the players' wins stay theirs.
    const bool mine_black = g.seat_of(Stone::black) == s.my_seat();
    v.score = Score{wins_[mine_black ? 0 : 1], wins_[mine_black ? 1 : 0]};
    return render_game(v, view(), prompt_.cursor());
}

void NetworkPlay::refusal(net::Refused r) {
    using R = net::Refused;
    switch (r) {
        case R::none: return;
        case R::not_connected: message_ = Message{tr(NetMsg::end_lost), true}; return;
        case R::concluded: message_ = Message{tr(Msg::err_game_over), true}; return;
        case R::not_your_turn: message_ = Message{tr(NetMsg::not_your_turn, {{"name", peer()}}), true}; return;
        case R::awaiting_answer: message_ = Message{tr(NetMsg::awaiting_answer), true}; return;
        case R::answer_first: message_ = Message{tr(NetMsg::answer_first, {{"name", peer()}}), true}; return;
        case R::rules: return;  // act() says the rules' own words
        case R::nothing_to_undo: message_ = Message{tr(Msg::nothing_to_undo), true}; return;
        case R::not_concluded: message_ = Message{tr(NetMsg::not_over), true}; return;
        case R::text: message_ = Message{tr(NetMsg::say_refused), true}; return;
    }
}

void NetworkPlay::act(const Event& e) {
    const net::ActResult r = link_->session().act(e, network_now());
    if (r.refused == net::Refused::rules) {
        const std::string point = to_notation(e.point);
        switch (r.play.refusal) {
            case Refusal::occupied: message_ = Message{tr(Msg::err_occupied, {{"point", point}}), true}; break;
            case Refusal::forbidden:
                message_ = Message{tr(Msg::err_forbidden, {{"point", point}, {"shape", shape_label(r.play.forbidden, view().lang)}}), true};
                break;
            case Refusal::decision_pending: message_ = Message{tr(Msg::err_decision_pending), true}; break;
            case Refusal::out_of_time: message_ = Message{tr(NetMsg::time_up_waiting), true}; break;
            case Refusal::none:
            case Refusal::not_now:
            case Refusal::off_board:
            case Refusal::game_over: message_ = Message{tr(Msg::err_game_over), true}; break;
        }
        return;
    }
    if (r.ok()) message_ = Message{};
    refusal(r.refused);
}

bool NetworkPlay::handle(const Answer& answer) {
    net::Session& s = link_->session();
    if (answer.kind == Answer::Kind::point) {
        Event e = event_of(Event::Kind::move);
        e.point = answer.point;
        act(e);
        return true;
    }
    if (answer.kind == Answer::Kind::line) return handle_line(answer.text);
    if (answer.kind != Answer::Kind::command) return true;
    switch (answer.command) {
        case Command::quit:
        case Command::menu: {
            // Leaving a game in play ends it for the other player too: asked first, as a local game asks.
            if (s.ended() || !s.has_game() || s.conclusion() != net::Conclusion::playing) return false;
            // The question has the rows under the board to itself, so it reads whole;
            // what was said before comes back unless something newer came meanwhile.
            const Message said = std::exchange(message_, Message{});
            const auto yes = prompt_.yes_no([&] { return game_frame(tr(NetMsg::confirm_leave, {{"name", peer()}})); });
            if (message_.text.empty()) message_ = said;
            if (!yes) return false;
            if (*yes) return false;
            message_ = Message{tr(Msg::quit_cancelled), false};
            return true;
        }
        case Command::resign: act(event_of(Event::Kind::resign)); return true;
        case Command::pass: act(event_of(Event::Kind::pass)); return true;
        case Command::two: act(event_of(Event::Kind::place_two)); return true;
        case Command::black:
        case Command::white: {
            Event e = event_of(Event::Kind::choose);
            e.choice = answer.command == Command::black ? Stone::black : Stone::white;
            act(e);
            return true;
        }
        case Command::undo: {
            const net::Refused r = s.offer(net::OfferKind::undo);
            if (r == net::Refused::none) message_ = Message{tr(NetMsg::offered, {{"what", tr(NetMsg::what_undo)}}), false};
            refusal(r);
            return true;
        }
        case Command::redo:
        case Command::save:
        case Command::load:
        case Command::export_moves:
        case Command::help:
        case Command::hint:
        case Command::solve:
        case Command::messages: break;
    }
    std::string name;
    for (const CommandName& c : command_table)
        if (c.command == answer.command) name = std::string(c.name);
    message_ = Message{tr(NetMsg::not_in_network, {{"command", name}}), true};
    return true;
}

bool NetworkPlay::handle_line(const std::string& line) {
    net::Session& s = link_->session();
    const auto offer = [&](net::OfferKind k, NetMsg what) {
        const net::Refused r = s.offer(k);
        if (r == net::Refused::none) message_ = Message{tr(NetMsg::offered, {{"what", tr(what)}}), false};
        refusal(r);
        return true;
    };
    if (const std::optional<NetworkWord> w = read_network_word(line)) {
        switch (w->kind) {
            case NetworkWord::Kind::say: {
                const net::Refused r = s.say(w->text);
                if (r == net::Refused::none)
                    message_ = Message{tr(NetMsg::chat, {{"name", me_}, {"text", std::string(w->text)}}), false};
                refusal(r);
                return true;
            }
            case NetworkWord::Kind::draw: return offer(net::OfferKind::draw, NetMsg::what_draw);
            case NetworkWord::Kind::again: return offer(net::OfferKind::again, NetMsg::what_again);
            case NetworkWord::Kind::accept:
            case NetworkWord::Kind::decline:
                if (!s.answer(w->kind == NetworkWord::Kind::accept)) message_ = Message{tr(NetMsg::no_offer), true};
                else message_ = Message{};
                return true;
        }
    }
    const GameInput in = read_game_input(line, s.game().board().size());
    switch (in.kind) {
        case GameInput::Kind::empty: message_ = Message{}; return true;
        case GameInput::Kind::point: {
            Event e = event_of(Event::Kind::move);
            e.point = *in.parse.point;
            act(e);
            return true;
        }
        case GameInput::Kind::bad_point:
        case GameInput::Kind::unknown_command:
            message_ = Message{tr(Msg::err_unknown_command, {{"input", shown_text(in.typed, 24)}}), true};
            return true;
        case GameInput::Kind::command: break;
    }
    Answer a;
    a.kind = Answer::Kind::command;
    a.command = in.command;
    return handle(a);
}

}  // namespace gomoku
