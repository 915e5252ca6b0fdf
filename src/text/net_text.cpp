#include "net_text.hpp"

namespace gomoku {

namespace {

const char* english(NetMsg m) {
    switch (m) {
        case NetMsg::title: return "Play over the network";
        case NetMsg::plain: return "Authenticated, not encrypted. Across the internet, join through ssh (man gomoku).";
        case NetMsg::listening_all: return "Listening on every interface, port {port}.";
        case NetMsg::listening_one: return "Listening on {address}.";
        case NetMsg::join_at: return "The other player joins with one of:";
        case NetMsg::code: return "Join code: {code}";
        case NetMsg::waiting: return "Waiting for the other player. q or Escape leaves: ";
        case NetMsg::wrong_code_seen: return "Someone typed a wrong code.";
        case NetMsg::cannot_listen: return "Cannot listen on {address}: {reason}";
        case NetMsg::no_random: return "No random join code could be drawn from /dev/urandom.";
        case NetMsg::bad_address: return "Not an address to use: {address} (numbers, like 192.168.1.20:5005 or [::1]:5005, or ssh://USER@HOST/5005)";
        case NetMsg::name_prompt: return "Your name (Enter for {name}, Esc goes back): ";
        case NetMsg::code_prompt: return "Join code for {address} (Esc or q leaves): ";
        case NetMsg::bad_code: return "A join code is 9 letters and digits, like 7KQ-M2X-PA9.";
        case NetMsg::connecting: return "Connecting to {address}. q or Escape leaves.";
        case NetMsg::cannot_connect: return "Cannot connect to {address}: {reason}";
        case NetMsg::timed_out: return "No answer from {address}.";
        case NetMsg::connected: return "Playing {name} over the network. You play {colour}.";
        case NetMsg::your_move: return "Your move (say TEXT, draw, undo, resign, q): ";
        case NetMsg::their_move: return "{name} to play (say TEXT, draw, q): ";
        case NetMsg::over_prompt: return "again, say TEXT, or q to leave: ";
        case NetMsg::peer_played: return "{name} played {move}.";
        case NetMsg::peer_resigned: return "{name} resigned.";
        case NetMsg::offer_undo: return "{name} asks to take back a move: accept or decline?";
        case NetMsg::offer_draw: return "{name} offers a draw: accept or decline?";
        case NetMsg::offer_again: return "{name} offers another game: accept or decline?";
        case NetMsg::offered: return "You offered {what}; waiting for the answer.";
        case NetMsg::accepted: return "{name} accepted {what}.";
        case NetMsg::declined: return "{name} declined {what}.";
        case NetMsg::lapsed: return "{name}'s offer came after the game moved on: declined.";
        case NetMsg::lapsed_nothing_to_undo: return "{name} asked to take back a move but has made none: declined.";
        case NetMsg::undone_one: return "One move taken back.";
        case NetMsg::undone: return "{moves} moves taken back.";
        case NetMsg::drawn: return "Draw agreed.";
        case NetMsg::new_game: return "Game {n} begins.";
        case NetMsg::chat: return "{name}: {text}";
        case NetMsg::not_in_network: return "{command} is not available in a network game.";
        case NetMsg::not_your_turn: return "It is {name}'s turn.";
        case NetMsg::awaiting_answer: return "Your offer waits for its answer.";
        case NetMsg::answer_first: return "Answer {name}'s offer first: accept or decline.";
        case NetMsg::no_offer: return "There is no offer to answer.";
        case NetMsg::say_refused: return "say: one line of text, at most 64 columns.";
        case NetMsg::not_over: return "Another game can be offered once this one is over.";
        case NetMsg::what_undo: return "an undo";
        case NetMsg::what_draw: return "a draw";
        case NetMsg::what_again: return "another game";
        case NetMsg::end_quit: return "{name} left the game.";
        case NetMsg::end_code: return "The join code was wrong.";
        case NetMsg::end_version: return "The other side speaks protocol version {theirs}; this program speaks version {ours}.";
        case NetMsg::end_protocol: return "The other side sent something out of place ({detail}): disconnected.";
        case NetMsg::end_terms_refused: return "The other side's program does not know the rule {rule}: host with another rule.";
        case NetMsg::end_illegal: return "The rules refused the other side's move ({detail}): the game stops here; both keep the record.";
        case NetMsg::end_desync: return "The two boards differ after move {detail}: the game stops here; both keep the record.";
        case NetMsg::end_too_long: return "The other side sent a line that is too long: disconnected.";
        case NetMsg::end_flood: return "The other side sent too much too fast: disconnected.";
        case NetMsg::end_slow: return "The other side took too long: disconnected.";
        case NetMsg::end_busy: return "The host already has a game.";
        case NetMsg::end_impostor: return "The other side could not prove it is the host: nothing was sent to it.";
        case NetMsg::end_impostor_peer: return "The joiner could not check this host's proof: someone may stand between you.";
        case NetMsg::end_lost: return "The connection was lost.";
        case NetMsg::end_stalled: return "The other side stopped reading: disconnected.";
        case NetMsg::lost_waiting: return "The connection to {name} was lost. Waiting for them to come back.";
        case NetMsg::lost_redialing: return "The connection was lost. Calling {address} again.";
        case NetMsg::lost_prompt: return "Connection lost: the game waits for the other side (q leaves): ";
        case NetMsg::resumed: return "Connected to {name} again: the game goes on.";
        case NetMsg::resumed_again: return "Connected to {name} again, but your last move never reached them: make it again.";
        case NetMsg::end_other: return "The other side left ({detail}).";
        case NetMsg::end_you_left: return "You left the game.";
        case NetMsg::result_agreed: return "Drawn by agreement.";
        case NetMsg::result_abandoned: return "Abandoned.";
        case NetMsg::kept: return "The game is kept in {file}.";
        case NetMsg::leave_prompt: return "Press Enter to go back to the menu: ";
        case NetMsg::how_host: return "host [ADDR:]PORT   wait for the other player (host 5005)";
        case NetMsg::how_join: return "join HOST:PORT     join a hosted game (join 192.168.1.20:5005)";
        case NetMsg::how_prompt: return "host PORT, join ADDRESS, or q or Esc to go back: ";
        case NetMsg::how_unknown: return "\"{input}\" is neither host nor join.";
        case NetMsg::version_refused: return "A player with protocol version {theirs} was refused; this program speaks version {ours}.";
        case NetMsg::flag_fell: return "{name}'s time ran out.";
        case NetMsg::time_up_waiting: return "Your time is up: waiting for the host's clock to call it.";
        case NetMsg::port_taken: return "Cannot listen on {address}: another program has the port. Trying again.";
        case NetMsg::ssh_connecting: return "Joining {address} through ssh. Answer ssh's questions here, if it asks; Ctrl-C leaves.";
        case NetMsg::ssh_missing: return "No ssh program found on PATH: joining through ssh needs the OpenSSH client.";
        case NetMsg::ssh_cannot_start: return "ssh could not be started: {reason}";
        case NetMsg::ssh_failed: return "ssh could not join the game: {reason}";
        case NetMsg::old_network_game:
            return "The network game kept in {file} was played with protocol version 1; this program speaks version 2 "
                   "and cannot take it up. The file is left as it is.";
        case NetMsg::confirm_leave: return "Leave the game? It ends for {name} too. (y/n, Esc: no) > ";
        case NetMsg::count_: break;
    }
    return "";
}

const char* chinese(NetMsg m) {
    switch (m) {
        case NetMsg::title: return "网络对局";
        case NetMsg::plain: return "已认证，未加密。经互联网对局请经 ssh 加入（man gomoku）。";
        case NetMsg::listening_all: return "在所有网络接口上监听，端口 {port}。";
        case NetMsg::listening_one: return "在 {address} 上监听。";
        case NetMsg::join_at: return "对方可用以下地址加入：";
        case NetMsg::code: return "加入码：{code}";
        case NetMsg::waiting: return "等待对方加入。q 或 Esc 离开：";
        case NetMsg::wrong_code_seen: return "有人输入了错误的加入码。";
        case NetMsg::cannot_listen: return "无法在 {address} 上监听：{reason}";
        case NetMsg::no_random: return "无法从 /dev/urandom 取得随机加入码。";
        case NetMsg::bad_address: return "不能使用的地址：{address}（用数字，如 192.168.1.20:5005 或 [::1]:5005，或 ssh://用户@主机/5005）";
        case NetMsg::name_prompt: return "你的名字（回车用 {name}，Esc 返回）：";
        case NetMsg::code_prompt: return "{address} 的加入码（Esc 或 q 离开）：";
        case NetMsg::bad_code: return "加入码是 9 个字母和数字，如 7KQ-M2X-PA9。";
        case NetMsg::connecting: return "正在连接 {address}。q 或 Esc 离开。";
        case NetMsg::cannot_connect: return "无法连接 {address}：{reason}";
        case NetMsg::timed_out: return "{address} 没有应答。";
        case NetMsg::connected: return "与 {name} 网络对局。你执{colour}。";
        case NetMsg::your_move: return "轮到你（说 文字、和棋、悔棋、认输、q）：";
        case NetMsg::their_move: return "轮到 {name}（说 文字、和棋、q）：";
        case NetMsg::over_prompt: return "再来（再下一局）、说 文字，或 q 离开：";
        case NetMsg::peer_played: return "{name} 下在 {move}。";
        case NetMsg::peer_resigned: return "{name} 认输了。";
        case NetMsg::offer_undo: return "{name} 请求悔棋：输入“接受”或“拒绝”。";
        case NetMsg::offer_draw: return "{name} 提议和棋：输入“接受”或“拒绝”。";
        case NetMsg::offer_again: return "{name} 提议再来一局：输入“接受”或“拒绝”。";
        case NetMsg::offered: return "你提出了{what}，等待对方回答。";
        case NetMsg::accepted: return "{name} 接受了{what}。";
        case NetMsg::declined: return "{name} 拒绝了{what}。";
        case NetMsg::lapsed: return "{name} 的提议晚于棋局的变化：已拒绝。";
        case NetMsg::lapsed_nothing_to_undo: return "{name} 请求悔棋，但还没有可收回的着法：已拒绝。";
        case NetMsg::undone_one: return "收回了一步。";
        case NetMsg::undone: return "收回了 {moves} 步。";
        case NetMsg::drawn: return "双方同意和棋。";
        case NetMsg::new_game: return "第 {n} 局开始。";
        case NetMsg::chat: return "{name}：{text}";
        case NetMsg::not_in_network: return "网络对局中不能用 {command}。";
        case NetMsg::not_your_turn: return "现在轮到 {name}。";
        case NetMsg::awaiting_answer: return "你的提议还在等待回答。";
        case NetMsg::answer_first: return "请先回答 {name} 的提议：输入“接受”或“拒绝”。";
        case NetMsg::no_offer: return "没有需要回答的提议。";
        case NetMsg::say_refused: return "说：一行文字，最多 64 列。";
        case NetMsg::not_over: return "本局结束后才能提议再来一局。";
        case NetMsg::what_undo: return "悔棋";
        case NetMsg::what_draw: return "和棋";
        case NetMsg::what_again: return "再来一局";
        case NetMsg::end_quit: return "{name} 离开了对局。";
        case NetMsg::end_code: return "加入码错误。";
        case NetMsg::end_version: return "对方使用协议版本 {theirs}；本程序使用版本 {ours}。";
        case NetMsg::end_protocol: return "对方发送了不合时宜的内容（{detail}）：已断开。";
        case NetMsg::end_terms_refused: return "对方的程序不认识规则“{rule}”：请换一种规则再开局。";
        case NetMsg::end_illegal: return "规则拒绝了对方的着法（{detail}）：对局到此为止，双方都保留棋谱。";
        case NetMsg::end_desync: return "第 {detail} 手后双方棋盘不一致：对局到此为止，双方都保留棋谱。";
        case NetMsg::end_too_long: return "对方发送的行太长：已断开。";
        case NetMsg::end_flood: return "对方发送得太多太快：已断开。";
        case NetMsg::end_slow: return "对方太久没有完成：已断开。";
        case NetMsg::end_busy: return "主机已经有一局棋了。";
        case NetMsg::end_impostor: return "对方无法证明自己是主机：没有向它发送任何内容。";
        case NetMsg::end_impostor_peer: return "加入方无法核实本主机的证明：你们之间可能有人冒充。";
        case NetMsg::end_lost: return "连接中断了。";
        case NetMsg::end_stalled: return "对方不再读取：已断开。";
        case NetMsg::lost_waiting: return "与 {name} 的连接中断了，正在等待对方回来。";
        case NetMsg::lost_redialing: return "连接中断了，正在重新连接 {address}。";
        case NetMsg::lost_prompt: return "连接中断，对局等待对方（q 离开）：";
        case NetMsg::resumed: return "已与 {name} 重新连接，对局继续。";
        case NetMsg::resumed_again: return "已与 {name} 重新连接，但你的上一步没有送到：请再下一次。";
        case NetMsg::end_other: return "对方离开了（{detail}）。";
        case NetMsg::end_you_left: return "你离开了对局。";
        case NetMsg::result_agreed: return "双方同意和棋。";
        case NetMsg::result_abandoned: return "对局中断。";
        case NetMsg::kept: return "棋谱保存在 {file}。";
        case NetMsg::leave_prompt: return "按回车返回菜单：";
        case NetMsg::how_host: return "host [地址:]端口   等待对方加入（host 5005）";
        case NetMsg::how_join: return "join 主机:端口     加入对局（join 192.168.1.20:5005）";
        case NetMsg::how_prompt: return "host 端口、join 地址，或 q、Esc 返回：";
        case NetMsg::how_unknown: return "“{input}”既不是 host 也不是 join。";
        case NetMsg::version_refused: return "拒绝了使用协议版本 {theirs} 的对方；本程序使用版本 {ours}。";
        case NetMsg::flag_fell: return "{name} 的时间用完了。";
        case NetMsg::time_up_waiting: return "你的时间已用完，等待主机的计时判定。";
        case NetMsg::port_taken: return "无法在 {address} 上监听：端口被其他程序占用。正在重试。";
        case NetMsg::ssh_connecting: return "正在经 ssh 加入 {address}。如 ssh 提问，请在此回答；Ctrl-C 离开。";
        case NetMsg::ssh_missing: return "在 PATH 中找不到 ssh 程序：经 ssh 加入需要 OpenSSH 客户端。";
        case NetMsg::ssh_cannot_start: return "无法启动 ssh：{reason}";
        case NetMsg::ssh_failed: return "ssh 未能加入对局：{reason}";
        case NetMsg::old_network_game:
            return "保存在 {file} 的网络对局使用协议版本 1；本程序使用版本 2，无法继续该对局。文件保持原样。";
        case NetMsg::confirm_leave: return "离开对局吗？对局对 {name} 也就此结束。(y/n，Esc：否) > ";
        case NetMsg::count_: break;
    }
    return "";
}

}  // namespace

std::string tr(Lang lang, NetMsg m, std::initializer_list<Arg> args) {
    return fill(lang == Lang::zh ? chinese(m) : english(m), args);
}

}  // namespace gomoku
