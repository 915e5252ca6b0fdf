// Points as people write them and as protocols send them (notation.hpp).

#include <string>

#include "catch.hpp"
#include "gomoku/notation.hpp"

using namespace gomoku;

namespace {
const Point H8{7, 7};
}

// ---- standard notation ------------------------------------------------------

TEST_CASE("a point is written as its column letter and its row number counted from the bottom", "[unit]") {
    CHECK(to_notation({0, 0}) == "A1");
    CHECK(to_notation(H8) == "H8");
    CHECK(to_notation({14, 14}) == "O15");
    CHECK(to_notation({14, 0}) == "O1");
    CHECK(to_notation({0, 14}) == "A15");
    CHECK(to_notation({8, 9}) == "I10");  // no column letter is skipped
    CHECK(to_notation({25, 25}) == "Z26");
}

// ---- typed input ------------------------------------------------------------

TEST_CASE("every way of typing H8 reads as H8 on a fifteen by fifteen board", "[unit]") {
    const std::string typed = GENERATE(as<std::string>{},
        "h8", "H8", "h 8", "H 8", "8h", "8H", "8 h", "H08", "h008", "8 8", "8,8", "8, 8", "8 ,8",
        "  h8", "h8  ", "  8 8  ", "\th8\n",
        "\xEF\xBC\x98 \xEF\xBC\x98",              // ８ ８ (full-width digits)
        "\xEF\xBC\x98\xE3\x80\x80\xEF\xBC\x98",   // ８　８ (ideographic space)
        "8\xEF\xBC\x8C" "8",                      // 8，8 (full-width comma)
        "\xEF\xBC\x98\xEF\xBC\x8C\xEF\xBC\x98",   // ８，８
        "8\xE3\x80\x81" "8",                      // 8、8 (ideographic comma)
        "\xEF\xBC\xA8\xEF\xBC\x98",               // Ｈ８ (full-width letter)
        "\xEF\xBD\x88\xEF\xBC\x98",               // ｈ８
        "\xE3\x80\x80h8\xE3\x80\x80");            // ideographic spaces around
    INFO("typed: " << typed);
    const PointParse r = parse_point(typed, 15);
    CHECK(r.error == PointError::none);
    CHECK(r.part.empty());
    REQUIRE(r.point.has_value());
    CHECK(*r.point == H8);
}

TEST_CASE("numbers typed alone are row first, then column", "[unit]") {
    // "3 5" is row 3, column 5 (E3); the reverse is C5.
    CHECK(parse_point("3 5", 15).point == Point{4, 2});
    CHECK(parse_point("5 3", 15).point == Point{2, 4});
    CHECK(parse_point("1,15", 15).point == Point{14, 0});
    CHECK(parse_point("15,1", 15).point == Point{0, 14});
    // A letter beside a number is the column whichever side it is on.
    CHECK(parse_point("c5", 15).point == Point{2, 4});
    CHECK(parse_point("5c", 15).point == Point{2, 4});
}

TEST_CASE("the corners of every board size can be typed", "[unit]") {
    const int n = GENERATE(5, 15, 19, 26);
    const std::string last_col(1, static_cast<char>('A' + n - 1));
    const std::string last_row = std::to_string(n);
    CHECK(parse_point("a1", n).point == Point{0, 0});
    CHECK(parse_point(last_col + last_row, n).point == Point{n - 1, n - 1});
    CHECK(parse_point(last_row + " " + last_row, n).point == Point{n - 1, n - 1});
    CHECK(parse_point("1 " + last_row, n).point == Point{n - 1, 0});
    CHECK(parse_point(last_row + last_col, n).point == Point{n - 1, n - 1});
}

TEST_CASE("a typed point that is not on the board is refused with the reason and the part at fault", "[unit]") {
    struct Case {
        const char* typed;
        PointError error;
        const char* part;
    };
    const Case c = GENERATE(
        Case{"h8x", PointError::trailing, "x"},
        Case{"h8 x", PointError::trailing, "x"},
        Case{"8 8 8", PointError::trailing, "8"},
        Case{"8,", PointError::trailing, ","},
        Case{"h0", PointError::row_not_positive, "0"},
        Case{"0h", PointError::row_not_positive, "0"},
        Case{"0 8", PointError::row_not_positive, "0"},
        Case{"h-3", PointError::row_not_positive, "-3"},
        Case{"-3 8", PointError::row_not_positive, "-3"},
        Case{"8 0", PointError::col_not_positive, "0"},
        Case{"8,0", PointError::col_not_positive, "0"},
        Case{"8 -2", PointError::col_not_positive, "-2"},
        Case{"h16", PointError::row_off_board, "16"},
        Case{"16h", PointError::row_off_board, "16"},
        Case{"16 8", PointError::row_off_board, "16"},
        Case{"h99999999999", PointError::row_off_board, "99999999999"},
        Case{"8 16", PointError::col_off_board, "16"},
        Case{"P3", PointError::col_off_board, "P"},
        Case{"p3", PointError::col_off_board, "P"},
        Case{"3p", PointError::col_off_board, "P"},
        Case{"z1", PointError::col_off_board, "Z"},
        // Both off the board: what was typed first is named, the row of
        // numbers typed row first, the column of a letter typed first.
        Case{"0,0", PointError::row_not_positive, "0"},
        Case{"0 0", PointError::row_not_positive, "0"},
        Case{"0,99", PointError::row_not_positive, "0"},
        Case{"99,0", PointError::row_off_board, "99"},
        Case{"16 16", PointError::row_off_board, "16"},
        Case{"0z", PointError::row_not_positive, "0"},
        Case{"16p", PointError::row_off_board, "16"},
        Case{"z0", PointError::col_off_board, "Z"},
        Case{"p16", PointError::col_off_board, "P"},
        Case{"", PointError::empty, ""},
        Case{"   ", PointError::empty, ""},
        Case{"\xE3\x80\x80", PointError::empty, ""},
        Case{"hello", PointError::not_a_point, "hello"},
        Case{"?", PointError::not_a_point, "?"},
        Case{"h", PointError::not_a_point, "h"},
        Case{"8", PointError::not_a_point, "8"},
        Case{"-", PointError::not_a_point, "-"});
    INFO("typed: " << c.typed);
    const PointParse r = parse_point(c.typed, 15);
    CHECK_FALSE(r.point.has_value());
    CHECK(r.error == c.error);
    CHECK(r.part == c.part);
}

