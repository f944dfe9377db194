#include "games/fibonacci_nim/p_position_plot.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "games/fibonacci_nim/two_pile_table.hpp"
#include "games/number_theory/fibonacci.hpp"

namespace cgt::games {

PPositionPlot two_pile_p_position_plot(std::optional<std::int64_t> limit, std::int64_t size,
                                       Progress& progress) {
  if (size < 1 || size > 2000)
    throw DomainError(
        fmt::format("P-position plot: the size must lie between 1 and 2000, not {}", size));
  if (limit && *limit < 1)
    throw DomainError(fmt::format("P-position plot: r must be >= 1, not {}", *limit));
  const auto n = static_cast<Pile>(size);
  const TwoPileTakeTable table(n, n, MoveDynamic::kFibonacci, progress);
  const std::int64_t cell = std::max<std::int64_t>(1, 800 / (size + 1));
  const std::int64_t margin = 40, side = cell * (size + 1);
  const std::int64_t width = side + 2 * margin;
  std::string title = fmt::format("P-positions (x, y; {}) of two-pile global Fibonacci nim",
                                  limit ? std::to_string(*limit) : "inf");
  PPositionPlot plot;
  std::string cells;
  for (Pile x = 0; x <= n; ++x)
    for (Pile y = 0; y <= n; ++y) {
      const Take t = table.at(x, y);
      const bool p = limit ? t > static_cast<std::uint64_t>(*limit) : t == kNoWinningTake;
      if (!p) continue;
      ++plot.p_positions;
      cells += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n",
                           margin + cell * x, margin + side - cell * (y + 1), cell, cell);
    }
  std::string ticks;
  std::int64_t last_tick = -100;  // pixels; ticks closer than 14 px would overlap
  for (int i = 2; fibonacci(i) <= size; ++i) {
    const std::int64_t f = fibonacci(i), at = margin + cell * f + cell / 2;
    if (at - last_tick < 14) continue;
    last_tick = at;
    ticks += fmt::format(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n"
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n",
        at, margin + side + 14, f, margin - 4, margin + side - cell * f - cell / 2 + 4, f);
  }
  plot.svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{0}\" "
      "viewBox=\"0 0 {0} {0}\">\n"
      "<title>{1}</title>\n"
      "<rect width=\"{0}\" height=\"{0}\" fill=\"white\"/>\n"
      "<rect x=\"{2}\" y=\"{2}\" width=\"{3}\" height=\"{3}\" fill=\"none\" stroke=\"#888\"/>\n"
      "<text x=\"{4}\" y=\"24\" text-anchor=\"middle\" font-family=\"sans-serif\" "
      "font-size=\"14\">{1}</text>\n"
      "<g fill=\"#123\">\n{5}</g>\n"
      "<g font-family=\"sans-serif\" font-size=\"10\" fill=\"#444\">\n{6}</g>\n</svg>\n",
      width, title, margin, side, width / 2, cells, ticks);
  return plot;
}

}  // namespace cgt::games
