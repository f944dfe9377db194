// The thermograph picture as a person sees it: the SVG is rendered to PNG by librsvg's
// rsvg-convert (Debian's librsvg2-bin) and read back with libpng, and a few pixels are checked
// where the walls and the mast must be. Skipped, with a message, when rsvg-convert is missing.
#include <png.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

#include "cgt/notation/thermograph_plot.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

struct Image {
  png_uint_32 width = 0, height = 0;
  std::vector<png_byte> rgb;
  // The pixel nearest to (x, y).
  const png_byte* at(double x, double y) const {
    auto col = static_cast<png_uint_32>(std::lround(x)),
         row = static_cast<png_uint_32>(std::lround(y));
    return &rgb[3 * (static_cast<std::size_t>(row) * width + col)];
  }
};

Image read_png(const std::string& path) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  REQUIRE(png_image_begin_read_from_file(&image, path.c_str()));
  image.format = PNG_FORMAT_RGB;
  Image out;
  out.width = image.width;
  out.height = image.height;
  out.rgb.resize(PNG_IMAGE_SIZE(image));
  png_color white{255, 255, 255};  // transparent pixels count as the page
  REQUIRE(png_image_finish_read(&image, &white, out.rgb.data(), 0, nullptr));
  return out;
}

}  // namespace

TEST_CASE("the thermograph of {4|2||-1} renders with both walls and the mast", "[render]") {
  if (std::system("command -v rsvg-convert >/dev/null 2>&1") != 0) {
    WARN("rsvg-convert is not installed (Debian package librsvg2-bin): rendering not checked");
    return;
  }
  Game g = lang::evaluate_game("{4|2||-1}");
  ThermographPlot plot(thermograph(g), "thermograph of {4|2||-1}");
  auto dir = std::filesystem::temp_directory_path() / "cgt-render-test";
  std::filesystem::create_directories(dir);
  std::string svg = (dir / "thermograph.svg").string(), png = (dir / "thermograph.png").string();
  std::ofstream(svg) << plot.svg();
  REQUIRE(std::system(("rsvg-convert '" + svg + "' -o '" + png + "'").c_str()) == 0);

  Image image = read_png(png);
  CHECK(image.width == ThermographPlot::kWidth);
  CHECK(image.height == ThermographPlot::kHeight);
  auto dark = [](const png_byte* p) { return p[0] < 90 && p[1] < 90 && p[2] < 90; };
  auto blue = [](const png_byte* p) { return p[2] > p[0] + 80; };
  auto red = [](const png_byte* p) { return p[0] > p[2] + 80; };
  auto white = [](const png_byte* p) { return p[0] > 240 && p[1] > 240 && p[2] > 240; };
  const Dyadic zero(0), half = Dyadic::parse("1/2");
  // The mast stands at the mean 1 above the temperature 2; at t = 0 the left wall is at 2 and
  // the right wall at -1; at t = -1/2 the left wall is still 2 (it is vertical there).
  auto [mx, my] = plot.at(Dyadic(1), Dyadic(2) + half);
  CHECK(dark(image.at(mx, my)));
  auto [lx, ly] = plot.at(Dyadic(2), -half);
  CHECK(blue(image.at(lx, ly)));
  auto [rx, ry] = plot.at(Dyadic(-1), zero);
  CHECK(red(image.at(rx, ry)));
  auto [ex, ey] = plot.at(Dyadic(-2), Dyadic(2));  // far right, high up: nothing drawn
  CHECK(white(image.at(ex, ey)));
  CHECK(white(image.at(3, 3)));
}
