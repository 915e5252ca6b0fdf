#include "position.hpp"

#include <algorithm>
#include <cstring>

namespace gomoku::engine {

namespace {
// A blocked cell (the wall, or a point no stone may take): digit 2 for both colours.
constexpr std::uint32_t both_blocked = 2u | 2u << 16;
}  // namespace

Position::Position(int size, Rule rule)
    : size_(size), rule_(rule), stride_(size + 2 * line_reach), tables_(&Tables::get()), board_(size) {
    offsets_ = {1, stride_, stride_ + 1, 1 - stride_};
    exact_ = {exact_five(Stone::black), exact_five(Stone::white)};
    const std::size_t n = static_cast<std::size_t>(stride_) * static_cast<std::size_t>(stride_);
    cells_.assign(n, cell_wall);
    keys_.assign(n, {});
    near_.assign(n, 0);
    zobrist_.assign(n, {});
    boxes_.assign(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_) + 1, Box{});
    std::uint64_t seed = 0x5EED0F60u;
    for (auto& z : zobrist_) z = {mix64(seed), mix64(seed)};
    for (int row = 0; row < size_; ++row)
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            cells_[static_cast<std::size_t>(idx)] = cell_empty;
            on_board_.push_back(idx);
        }
    if (rule_ == Rule::caro || rule_ == Rule::caro_strict) {
        caro_ = &CaroTables::get(rule_ == Rule::caro_strict);
        edges_.assign(n, {});
        for (int idx : on_board_)
            for (int d = 0; d < 4; ++d) {
                const int off = offsets_[static_cast<std::size_t>(d)];
                int near_side = 0, far_side = 0;
                for (int k = 1; k <= line_reach; ++k) {
                    near_side += cells_[static_cast<std::size_t>(idx - k * off)] == cell_wall;
                    far_side += cells_[static_cast<std::size_t>(idx + k * off)] == cell_wall;
                }
                edges_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(edge_code(near_side, far_side));
            }
    }
    // Walls read as blocked (digit 2) for both colours.
    for (int idx : on_board_)
        for (int d = 0; d < 4; ++d)
            for (int k = -line_reach; k <= line_reach; ++k) {
                if (k == 0 || cells_[static_cast<std::size_t>(idx + k * offsets_[static_cast<std::size_t>(d)])] != cell_wall) continue;
                keys_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(d)] += both_blocked * static_cast<std::uint32_t>(key_power(k));
            }
}

void Position::update_keys(int idx, Stone s, int sign) {
    // The stone's owner sees digit 1 (own), the other colour digit 2 (blocked).
    const std::uint32_t digits = s == Stone::black ? 1u | 2u << 16 : 2u | 1u << 16;
    for (int d = 0; d < 4; ++d) {
        const int off = offsets_[static_cast<std::size_t>(d)];
        for (int k = 1; k <= line_reach; ++k) {
            // The point k steps away sees this stone at offset -k, and the
            // point k steps back sees it at +k.
            auto& ahead = keys_[static_cast<std::size_t>(idx + k * off)][static_cast<std::size_t>(d)];
            auto& behind = keys_[static_cast<std::size_t>(idx - k * off)][static_cast<std::size_t>(d)];
            const std::uint32_t a = digits * static_cast<std::uint32_t>(key_power(-k)), b = digits * static_cast<std::uint32_t>(key_power(k));
            if (sign > 0) {
                ahead += a;
                behind += b;
            } else {
                ahead -= a;
                behind -= b;
            }
        }
    }
}

// The five rows of five cells around idx each gain (or lose) one stone
// within two steps: four cells of a row by one 32-bit add, as no count
// passes 25 and so never carries into the next cell, and the fifth alone.
void Position::count_near(int idx, int sign) {
    const std::uint32_t ones = 0x01010101u;
    for (int dr = -2; dr <= 2; ++dr) {
        std::uint8_t* row = near_.data() + idx + dr * stride_ - 2;
        std::uint32_t four;
        std::memcpy(&four, row, sizeof four);
        four = sign > 0 ? four + ones : four - ones;
        std::memcpy(row, &four, sizeof four);
        row[4] = static_cast<std::uint8_t>(row[4] + sign);
    }
}

void Position::play(int idx, Stone s) {
    cells_[static_cast<std::size_t>(idx)] = s == Stone::black ? cell_black : cell_white;
    update_keys(idx, s, +1);
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour_index(s))];
    count_near(idx, +1);
    const Point at = point(idx);
    Box b = boxes_[static_cast<std::size_t>(stones_)];
    const Box around{std::max(at.row - 2, 0), std::min(at.row + 2, size_ - 1), std::max(at.col - 2, 0), std::min(at.col + 2, size_ - 1)};
    if (b.row0 > b.row1) {
        b = around;
    } else {
        b = {std::min(b.row0, around.row0), std::max(b.row1, around.row1), std::min(b.col0, around.col0), std::max(b.col1, around.col1)};
    }
    ++stones_;
    boxes_[static_cast<std::size_t>(stones_)] = b;
    board_.place(at, s);
}

void Position::undo(int idx) {
    const Stone s = cells_[static_cast<std::size_t>(idx)] == cell_black ? Stone::black : Stone::white;
    cells_[static_cast<std::size_t>(idx)] = cell_empty;
    update_keys(idx, s, -1);
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour_index(s))];
    count_near(idx, -1);
    --stones_;
    board_.remove(point(idx));
}

void Position::block(int idx) {
    cells_[static_cast<std::size_t>(idx)] = cell_wall;
    for (int d = 0; d < 4; ++d)
        for (int k = -line_reach; k <= line_reach; ++k) {
            const int q = idx + k * offsets_[static_cast<std::size_t>(d)];
            if (k == 0 || cells_[static_cast<std::size_t>(q)] == cell_wall) continue;
            // Seen from q the blocked point is at offset -k, and blocked (digit 2) for both colours.
            keys_[static_cast<std::size_t>(q)][static_cast<std::size_t>(d)] += both_blocked * static_cast<std::uint32_t>(key_power(-k));
        }
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][0] ^ zobrist_[static_cast<std::size_t>(idx)][1];
    boxes_[static_cast<std::size_t>(stones_) + 1] = boxes_[static_cast<std::size_t>(stones_)];
    ++stones_;
    // The rules core has no third kind of point; a white stone blocks
    // black's lines the same way, which is all the renju judge asks about.
    board_.place(point(idx), Stone::white);
}

bool Position::forbidden(int idx) {
    if (!info(idx, Stone::black).maybe_forbidden) return false;
    return forbidden_in_place(board_, point(idx)) != Forbidden::none;
}

}  // namespace gomoku::engine
