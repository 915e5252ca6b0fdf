// The settings screen: one row of storage's setting table per entry. A row
// with values steps to the next; the board size asks for a number.
#include "app.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::settings_screen() {
    const std::vector<SettingRow>& rows = setting_rows();
    message_ = Message{};
    prompt_.keys().highlight(0);
    for (;;) {
        const Settings& s = config_.settings;
        const std::string keys = tr(Msg::settings_keys);  // in the language just chosen, too
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < rows.size(); ++i)
            lines.push_back((i < 9 ? " " : "") + std::to_string(i + 1) + "  " +
                            tr(rows[i].label, {{"value", rows[i].shown(s, s.lang)}}));
        lines.push_back(" q  " + tr(Msg::setting_back));
        const auto answer = prompt_.ask(
            [&] {
                PageView page{tr(Msg::settings_title), lines, message_, tr(Msg::menu_prompt_keys, {{"keys", keys}})};
                if (prompt_.cursor_mode()) page.highlight = prompt_.keys().highlighted();
                return render_page(page, view());
            },
            message_, Prompt::menu(static_cast<int>(lines.size()), true));
        if (!answer) return Next::end;
        if (answer->leaving()) return Next::menu;
        std::optional<SettingsChoice> choice;
        if (answer->kind == Answer::Kind::choice) {
            const auto row = static_cast<std::size_t>(answer->choice);
            choice = row < rows.size() ? SettingsChoice{SettingsChoice::Kind::row, row} : SettingsChoice{};
        } else {
            choice = read_settings_choice(answer->text, rows.size());
        }
        const bool entered = answer->kind == Answer::Kind::line && trim(answer->text).empty();
        message_ = Message{};  // an earlier mistake, or an Enter, is not this answer's
        if (entered) continue;
        if (!choice) {
            message_ = Message{tr(Msg::menu_not_a_key, {{"input", shown_text(answer->text, 20)}, {"keys", keys}}), true};
            continue;
        }
        if (choice->kind == SettingsChoice::Kind::back) return Next::menu;
        const SettingRow& row = rows[choice->row];
        if (row.steps()) {
            const std::string next(row.next_value(s));
            if (Settings probe = s; !config_.utf8 && row.set(probe, next) && probe.lang == Lang::zh) {
                message_ = Message{tr(Msg::lang_needs_utf8), true};
                continue;
            }
            const Lang before = s.lang;
            change_setting([&](Settings& t) { row.set(t, next); });
            // Default names follow the language; names the players chose stay,
            // so a game waiting in the menu (and its autosave) keeps them.
            if (config_.settings.lang != before)
                players_.rename_defaults(default_names(before), default_names(config_.settings.lang));
            continue;
        }
        // A row without steps (the board size, the clock): its value is asked
        // for on the same page. Enter keeps it; Escape and q, which no value
        // is, go back to the list.
        Message said;
        const std::string ask = tr(row.ask, {{"kept", row.shown(s, s.lang)}});
        for (;;) {
            const auto value = prompt_.ask(
                [&] { return render_page(PageView{tr(Msg::settings_title), lines, said, ask}, view()); }, said,
                Prompt::question());
            if (!value) return Next::end;
            const std::string typed = typed_word(value->text);
            if (typed.empty() || typed == "q" || value->leaving()) break;
            if (Settings probe = config_.settings; row.set(probe, typed)) {
                change_setting([&](Settings& t) { row.set(t, typed); });
                break;
            }
            const std::string why = row.why ? row.why(typed, config_.settings.lang) : std::string();
            said = Message{tr(row.refused, {{"input", shown_text(value->text, 20)}, {"why", why}}), true};
        }
    }
}

void App::change_setting(const std::function<void(Settings&)>& change) {
    change(config_.settings);
    change(config_.stored);
    prompt_.set_view(view());
    if (!config_.settings_file) return;
    const FileError error = save_settings_file(*config_.settings_file, config_.stored);
    message_ = !error.failed()
                   ? Message{tr(Msg::settings_saved), false}
                   : Message{tr(Msg::settings_not_saved, {{"reason", file_problem(error, config_.settings.lang)}}), true};
}

}  // namespace gomoku
