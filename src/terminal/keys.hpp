#pragma once
// Bytes from the terminal → named keys. The one place that knows what
// `ESC [ A` means; nothing else in the program should look at raw bytes.
//
// The decoder is pure: no I/O, no clock. The caller reads whatever bytes
// arrived and feeds them in, and calls timeout() when pending() and about
// 50 ms pass without a new byte. That is how a lone Escape is told apart from
// the start of a sequence: ESC is only reported as the Escape key once the
// timeout says nothing followed it.
//
// Only ESC, `ESC [` and `ESC O` are settled by a timeout (as Escape, Alt+[
// and Alt+O), because a person can type those. A longer unfinished sequence
// (`ESC [ 1 ;`, a mouse report, half a UTF-8 character) can only have come
// from the terminal, so the decoder keeps waiting for its tail: on a slow
// link the tail arrives late, and dropping the head would spill the tail out
// as stray letters. Such a sequence ends at its final byte, at any byte that
// cannot belong to it, or when it grows past 32 bytes; pending() stays true
// until then.

#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

struct Key {
    enum class Kind {
        text,       // one printable character, UTF-8 in `text`
        enter,      // CR, LF, or CR LF
        tab,        // shift+tab arrives as tab with `shift`
        backspace,  // DEL (0x7F) or BS (0x08)
        escape,
        up, down, left, right,
        home, end, page_up, page_down, delete_,
        mouse,      // the mouse_* fields say what happened
        eof,        // Ctrl-D (0x04)
        interrupt,  // Ctrl-C (0x03); only arrives when the terminal does not turn it into SIGINT
        repaint,    // Ctrl-L (0x0C): draw the whole screen again
    };

    Kind kind = Kind::text;
    std::string text;  // only for Kind::text
    bool shift = false;
    bool alt = false;  // also Meta
    bool ctrl = false;

    // Mouse: cells are 1-based, column then row. Buttons use X11 numbering:
    // 1 left, 2 middle, 3 right, 4/5 wheel up/down, 6/7 wheel left/right,
    // 8-11 extra buttons, 0 when the report does not say (legacy release).
    int mouse_x = 0;
    int mouse_y = 0;
    int mouse_button = 0;
    bool mouse_press = false;   // false: released, or moved with no button down
    bool mouse_motion = false;  // a drag or move report, not a click
};

class KeyDecoder {
public:
    // Decodes `bytes` and appends every key they complete to `out`.
    void feed(std::string_view bytes, std::vector<Key>& out);

    // Call when pending() and no byte arrived for ~50 ms.
    void timeout(std::vector<Key>& out);

    // True while bytes are held waiting for more.
    bool pending() const { return !held_.empty() || skipping_; }

private:
    std::string held_;       // the start of a key that is not complete yet
    bool skipping_ = false;  // inside an over-long sequence: drop bytes up to its end
    bool after_cr_ = false;  // the last key was a CR, so an LF right now belongs to it
};

}  // namespace gomoku
