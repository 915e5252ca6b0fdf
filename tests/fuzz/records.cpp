// Fuzz target: every game record loader. The first byte chooses the load
// options — a format to insist on (or none, to let the loader guess), a board
// size and a rule for the formats that do not say — and the rest is the file.
// Every input is also loaded with the options guessed, so the detection runs
// on everything.
//
// Invariants: a loaded record is a legal game; writing it in the format it
// was read from and reading that back gives the same game (for the formats
// that hold only moves: the same moves) with the same notes on its events
// and the same result as written; writing is then a fixed point; a record
// written is whole (no torn last line); the names are within their limits;
// the sitting a record describes has a score that is not negative.

#include <optional>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "record.hpp"
#include "record_text.hpp"
#include "saved_game.hpp"
#include "width.hpp"

using namespace gomoku;

namespace {

LoadOptions options_from(unsigned char b) {
    static constexpr std::optional<RecordFormat> formats[] = {
        std::nullopt, RecordFormat::gomoku, RecordFormat::bare_moves, RecordFormat::move_string,
        RecordFormat::psq, RecordFormat::bsd, std::nullopt, std::nullopt};
    // 4 and 27 are no board sizes: the loaders must refuse them, not use them.
    static constexpr std::optional<int> sizes[] = {std::nullopt, 5, 19, 26, 4, 27, 9, std::nullopt};
    static constexpr std::optional<Rule> rules[] = {std::nullopt, Rule::freestyle, Rule::standard, Rule::renju};
    LoadOptions o;
    o.format = formats[b & 7u];
    o.size = sizes[(b >> 3) & 7u];
    o.rule = rules[(b >> 6) & 3u];
    return o;
}

bool holds_only_moves(RecordFormat f) { return f != RecordFormat::gomoku; }

bool same_setup(const GameSetup& a, const GameSetup& b) {
    return a.size == b.size && a.rule == b.rule && a.strict == b.strict && a.opening == b.opening;
}

std::vector<Point> moves_of(const GameRecord& r) {
    std::vector<Point> moves;
    for (const Event& e : r.events)
        if (e.kind == Event::Kind::move) moves.push_back(e.point);
    return moves;
}

// Names, dates and application headers our writer refuses (control
// characters) are dropped, so the rest of the record can still be checked.
GameRecord writable_part(GameRecord r) {
    using record_detail::writable_value;
    if (!writable_value(r.black)) r.black.clear();
    if (!writable_value(r.white)) r.white.clear();
    if (!writable_value(r.date)) r.date.clear();
    for (auto it = r.extra.begin(); it != r.extra.end();)
        it = writable_value(it->second) ? std::next(it) : r.extra.erase(it);
    return r;
}

void check_loaded(const LoadResult& loaded) {
    FUZZ_CHECK(!loaded.error.failed());
    const RecordFormat format = loaded.format;
    GameRecord record = *loaded.record;

    // A legal game: replaying the events takes every one of them.
    const Game game = record.replay();
    FUZZ_CHECK(game.events() == record.events);
    FUZZ_CHECK(game.board().size() == record.setup.size);
    if (format == RecordFormat::bsd) FUZZ_CHECK(record.setup.size == record_detail::bsd_size);

    FUZZ_CHECK(name_within_limits(record.black) && name_within_limits(record.white));
    for (const auto& [index, notes] : record.notes) {
        FUZZ_CHECK(index < record.events.size() && !notes.empty());
        for (const auto& [key, value] : notes) FUZZ_CHECK(valid_note_key(key) && valid_note_value(value));
    }
    if (format != RecordFormat::gomoku) FUZZ_CHECK(record.notes.empty() && record.result.empty());

    const Sitting sitting = sitting_of(record, Sitting{"black", "white", {}});
    FUZZ_CHECK(sitting.score[0] >= 0 && sitting.score[1] >= 0);
    FUZZ_CHECK(!sitting.black.empty() && !sitting.white.empty());

    WriteResult written = write_as(format, record);
    if (!written.ok()) {
        FUZZ_CHECK(format == RecordFormat::gomoku && written.error.problem == RecordProblem::unwritable_text);
        record = writable_part(std::move(record));
        written = write_as(format, record);
    }
    FUZZ_CHECK(written.ok());

    if (holds_only_moves(format) && moves_of(record).empty()) {
        // Nothing to write but the psq frame; bare moves and move strings are empty.
        if (format != RecordFormat::psq) FUZZ_CHECK(written.text.empty());
        if (format != RecordFormat::psq) return;
    }

    LoadOptions again;
    again.format = format;
    again.size = record.setup.size;
    again.rule = record.setup.rule;
    const LoadResult back = load_record(written.text, again);
    FUZZ_CHECK(back.ok());
    FUZZ_CHECK(back.format == format);
    const GameRecord& reread = *back.record;
    FUZZ_CHECK(same_setup(reread.setup, record.setup));
    if (holds_only_moves(format)) {
        FUZZ_CHECK(moves_of(reread) == moves_of(record));
    } else {
        FUZZ_CHECK(reread.events == record.events);
        FUZZ_CHECK(reread.black == record.black && reread.white == record.white && reread.date == record.date);
        FUZZ_CHECK(reread.extra == record.extra);
        FUZZ_CHECK(reread.notes == record.notes);
        FUZZ_CHECK(reread.result == record.result);
        FUZZ_CHECK(back.warnings.empty());
        // Our format says what it is: no option is needed to read it back.
        const LoadResult guessed = load_record(written.text);
        FUZZ_CHECK(guessed.ok() && guessed.format == RecordFormat::gomoku && guessed.record->events == record.events);
    }
    const WriteResult rewritten = write_as(format, reread);
    FUZZ_CHECK(rewritten.ok() && rewritten.text == written.text);
}

void check_failed(const LoadResult& r) {
    FUZZ_CHECK(r.error.failed());
    for (Lang lang : {Lang::en, Lang::zh}) FUZZ_CHECK(!record_problem(r.error, lang).empty());
}

void load_and_check(std::string_view text, const LoadOptions& options) {
    const LoadResult r = load_record(text, options);
    if (options.format) FUZZ_CHECK(r.format == *options.format);
    if (r.ok()) check_loaded(r);
    else check_failed(r);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text = fuzz::bytes_of(data + 1, size - 1);
    load_and_check(text, options_from(data[0]));
    load_and_check(text, LoadOptions{});
    return 0;
}
