// A thermograph drawn as SVG, in the books' convention: temperature upwards, values along the
// horizontal axis with Left's (larger) values on the left. The left wall is blue, the right wall
// red, the mast black with an arrow; every corner of a wall is labelled (value, temperature) with
// its exact dyadic coordinates. Floating point only places things on the canvas: every number
// written as text is exact.
#pragma once

#include <string>
#include <utility>

#include "cgt/thermograph.hpp"

namespace cgt {

class ThermographPlot {
 public:
  static constexpr int kWidth = 640, kHeight = 480;

  ThermographPlot(Thermograph th, std::string title);

  std::string svg() const;
  // Where the point (value, temperature) lands on the canvas, in pixels from the top left.
  std::pair<double, double> at(const Dyadic& value, const Dyadic& t) const;
  // The range drawn: values [low, high], temperatures [-1, top].
  const Dyadic& value_low() const { return low_; }
  const Dyadic& value_high() const { return high_; }
  const Dyadic& top() const { return top_; }

 private:
  Thermograph th_;
  std::string title_;
  Dyadic low_, high_, top_;
};

}  // namespace cgt