TEST_CASE("what is on one board may be off a smaller one", "[unit]") {
    const PointParse r = parse_point("f5", 5);
    CHECK(r.error == PointError::col_off_board);
    CHECK(r.part == "F");
    CHECK(parse_point("e6", 5).error == PointError::row_off_board);
    CHECK(parse_point("e5", 5).point == Point{4, 4});
    CHECK(parse_point("z26", 26).point == Point{25, 25});
    CHECK(parse_point("z27", 26).error == PointError::row_off_board);
}

// ---- notation in records ----------------------------------------------------

TEST_CASE("standard notation in records reads back either case", "[unit]") {
    CHECK(parse_notation("H8", 15) == H8);
    CHECK(parse_notation("h8", 15) == H8);
    CHECK(parse_notation("A1", 15) == Point{0, 0});
    CHECK(parse_notation("O15", 15) == Point{14, 14});
    CHECK(parse_notation("Z26", 26) == Point{25, 25});
}

TEST_CASE("records accept only plain notation for a point on the board", "[unit]") {
    const std::string text = GENERATE(as<std::string>{}, "", "H", "8", "8H", "H 8", " H8", "H8 ", "H8x", "HH8", "H0",
                                      "H-1", "H16", "P3", "O16", "A100", "8 8", "?8");
    INFO("text: " << text);
    CHECK_FALSE(parse_notation(text, 15).has_value());
}

// ---- round trips ------------------------------------------------------------

TEST_CASE("every point survives the trip to notation and back, typed or from a record", "[unit]") {
    const int n = GENERATE(5, 6, 15, 19, 26);
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point p{col, row};
            const std::string text = to_notation(p);
            INFO(n << "x" << n << " " << text);
            REQUIRE(text.size() >= 2);
            REQUIRE(text[0] == 'A' + col);
            REQUIRE(std::stoi(text.substr(1)) == row + 1);
            REQUIRE(parse_point(text, n).point == p);
            REQUIRE(parse_notation(text, n) == p);
            std::string lower = text;
            lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
            REQUIRE(parse_notation(lower, n) == p);
            // The numeric form people type: row, then column, both from 1.
            REQUIRE(parse_point(std::to_string(row + 1) + " " + std::to_string(col + 1), n).point == p);
        }
}

TEST_CASE("every point survives the trip to Gomocup and Piskvork coordinates and back", "[unit]") {
    const int n = GENERATE(5, 6, 15, 19, 26);
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point p{col, row};
            INFO(n << "x" << n << " " << to_notation(p));
            const XY g = to_gomocup(p, n);
            const XY k = to_piskvork(p, n);
            // Gomocup counts from 0 at the top left; Piskvork is the same from 1.
            REQUIRE(g.x == col);
            REQUIRE(g.y == n - 1 - row);
            REQUIRE(g.x >= 0);
            REQUIRE(g.y >= 0);
            REQUIRE(g.x < n);
            REQUIRE(g.y < n);
            REQUIRE(k == XY{g.x + 1, g.y + 1});
            REQUIRE(from_gomocup(g, n) == p);
            REQUIRE(from_piskvork(k, n) == p);
        }
}

TEST_CASE("known points have their known protocol coordinates on fifteen by fifteen", "[unit]") {
    const auto at = [](const char* text) { return *parse_notation(text, 15); };
    CHECK(to_gomocup(at("H8"), 15) == XY{7, 7});
    CHECK(to_gomocup(at("A1"), 15) == XY{0, 14});
    CHECK(to_piskvork(at("A1"), 15) == XY{1, 15});
    CHECK(to_gomocup(at("O15"), 15) == XY{14, 0});
    CHECK(to_gomocup(at("A15"), 15) == XY{0, 0});
    CHECK(to_piskvork(at("O15"), 15) == XY{15, 1});
    CHECK(to_notation(from_gomocup({7, 7}, 15)) == "H8");
    CHECK(to_notation(from_gomocup({0, 14}, 15)) == "A1");
    CHECK(to_notation(from_gomocup({14, 0}, 15)) == "O15");
    CHECK(to_notation(from_piskvork({1, 15}, 15)) == "A1");
    CHECK(to_notation(from_piskvork({15, 1}, 15)) == "O15");
    // The same corner on another size moves with the top edge.
    CHECK(to_gomocup(at("A1"), 19).y == 18);
    CHECK(to_piskvork(Point{0, 0}, 19) == XY{1, 19});
}
