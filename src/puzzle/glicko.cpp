#include "glicko.hpp"

#include <cmath>

namespace gomoku::puzzle {

namespace {

// The Glicko-2 scale is the Glicko scale divided by this (400 / ln 10).
constexpr double scale = 173.7178;
constexpr double pi = 3.14159265358979323846;
// The volatility is found to this precision.
constexpr double epsilon = 0.000001;

// How much a game against an opponent of deviation φ counts.
double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (pi * pi)); }

// The expected score against μj.
double expected(double mu, double mu_j, double phi_j) { return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j))); }

// The new volatility: the zero of f, found by the Illinois variant of
// regula falsi (step 5 of the published algorithm).
double new_volatility(double phi, double sigma, double delta, double v, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0.0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        double k = 1.0;
        while (f(a - k * tau) < 0.0) k += 1.0;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::fabs(B - A) > epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;  // Illinois: the end that stays counts half
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

}  // namespace

Rating rate(const Rating& before, const std::vector<RatedGame>& games, double tau) {
    const double mu = (before.rating - 1500.0) / scale;
    const double phi = before.deviation / scale;
    const double sigma = before.volatility;
    if (games.empty()) {
        Rating after = before;
        after.deviation = std::sqrt(phi * phi + sigma * sigma) * scale;
        return after;
    }
    // v: the variance of the rating from the games alone; the sum is the
    // improvement they show, before weighing by v.
    double inverse_v = 0.0;
    double improvement = 0.0;
    for (const RatedGame& game : games) {
        const double mu_j = (game.rating - 1500.0) / scale;
        const double phi_j = game.deviation / scale;
        const double e = expected(mu, mu_j, phi_j);
        const double gj = g(phi_j);
        inverse_v += gj * gj * e * (1.0 - e);
        improvement += gj * (game.score - e);
    }
    const double v = 1.0 / inverse_v;
    const double delta = v * improvement;
    const double sigma_after = new_volatility(phi, sigma, delta, v, tau);
    const double phi_star = std::sqrt(phi * phi + sigma_after * sigma_after);
    const double phi_after = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    const double mu_after = mu + phi_after * phi_after * improvement;
    return Rating{mu_after * scale + 1500.0, phi_after * scale, sigma_after};
}

Rating rate_puzzle(const Rating& before, int problem_rating, bool won) {
    return rate(before, {RatedGame{static_cast<double>(problem_rating), problem_deviation, won ? 1.0 : 0.0}});
}

}  // namespace gomoku::puzzle
