// 简体中文表。每一行不超过 80 列（汉字按两列计）。
#include "text.hpp"

namespace gomoku {

const char* chinese_text(Msg m) {
    switch (m) {
        case Msg::app_title: return "五子棋 · gomoku";
        case Msg::goodbye: return "再见。";
        case Msg::menu_continue: return "继续对局";
        case Msg::menu_new: return "新对局";
        case Msg::menu_settings: return "设置";
        case Msg::menu_help: return "帮助";
        case Msg::menu_review: return "复盘已保存的对局";
        case Msg::review_file_prompt: return "要复盘的文件（回车或 Esc 返回）> ";
        case Msg::review_status: return "复盘 · 第 {n} 手，共 {moves} 手 · {rule}";
        case Msg::review_prompt: return "回车 下一手 · p 上一手 · f 开头 · l 结尾 · 12 跳到该手 · a 分析 · q 返回 > ";
        case Msg::review_not_a_step: return "“{input}”不是复盘操作：回车、p、f、l、0 到 {moves}、a 或 q。";
        case Msg::review_at_end: return "这已经是最后一手。";
        case Msg::review_at_start: return "这是对局的开头。";
        case Msg::menu_quit: return "退出";
        case Msg::menu_not_a_choice: return "“{input}”不是菜单选项：请输入 {first} 到 {last} 的数字。";
        case Msg::colour_black: return "黑方";
        case Msg::colour_white: return "白方";
        case Msg::default_player: return "棋手{n}";
        case Msg::name_prompt: return "{colour}的名字（回车保留“{default}”，Esc 返回）> ";
        case Msg::status_to_play: return "第 {n} 手 · 轮到{colour}（{name}）· {rule}";
        case Msg::status_won_five: return "{colour}（{name}）五连获胜 · {rule}";
        case Msg::status_won_resign: return "{colour}（{name}）获胜：对方认输";
        case Msg::status_draw_full: return "和棋：棋盘已满";
        case Msg::legend_player: return "{stone} {colour}：{name}";
        case Msg::legend_last_move: return "{mark} 最后一手";
        case Msg::legend_five: return "{mark} 五连";
        case Msg::moves_header: return "棋谱";
        case Msg::move_resign: return "认输";
        case Msg::prompt_move: return "{name}（{stone}）请落子 > ";
        case Msg::hint_how_to_play: return "输入落点，例如 h8 或 8 8（先行后列）。输入 ? 查看帮助。";
        case Msg::played: return "{name} 下在 {point}。";
        case Msg::undone: return "已悔棋：{what}。";
        case Msg::redone: return "已重下：{what}。";
        case Msg::nothing_to_undo: return "没有可以悔的棋。";
        case Msg::nothing_to_redo: return "没有可以重下的棋。";
        case Msg::err_occupied: return "{point} 已经有棋子了：请选择空位。";
        case Msg::err_game_over: return "对局已结束，不能再落子。";
        case Msg::err_not_a_point: return "“{input}”既不是落点也不是命令。输入 ? 查看帮助。";
        case Msg::err_trailing: return "落点后面多了“{part}”：只需输入 h8 或 8 8。";
        case Msg::err_row_not_positive: return "第 {part} 行不在棋盘上：行号从 1 到 {size}。";
        case Msg::err_row_off_board: return "第 {part} 行超出棋盘：行号从 1 到 {size}。";
        case Msg::err_col_not_positive: return "第 {part} 列不在棋盘上：列号从 1 到 {size}。";
        case Msg::err_col_off_board: return "第 {part} 列超出棋盘：列从 A 到 {last}（1 到 {size}）。";
        case Msg::err_unknown_command: return "未知命令“{input}”。输入 ? 查看命令列表。";
        case Msg::err_too_long: return "这一行太长（超过 256 字节），已忽略。";
        case Msg::confirm_resign: return "{name}，确定认输吗？(y/n，Esc：否) > ";
        case Msg::confirm_quit: return "对局尚未结束。仍要退出吗？(y/n，Esc：否) > ";
        case Msg::resign_cancelled: return "没有认输：继续下棋。";
        case Msg::quit_cancelled: return "没有退出：继续下棋。";
        case Msg::result_won_five: return "{name}（{colour}）五连获胜，共 {moves}。";
        case Msg::result_won_resign: return "{name}（{colour}）获胜，共 {moves}：{loser} 认输。";
        case Msg::result_draw: return "和棋：下了 {moves}后棋盘已满。";
        case Msg::result_score: return "比分：{a} {wins_a} - {wins_b} {b}";
        case Msg::result_prompt: return "1 再来一局（交换黑白）· 2/Esc 菜单 · 3 退出 · 4 复盘 · 保存 [文件] > ";
        case Msg::settings_title: return "设置";
        case Msg::setting_size: return "棋盘大小：{value}";
        case Msg::setting_rule: return "规则：{value}";
        case Msg::setting_language: return "语言：{value}";
        case Msg::setting_symbols: return "棋子符号：{value}";
        case Msg::setting_colours: return "颜色：{value}";
        case Msg::setting_back: return "返回菜单";
        case Msg::value_unicode: return "Unicode 符号（● ○）";
        case Msg::value_ascii: return "ASCII 字母（X O）";
        case Msg::value_on: return "开";
        case Msg::value_off: return "关";
        case Msg::size_prompt: return "棋盘大小 5-26（回车保留 {kept}，Esc 返回）> ";
        case Msg::err_size: return "“{input}”不是有效的棋盘大小：请输入 5 到 26 的数字。";
        case Msg::settings_saved: return "已保存。";
        case Msg::settings_not_saved: return "设置无法保存（{reason}）；本次运行期间仍然有效。";
        case Msg::menu_continue_last: return "继续上次的对局";
        case Msg::saved_to: return "已保存到 {file}。";
        case Msg::save_failed: return "无法保存到 {file}：{reason}。";
        case Msg::save_not_regular: return "{file} 不是普通文件，没有覆盖。";
        case Msg::confirm_overwrite: return "{file} 已存在。要覆盖吗？(y/n，Esc：否) > ";
        case Msg::save_cancelled: return "没有保存。";
        case Msg::load_needs_file: return "请在“载入”后面写文件名，例如：载入 对局.txt";
        case Msg::confirm_replace: return "用 {path} 替换当前对局吗？(y/n，Esc：否) > ";
        case Msg::load_cancelled: return "没有载入：继续当前对局。";
        case Msg::loaded: return "已载入 {path}：共 {n} 手。";
        case Msg::load_failed: return "未载入 {path}：{problem}";
        case Msg::load_failed_line: return "未载入 {path}:{line}：{problem}";
        case Msg::export_moves: return "着法：{text}";
        case Msg::export_without_resign: return "着法：{rest}（着法串无法记录认输）";
        case Msg::export_too_long: return "着法串有 {n} 个字符，太长无法显示；“保存”会把它完整存下。";
        case Msg::export_failed: return "无法导出：{problem}";
        case Msg::export_empty: return "还没有着法，无可导出。";
        case Msg::autosave_off: return "自动保存已关闭（{reason}）；可用“保存”手动保存。";
        case Msg::autosave_no_directory: return "自动保存已关闭：XDG_STATE_HOME 和 HOME 都不可用。";
        case Msg::autosave_unreadable: return "自动保存无法读取（{reason}）；下一局将替换它。";
        case Msg::settings_not_read: return "设置未读取（{reason}）：{file}";
        case Msg::autosave_locked: return "自动保存已关闭：另一个 gomoku（进程 {pid}）正在使用。";
        case Msg::rec_too_large: return "超过 1 MiB，不像棋谱";
        case Msg::rec_empty: return "文件是空的";
        case Msg::rec_binary: return "这不是文本文件";
        case Msg::rec_newer_version: return "需要更新的 gomoku（版本 {detail}）";
        case Msg::rec_malformed_line: return "无法读懂“{detail}”";
        case Msg::rec_unknown_value: return "未知的值“{detail}”";
        case Msg::rec_duplicate_header: return "“{detail}”出现了两次";
        case Msg::rec_unsupported_size: return "棋盘大小 {detail} 不在 5-26 内";
        case Msg::rec_off_board: return "{detail} 不在棋盘上";
        case Msg::rec_occupied: return "{detail} 已经有棋子";
        case Msg::rec_after_end: return "“{detail}”在对局结束之后";
        case Msg::rec_illegal_move: return "规则不允许 {detail}";
        case Msg::rec_too_many_moves: return "着法比棋盘的交叉点还多";
        case Msg::rec_result_mismatch: return "着法得出 {gives}，不是 {detail}";
        case Msg::rec_cannot_hold: return "这种格式无法容纳“{detail}”";
        case Msg::rec_unwritable_text: return "无法写入“{detail}”";
        case Msg::cli_file_conflict: return "gomoku：{option} 与 {path} 矛盾：文件里是 {actual}";
        case Msg::cli_cannot_load: return "gomoku：无法载入 {path}：{problem}";
        case Msg::cli_cannot_load_line: return "gomoku：{path}:{line}：{problem}";
        case Msg::cli_two_files: return "gomoku：一次只能打开一局：“{value}”多余了";
        case Msg::cli_nothing_to_resume: return "gomoku：没有可以继续的未完成对局";
        case Msg::rule_freestyle: return "无禁手";
        case Msg::rule_standard: return "标准（恰好五连）";
        case Msg::rule_renju: return "连珠（有禁手）";
        case Msg::rule_caro: return "越南规则";
        case Msg::rule_caro_strict: return "越南规则（恰好五连）";
        case Msg::help_title: return "帮助";
        case Msg::help_page_1:
            return "怎么下\n"
                   "\n"
                   "两位棋手轮流把棋子放在空的交叉点上，黑方先行。先在横、竖或斜方向\n"
                   "连成不间断的五子者获胜。如果棋盘下满仍无人获胜，则为和棋。\n"
                   "\n"
                   "规则：\n"
                   "  无禁手  五子或更多连成一线即获胜（默认）。\n"
                   "  标准    恰好五子才算获胜；六子或更长的长连不算。\n"
                   "  连珠    黑方不能下三三、四四或长连（禁手会被拒绝，严格模式下判负）。\n"
                   "  越南规则  五子或更多获胜，但两端都被对方堵住的五连不算（棋盘边不算堵）。\n"
                   "  越南规则（恰好五连）  恰好五子，且两端没有都被堵住。\n"
                   "开局规则：自由开局；交换开局（先放三子，由对方选择颜色）；二次交换\n"
                   "开局（对方也可以再放两子，把选择权交回）。\n"
                   "\n"
                   "在“设置”里选择棋盘大小（5 到 26）和规则。每局结束后双方交换黑白，\n"
                   "并记录本次的比分。";
        case Msg::help_page_2:
            return "输入落点\n"
                   "\n"
                   "列用字母表示（从左起 A、B、C……，不跳过任何字母）；行用数字表示，\n"
                   "第 1 行在最下面。15x15 棋盘的中心是 H8。\n"
                   "\n"
                   "下面任何一种写法都表示 H8：\n"
                   "  h8   H8   h 8   8h   8 h   H08\n"
                   "  8 8   8,8     两个数字：先行号，后列号\n"
                   "\n"
                   "也可以使用全角数字和中文逗号，例如 ８，８。\n"
                   "\n"
                   "最后一手用方括号标出，例如 {last}；对局获胜后，棋盘上会标出获胜的五连。";
        case Msg::help_page_3:
            return "命令（在落子提示处输入，不分大小写）\n"
                   "\n"
                   "  undo    u   悔棋（悔棋步数不限），也可输入“悔棋”\n"
                   "  redo    r   重下刚才悔掉的棋，也可输入“重下”\n"
                   "  resign      认输（会先确认），也可输入“认输”\n"
                   "  help    ?   显示本帮助，也可输入“帮助”\n"
                   "  menu        返回菜单；对局会保留，也可输入“菜单”\n"
                   "  quit    q   退出（对局未结束时会先确认），也可输入“退出”\n"
                   "  pass        弃权；双方连续弃权为和棋，也可输入“弃权”\n"
                   "  hint    t   电脑为当前一方推荐一手，标为 ?，不会落子；也可输入“提示”\n"
                   "  solve       为当前一方寻找必胜：给出必胜路线，或说明搜索的深度；\n"
                   "              也可输入“求解”\n"
                   "  black   b   交换开局时选择执黑，也可输入“黑”\n"
                   "  white   w   交换开局时选择执白，也可输入“白”\n"
                   "  two         二次交换开局时再放两子，也可输入“两子”\n"
                   "\n"
                   "人机对战时，悔棋会连同电脑的应手一起撤回。\n"
                   "在任何提示处按 Ctrl-D（输入结束）即可退出。";
        case Msg::help_page_files:
            return "保存与载入\n"
                   "\n"
                   "  save [文件]  把对局保存到文件（覆盖前会先确认），也可输入“保存”；\n"
                   "               不写文件名时保存为当前目录下的 gomoku-日期-时间.txt\n"
                   "  load 文件    载入保存的对局，替换当前对局，也可输入“载入”\n"
                   "  export       把着法显示为一行，例如 h8i9j10，也可输入“导出”\n"
                   "  messages     完整显示最近的全部消息（窄屏会截短过长的消息），\n"
                   "               也可输入“消息”\n"
                   "\n"
                   "每一步都会自动保存：程序意外退出或按 Ctrl-D 后，菜单里会出现\n"
                   "“继续上次的对局”。";
        case Msg::help_footer: return "第 {page}/{pages} 页 · 回车 下一页 · p 上一页 · q 返回 > ";
        case Msg::help_not_a_choice: return "按回车看下一页，按 p 看上一页，按 q 返回。";
        case Msg::too_small: return "终端大小为 {have}；此画面需要 {need}。请把窗口调大。";
        case Msg::cli_usage:
            return "用法：gomoku [--size N] [--rule R] [--strict]\n"
                   "             [--opening free|swap|swap2] [--clock T] [--lang en|zh]\n"
                   "             [--ascii] [--no-color] [--line] [--no-mouse]\n"
                   "             [--resume | [--load] 文件 | --replay 文件] [--format F]\n"
                   "             [--vs-computer black|white] [--level L] [--think-time S]\n"
                   "             [--nodes N] [--seed N] [--host [地址:]端口 | --join 主机:端口]\n"
                   "             [--help] [--version]\n"
                   "      gomoku --analyse 文件 [--think-time S | --nodes N] [--lang en|zh]\n"
                   "      gomoku --puzzle [shipped|own|文件] [--lang en|zh]\n"
                   "      gomoku --pbrain [--level L] [--think-time S] [--nodes N] [--seed N]";
        case Msg::cli_help:
            return "两人在同一终端上对弈的五子棋，也可与电脑对弈。\n"
                   "\n"
                   "  --size N        棋盘大小，5 到 26（默认 15）\n"
                   "  --rule R        freestyle（五子或更多获胜，默认）、standard\n"
                   "                  （恰好五子获胜）、renju（黑方有禁手）、\n"
                   "                  caro（两端被堵的五连不算）或 caro-strict（长连也不算）\n"
                   "  --strict        连珠：禁手判负，而不是拒绝落子\n"
                   "  --opening O     free（默认）、swap 或 swap2\n"
                   "  --clock T       每位棋手的棋钟：none（默认）、10m（包干）、\n"
                   "                  5m+3s（每步加 3 秒）或 10m/30sx3（之后三次 30 秒读秒）；\n"
                   "                  时间单位 h、m、s，如 1h30m\n"
                   "  --lang L        en（English）或 zh（简体中文）；默认按系统语言\n"
                   "  --ascii         用 X 和 O 代替 ● 和 ○ 显示棋子\n"
                   "  --no-color      不使用颜色（设置了 NO_COLOR 时也是如此）\n"
                   "  --line          即使在终端上也逐行输入落点\n"
                   "                  （否则用方向键在棋盘上移动光标）\n"
                   "  --no-mouse      光标模式下不接收鼠标点击\n"
                   "  --resume        直接继续上次未完成的对局\n"
                   "  --load 文件     从文件里保存的对局开始（也可写 gomoku 文件）；\n"
                   "                  棋盘大小和规则以文件为准，选项必须与之一致\n"
                   "  --replay 文件   逐手复盘文件里的对局\n"
                   "  --puzzle [题集] 做习题：shipped（默认）、own（你错过的必胜）或习题文件\n"
                   "  --analyse 文件  输出文件里的对局，附引擎对每一手的标记（?! ? ?\?）、\n"
                   "                  更好的走法和统计，然后退出；每个局面 1 秒，\n"
                   "                  或 --think-time S，或 --nodes N（每次输出相同）\n"
                   "  --format F      只按格式 F 读取文件：gomoku、moves（每行一手）、\n"
                   "                  string（h8i9j10）、psq（Piskvork）或 bsd（bsdgames\n"
                   "                  存档，19x19，从不自动识别）；默认自动识别\n"
                   "  --pbrain        作为电脑棋手，在标准输入输出上使用 Gomocup 协议\n"
                   "                  （以 pbrain-gomoku 的名字运行时也是如此）\n"
                   "  --vs-computer C 与电脑对弈，你执 C：black（黑）或 white（白）\n"
                   "  --level L       电脑的棋力：easy、normal 或 hard（对局中默认 normal，\n"
                   "                  --pbrain 时默认 hard）\n"
                   "  --think-time S  每步最多思考 S 秒（对局中默认 1 秒；有棋钟时按棋钟分配）\n"
                   "  --nodes N       每步搜索 N 个局面：每次走法都相同\n"
                   "  --seed N        让 easy 和 normal 级别的走法有所变化\n"
                   "  --host 端口     在网络上开一局，监听端口（或 地址:端口）；\n"
                   "                  显示给对方的加入码。未加密，仅供局域网（见手册）\n"
                   "  --join 地址     加入网络对局，地址只用数字，如 192.168.1.20:5005\n"
                   "                  或 [::1]:5005\n"
                   "  --help          显示本帮助并退出\n"
                   "  --version       显示版本并退出\n"
                   "\n"
                   "每一步都会自动保存到 $XDG_STATE_HOME/gomoku/autosave.txt\n"
                   "（否则为 ~/.local/state/gomoku/autosave.txt）。\n";
        case Msg::cli_unknown_option: return "gomoku：未知选项“{option}”";
        case Msg::cli_missing_value: return "gomoku：{option} 需要一个值";
        case Msg::cli_bad_value: return "gomoku：{option} 的值“{value}”无效（{expected}）";
        case Msg::language_name: return "简体中文";
        case Msg::err_forbidden: return "{point} 是黑方禁手：{shape}。";
        case Msg::shape_double_three: return "三三禁手";
        case Msg::shape_double_four: return "四四禁手";
        case Msg::shape_overline: return "长连禁手";
        case Msg::move_pass: return "弃权";
        case Msg::status_won_forbidden: return "{colour}（{name}）获胜：黑方下了{shape}";
        case Msg::status_draw_passes: return "和棋：双方连续弃权";
        case Msg::result_won_forbidden: return "{name}（{colour}）获胜：黑方{shape}。";
        case Msg::result_draw_passes: return "和棋：下了 {moves}后双方连续弃权。";
        case Msg::opening_free: return "自由开局";
        case Msg::opening_swap: return "交换开局";
        case Msg::opening_swap2: return "二次交换开局";
        case Msg::status_opening_place: return "开局（{opening}）：{name} 放第 {k}/{total} 子（{colour}）";
        case Msg::status_opening_choose: return "开局（{opening}）：{name} 选择执黑或执白";
        case Msg::status_opening_choose_or_two: return "开局（{opening}）：{name} 选择颜色或再放两子";
        case Msg::prompt_place: return "{name} 放{stone} > ";
        case Msg::prompt_choose: return "{name}，执黑还是执白？（黑/白）> ";
        case Msg::prompt_choose_or_two: return "{name}：执黑、执白，或再放两子？（黑/白/两子）> ";
        case Msg::chose_colour: return "{name} 执{colour}。";
        case Msg::chose_place_two: return "{name} 再放两子，然后由 {other} 选择颜色。";
        case Msg::err_decision_pending: return "请先选择颜色：输入“黑”或“白”。";
        case Msg::err_not_deciding: return "现在不需要选择颜色。";
        case Msg::err_cannot_pass: return "开局阶段不能弃权。";
        case Msg::passed: return "{name} 弃权。";
        case Msg::move_choose_black: return "选择执黑";
        case Msg::move_choose_white: return "选择执白";
        case Msg::move_place_two: return "再放两子";
        case Msg::setting_opening: return "开局规则：{value}";
        case Msg::setting_strict: return "连珠禁手判负：{value}";
        case Msg::setting_show_forbidden: return "显示黑方禁手点：{value}";
        case Msg::legend_forbidden: return "{mark} 黑方禁手点";
        case Msg::err_cannot_resign: return "开局阶段结束后才能认输。";
        case Msg::help_page_keys:
            return "棋盘上的按键\n"
                   "\n"
                   "  方向键                   光标移动一格\n"
                   "  Shift+方向键             光标跳五格\n"
                   "  Home End                 到最左或最右\n"
                   "  PgUp PgDn                到最上或最下\n"
                   "  回车或空格               在光标处落子\n"
                   "  鼠标单击                 移动光标；再点一次落子\n"
                   "  ?                        帮助\n"
                   "  Esc                      退出（先确认），与 q 相同\n"
                   "  Ctrl-L                   重新绘制整个屏幕\n"
                   "\n"
                   "其他输入都是一行文字，与不用光标时相同：h8、8 8、悔棋、u、退出。\n"
                   "回车提交，Esc 取消，退格键修改。\n"
                   "在设置中打开 vi 键后，h j k l 和 H J K L 移动光标，\n"
                   "输入的一行要以冒号开头：:h8、:悔棋。\n"
                   "电脑思考时按回车，它会立即落子。";
        case Msg::hint_cursor: return "方向键移动，回车落子；也可输入落点或命令（h8、悔棋）。? 查看帮助。";
        case Msg::err_decision_pending_two: return "请先做出选择：输入“黑”、“白”或“两子”。";
        case Msg::err_no_place_two: return "只有二次交换开局的后手方可以再放两子，且只有一次机会。";
        case Msg::colour_black_word: return "黑";
        case Msg::colour_white_word: return "白";
        case Msg::err_name_control: return "名字不能包含控制字符或非 UTF-8 字节。";
        case Msg::result_prompt_opening: return "1 再来一局（由对方开局）· 2/Esc 菜单 · 3 退出 · 4 复盘 > ";
        case Msg::err_command_argument: return "“{command}”后面不需要其他内容：只输入 {command} 即可。";
        case Msg::menu_vs_computer: return "人机对战";
        case Msg::menu_network: return "网络对局";
        case Msg::menu_puzzles: return "习题";
        case Msg::vs_colour_prompt: return "你执哪一方：1 黑（先行），2 白（回车：1，Esc：返回）> ";
        case Msg::vs_level_prompt: return "难度：1 简单，2 普通，3 困难（回车：{n}，Esc：返回）> ";
        case Msg::computer_name: return "电脑";
        case Msg::status_thinking: return "{name} 正在思考… {seconds} 秒（回车：立即落子）";
        case Msg::status_thinking_line: return "{name} 正在思考…（回车：立即落子）";
        case Msg::hint_shown: return "提示：{point}。";
        case Msg::review_analysing: return "分析中 {bar} {done}/{total} 个局面，约剩 {left}。q 或 Esc 停止。";
        case Msg::review_analysing_nodes: return "分析中 {bar} {done}/{total} 个局面。q 或 Esc 停止。";
        case Msg::review_analysis_stopped: return "分析停在 {done}/{total} 个局面；按 a 继续。";
        case Msg::review_summary: return "分析完成 · {black} ?! {bi} ? {bm} ?? {bb} · {white} ?! {wi} ? {wm} ?? {wb}";
        case Msg::review_move: return "第 {number} 手 {move}：走子方胜率 {before} -> {after}。";
        case Msg::review_better: return "代替 {played}，棋盘上按顺序编号：{line}。";
        case Msg::review_no_better: return "引擎认为这里没有更好的走法。";
        case Msg::review_not_read: return "这一手还没有分析：按 a 分析对局。";
        case Msg::solve_found: return "{name} 有必胜：{line}。";
        case Msg::solve_none: return "没有找到 {name} 的必胜（搜索了 {depth} 手深）。";
        case Msg::vi_keys_colon: return "已打开 vi 键，h j k l 用来移动光标：请先输入 :，例如 :h8 或 :悔棋。";
        case Msg::hint_cursor_vi: return "方向键或 h j k l 移动，回车落子；输入 : 再输入落点或命令。? 查看帮助。";
        case Msg::waits_for_turn: return "{input} 等轮到你时执行：{name}正在思考。";
        case Msg::err_too_many_waiting: return "现在轮到{name}：已有足够多的输入在等你的回合。";
        case Msg::typeahead_dropped: return "为棋盘输入的内容没有发送。";
        case Msg::phrase_and: return "{a} 和 {b}";
        case Msg::phrase_resign: return "认输";
        case Msg::phrase_pass: return "弃权";
        case Msg::phrase_choose_black: return "执黑的选择";
        case Msg::phrase_choose_white: return "执白的选择";
        case Msg::phrase_place_two: return "再放两子的选择";
        case Msg::legend_score: return "比分：{black} {black_wins} - {white_wins} {white}";
        case Msg::count_moves: return "{n} 手";
        case Msg::count_one_move: return "1 手";
        case Msg::menu_keys: return "1-7 或 q";
        case Msg::menu_keys_continue: return "c、1-7 或 q";
        case Msg::menu_prompt_keys: return "请选择 {keys} > ";
        case Msg::menu_not_a_key: return "“{input}”不是菜单选项：请选择 {keys}。";
        case Msg::confirm_new_game: return "开始新对局吗？未下完的对局（{moves}）将会丢失。(y/n，Esc：否) > ";
        case Msg::new_game_cancelled: return "未开始新对局：未下完的对局保留着。";
        case Msg::setting_vi_keys: return "vi 键（h j k l 移动光标）：{value}";
        case Msg::settings_keys: return "1-10，或 q、Esc 返回";
        case Msg::too_small_short: return "需要 {need}。";
        case Msg::messages_title: return "消息（最新的在最后）";
        case Msg::messages_none: return "还没有任何消息。";
        case Msg::messages_prompt: return "按回车返回棋盘 > ";
        case Msg::err_board_hidden: return "棋盘被遮住了：在终端调大之前不会落子。";
        case Msg::confirm_replace_waiting: return "用这局替换未下完的对局（{moves}）吗？(y/n，Esc：否) > ";
        case Msg::file_not_regular: return "不是普通文件";
        case Msg::file_too_large: return "文件太大";
        case Msg::file_other: return "无法使用";
        case Msg::move_time_out: return "超时";
        case Msg::phrase_time_out: return "超时";
        case Msg::status_won_time: return "{colour}（{name}）超时获胜";
        case Msg::result_won_time: return "{name}（{colour}）获胜，共 {moves}：{loser} 超时。";
        case Msg::cli_not_in_brain: return "gomoku：{option} 在引擎模式（--pbrain）下没有意义";
        case Msg::cli_not_with: return "gomoku：{option} 不能和 {value} 一起使用";
        case Msg::lang_needs_utf8: return "中文需要 UTF-8 区域设置，例如 LANG=zh_CN.UTF-8。";
        case Msg::rec_name_too_long: return "名字（{detail}）太长";
        case Msg::err_name_too_long: return "名字最多 {chars} 个字符、{bytes} 字节。";
        case Msg::file_not_owned: return "它属于另一个用户";
        case Msg::file_shared: return "其他用户可以写入它";
        case Msg::autosave_locked_unknown: return "自动保存已关闭：另一个 gomoku 正在使用。";
        case Msg::confirm_overwrite_link: return "{link} 指向 {target}，要覆盖它吗？(y/n，Esc：否) > ";
        case Msg::saved_psq_without_resign: return "已保存到 {file}；.psq 不含认输。";
        case Msg::loaded_torn: return "已载入 {path}：共 {n} 手；不完整的最后一行已略去。";
        case Msg::loaded_result_unknown: return "已载入 {path}：共 {n} 手；结果为“{result}”。";
        case Msg::setting_clock: return "计时：{value}";
        case Msg::value_no_clock: return "不计时";
        case Msg::clock_prompt: return "计时：none、10m、5m+3s 或 10m/30sx3（Esc 返回）> ";
        case Msg::err_clock: return "“{input}”不是计时方式：{why}。";
        case Msg::clock_empty: return "没有给出时间";
        case Msg::clock_not_duration: return "时间是带单位 h、m 或 s 的数字，例如 10m、90s 或 1h30m";
        case Msg::clock_missing_unit: return "数字需要单位，例如 10m 或 10s";
        case Msg::clock_zero: return "时间不能为零";
        case Msg::clock_too_long: return "计时最长为一天";
        case Msg::clock_both: return "加秒（5m+3s）或读秒（10m/30sx3），不能两者都有";
        case Msg::clock_bad_periods: return "读秒次数为 1 到 99，例如 10m/30sx3";
        case Msg::count_: break;
    }
    return "";
}

}  // namespace gomoku
