#include "position.hpp"

namespace gomoku::engine {

Position::Position(int size, Rule rule)
    : size_(size), rule_(rule), stride_(size + 2 * line_reach), tables_(&Tables::get()), board_(size) {
    offsets_ = {1, stride_, stride_ + 1, 1 - stride_};
    exact_ = {exact_five(Stone::black), exact_five(Stone::white)};
    const std::size_t n = static_cast<std::size_t>(stride_) * static_cast<std::size_t>(stride_);
    cells_.assign(n, cell_wall);
    keys_.assign(n, {});
    near_.assign(n, 0);
    zobrist_.assign(n, {});
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
                const int add = 2 * key_power(k);
                keys_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(d * 2)] += static_cast<std::uint16_t>(add);
                keys_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(d * 2 + 1)] += static_cast<std::uint16_t>(add);
            }
}

void Position::update_keys(int idx, Stone s, int sign) {
    const std::size_t own = static_cast<std::size_t>(colour_index(s));
    const std::size_t other = 1 - own;
    for (int d = 0; d < 4; ++d) {
        const int off = offsets_[static_cast<std::size_t>(d)];
        for (int k = 1; k <= line_reach; ++k) {
            // The point k steps away sees this stone at offset -k, and the
            // point k steps back sees it at +k.
            const int ahead = idx + k * off, behind = idx - k * off;
            if (cells_[static_cast<std::size_t>(ahead)] != cell_wall) {
                auto& key = keys_[static_cast<std::size_t>(ahead)];
                const int p = key_power(-k) * sign;
                key[static_cast<std::size_t>(d) * 2 + own] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2 + own] + p);
                key[static_cast<std::size_t>(d) * 2 + other] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2 + other] + 2 * p);
            }
            if (cells_[static_cast<std::size_t>(behind)] != cell_wall) {
                auto& key = keys_[static_cast<std::size_t>(behind)];
                const int p = key_power(k) * sign;
                key[static_cast<std::size_t>(d) * 2 + own] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2 + own] + p);
                key[static_cast<std::size_t>(d) * 2 + other] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2 + other] + 2 * p);
            }
        }
    }
}

void Position::play(int idx, Stone s) {
    cells_[static_cast<std::size_t>(idx)] = s == Stone::black ? cell_black : cell_white;
    update_keys(idx, s, +1);
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour_index(s))];
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc) ++near_[static_cast<std::size_t>(idx + dr * stride_ + dc)];
    ++stones_;
    board_.place(point(idx), s);
}

void Position::undo(int idx) {
    const Stone s = cells_[static_cast<std::size_t>(idx)] == cell_black ? Stone::black : Stone::white;
    cells_[static_cast<std::size_t>(idx)] = cell_empty;
    update_keys(idx, s, -1);
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour_index(s))];
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc) --near_[static_cast<std::size_t>(idx + dr * stride_ + dc)];
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
            auto& key = keys_[static_cast<std::size_t>(q)];
            const int add = 2 * key_power(-k);
            key[static_cast<std::size_t>(d) * 2] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2] + add);
            key[static_cast<std::size_t>(d) * 2 + 1] = static_cast<std::uint16_t>(key[static_cast<std::size_t>(d) * 2 + 1] + add);
        }
    hash_ ^= zobrist_[static_cast<std::size_t>(idx)][0] ^ zobrist_[static_cast<std::size_t>(idx)][1];
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
