#pragma once
// The words of network play, in English and 简体中文: a table of its own
// beside text.hpp's, a switch with no default in each language, so a
// missing translation does not compile. Placeholders as in text.hpp.

#include <initializer_list>
#include <string>

#include "text.hpp"

namespace gomoku {

enum class NetMsg {
    title,
    plain,          // not encrypted
    listening_all,  // {port}
    listening_one,  // {address}
    join_at,
    code,           // {code}
    waiting,
    wrong_code_seen,
    cannot_listen,  // {address} {reason}
    no_random,
    bad_address,    // {address}
    name_prompt,
    code_prompt,    // {address}
    bad_code,
    connecting,     // {address}
    cannot_connect, // {address} {reason}
    timed_out,      // {address}
    connected,      // {name} {colour}
    your_move,
    their_move,     // {name}
    over_prompt,
    peer_played,    // {name} {move}
    peer_resigned,  // {name}
    offer_undo,     // {name}
    offer_draw,
    offer_again,
    offered,        // {what}
    accepted,       // {name} {what}
    declined,       // {name} {what}
    lapsed,         // {name}
    lapsed_nothing_to_undo,  // {name}
    undone_one,     // one move taken back
    undone,         // {moves}, more than one
    drawn,
    new_game,       // {n}
    chat,           // {name} {text}
    not_in_network, // {command}
    not_your_turn,  // {name}
    awaiting_answer,
    answer_first,   // {name}
    no_offer,
    say_refused,
    not_over,
    what_undo,
    what_draw,
    what_again,
    end_quit,       // {name}
    end_code,
    end_version,    // {theirs} {ours}
    end_protocol,   // {detail}
    end_terms_refused,  // {rule}
    end_illegal,    // {detail}
    end_desync,     // {detail}
    end_too_long,
    end_flood,
    end_slow,
    end_busy,
    end_impostor,       // the other side could not prove it is the host
    end_impostor_peer,  // the joiner could not check this host's proof
    end_lost,
    end_stalled,
    lost_waiting,   // {name}: the host waits for the joiner to come back
    lost_redialing, // {address}: the joiner dials again
    lost_prompt,
    resumed,        // {name}
    resumed_again,  // {name}: this side's last move never reached them
    end_other,      // {detail}
    end_you_left,
    result_agreed,
    result_abandoned,
    kept,           // {file}
    leave_prompt,
    how_host,
    how_join,
    how_prompt,
    how_unknown,    // {input}
    version_refused,  // {theirs} {ours}
    flag_fell,        // {name}: the host called that player's flag
    time_up_waiting,  // the joiner's own clock ran out: the host calls it
    port_taken,       // {address}: another program has the port; trying again
    ssh_connecting,   // {address}: the terminal is ssh's for its questions
    ssh_missing,      // no ssh on PATH
    ssh_cannot_start, // {reason}
    ssh_failed,       // {reason}: ssh's last word
    old_network_game, // {file}: kept by protocol version 1, not to be taken up
    confirm_leave,    // {name}: leaving a game in play ends it for both
    count_  // keep last
};

inline constexpr int net_msg_count = static_cast<int>(NetMsg::count_);

std::string tr(Lang lang, NetMsg m, std::initializer_list<Arg> args = {});

}  // namespace gomoku
