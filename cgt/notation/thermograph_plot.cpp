#include "cgt/notation/thermograph_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <vector>

#include "cgt/big_int.hpp"

namespace cgt {
namespace {

constexpr double kLeft = 70, kRight = 30, kTop = 60, kBottom = 50;
const char* const kLeftColour = "#1f5fbf";
const char* const kRightColour = "#c0392b";

std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

// A filled triangle with its tip at (x, y), pointing along (dx, dy), a unit axis direction.
std::string arrowhead(double x, double y, int dx, int dy, const char* colour) {
  double bx = x - 10 * dx, by = y - 10 * dy;  // the middle of the base
  return fmt::format("<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\" fill=\"{}\"/>",
                     x, y, bx + 5 * dy, by + 5 * dx, bx - 5 * dy, by - 5 * dx, colour);
}

// Tick marks at the multiples of a power of two, four to ten of them across [low, high].
std::vector<Dyadic> ticks(const Dyadic& low, const Dyadic& high) {
  Dyadic span = high - low, step(1);
  int k = 0;  // step = 2^k
  for (; span > step * Dyadic(10); ++k) step = step * Dyadic(2);
  for (; span < step * Dyadic(4); --k) step = step.times_power_of_two(-1);
  std::vector<Dyadic> out;
  Dyadic first = make_dyadic(ceil_of(low.times_power_of_two(-k))).times_power_of_two(k);
  for (Dyadic v = first; v <= high; v += step) out.push_back(v);
  return out;
}

// The corners of a wall up to the temperature (the mast begins there), as (value, t).
std::vector<std::pair<Dyadic, Dyadic>> corners(const Trajectory& wall, const Dyadic& until) {
  std::vector<std::pair<Dyadic, Dyadic>> out;
  for (const Trajectory::Piece& p : wall.pieces())
    if (p.start < until) out.emplace_back(p.value, p.start);
  out.emplace_back(wall.at(until), until);
  return out;
}

}  // namespace

ThermographPlot::ThermographPlot(Thermograph th, std::string title)
    : th_(std::move(th)), title_(std::move(title)) {
  const Dyadic minus_one(-1);
  Dyadic high = th_.left_wall.at(minus_one), low = th_.right_wall.at(minus_one);
  if (high == low) {  // a mast all the way down: give it some room
    high += Dyadic(1);
    low -= Dyadic(1);
  }
  Dyadic pad = (high - low).times_power_of_two(-3);
  high_ = high + pad;
  low_ = low - pad;
  top_ = std::max(th_.temperature, Dyadic(0)) + Dyadic(1);
}

std::pair<double, double> ThermographPlot::at(const Dyadic& value, const Dyadic& t) const {
  double w = kWidth - kLeft - kRight, h = kHeight - kTop - kBottom;
  double x = kLeft + (high_ - value).to_double() / (high_ - low_).to_double() * w;
  double y = kTop + (top_ - t).to_double() / (top_ + Dyadic(1)).to_double() * h;
  return {x, y};
}

std::string ThermographPlot::svg() const {
  std::string s = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "viewBox=\"0 0 {} {}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      kWidth, kHeight, kWidth, kHeight);
  s += fmt::format("<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
                   kWidth / 2, escape(title_));
  s += fmt::format(
      "<text x=\"{}\" y=\"42\" text-anchor=\"middle\" fill=\"#555\">mean {}, temperature {}; "
      "points are (value, temperature)</text>\n",
      kWidth / 2, escape(th_.mean.to_string()), escape(th_.temperature.to_string()));

  // Axes: values along t = 0 (Left's side on the left), temperatures up through the value 0
  // (or the left edge when 0 is off the picture).
  const Dyadic zero(0), minus_one(-1);
  Dyadic axis_value = low_ <= zero && zero <= high_ ? zero : high_;
  auto [x0, y0] = at(low_, zero);
  auto [x1, y1] = at(high_, zero);
  s += fmt::format(  // the arrow points to Left's side, where values grow
      "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#888\"/>{}\n", x0, y0,
      x1, y1, arrowhead(x1, y1, -1, 0, "#888"));
  auto [ax, ay0] = at(axis_value, minus_one);
  auto [ax1, ay1] = at(axis_value, top_);
  s += fmt::format(
      "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#888\"/>{}\n", ax,
      ay0, ax1, ay1, arrowhead(ax1, ay1, 0, -1, "#888"));
  s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#555\">t</text>\n", ax1 + 8, ay1 + 4);
  for (const Dyadic& v : ticks(low_, high_)) {
    auto [x, y] = at(v, zero);
    s += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#888\"/>"
        "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\" fill=\"#555\">{4}</text>\n",
        x, y - 3, y + 3, y + 16, escape(v.to_string()));
  }
  for (const Dyadic& t : ticks(minus_one, top_)) {
    auto [x, y] = at(axis_value, t);
    s += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#888\"/>"
        "<text x=\"{3:.1f}\" y=\"{4:.1f}\" text-anchor=\"end\" fill=\"#555\">{5}</text>\n",
        x - 3, y, x + 3, x - 6, y + 4, escape(t.to_string()));
  }

  // The walls up to the temperature, then the mast.
  std::set<std::pair<std::string, std::string>> labelled;
  auto wall = [&](const Trajectory& w, const char* colour, bool left) {
    std::string points;
    for (const auto& [v, t] : corners(w, th_.temperature)) {
      auto [x, y] = at(v, t);
      points += fmt::format("{:.1f},{:.1f} ", x, y);
    }
    s += fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"3\"/>\n",
                     points, colour);
    for (const auto& [v, t] : corners(w, th_.temperature)) {
      if (!labelled.emplace(v.to_string(), t.to_string()).second) continue;
      auto [x, y] = at(v, t);
      bool foot = t == th_.temperature;
      s += fmt::format(
          "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"{}\"/>"
          "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"{}\">({}, {})</text>\n",
          x, y, foot ? "black" : colour, foot || !left ? x + 7 : x - 7, foot ? y - 7 : y + 4,
          foot || !left ? "start" : "end", escape(v.to_string()), escape(t.to_string()));
    }
  };
  wall(th_.left_wall, kLeftColour, true);
  wall(th_.right_wall, kRightColour, false);
  auto [mx, my] = at(th_.mean, th_.temperature);
  auto [mx1, my1] = at(th_.mean, top_);
  s += fmt::format(
      "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"black\" "
      "stroke-width=\"3\"/>{}\n",
      mx, my, mx1, my1 + 6, arrowhead(mx1, my1, 0, -1, "black"));
  return s + "</svg>\n";
}

}  // namespace cgt
