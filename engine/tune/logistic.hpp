#pragma once
// The arithmetic of the tuning tools' logistic fits: the logistic
// function (fit.cpp and calibrate.cpp), the log loss a fit is judged by,
// and the dense solve each of fit.cpp's Newton steps takes.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

namespace gomoku::engine::tune {

inline double sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

inline double log_loss(double p, double y) {
    p = std::min(std::max(p, 1e-9), 1 - 1e-9);
    return -(y * std::log(p) + (1 - y) * std::log(1 - p));
}

// Solves a x = b (Gaussian elimination with partial pivoting); a is n x n.
inline std::vector<double> solve(std::vector<double> a, std::vector<double> b, int n) {
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r)
            if (std::fabs(a[static_cast<std::size_t>(r * n + c)]) > std::fabs(a[static_cast<std::size_t>(pivot * n + c)])) pivot = r;
        for (int k = 0; k < n; ++k) std::swap(a[static_cast<std::size_t>(c * n + k)], a[static_cast<std::size_t>(pivot * n + k)]);
        std::swap(b[static_cast<std::size_t>(c)], b[static_cast<std::size_t>(pivot)]);
        for (int r = 0; r < n; ++r) {
            if (r == c) continue;
            const double f = a[static_cast<std::size_t>(r * n + c)] / a[static_cast<std::size_t>(c * n + c)];
            for (int k = c; k < n; ++k) a[static_cast<std::size_t>(r * n + k)] -= f * a[static_cast<std::size_t>(c * n + k)];
            b[static_cast<std::size_t>(r)] -= f * b[static_cast<std::size_t>(c)];
        }
    }
    std::vector<double> x(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) x[static_cast<std::size_t>(c)] = b[static_cast<std::size_t>(c)] / a[static_cast<std::size_t>(c * n + c)];
    return x;
}

}  // namespace gomoku::engine::tune
