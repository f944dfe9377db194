// Built-in functions of thermography (cgt/thermograph.hpp, cgt/cooling.hpp) and the thermograph
// plot (cgt/notation/thermograph_plot.hpp).
#include <fmt/format.h>

#include "cgt/cooling.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/notation/thermograph_plot.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/values.hpp"
#include "lang/files.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {

void register_thermography_functions(FunctionRegistry& r) {
  auto add = [&](const char* name, const char* signature, const char* summary, const char* example,
                 std::size_t min_args, std::size_t max_args,
                 std::function<Value(const Args&)> call) {
    r.add(Function{name, signature, summary, example, "thermography", min_args, max_args,
                   std::move(call)});
  };
  add("thermograph", "thermograph(G)",
      "the thermograph: mean, temperature and both walls by their corners (t, value)",
      "thermograph({4|2||-1})", 1, 1,
      [](const Args& a) -> Value { return ThermographOf{a.game(0, "G")}; });
  add("mean", "mean(G)", "the mean value: where the mast of the thermograph stands", "mean({3|-1})",
      1, 1, [](const Args& a) -> Value { return number(mean(a.game(0, "G"))); });
  add("temperature", "temperature(G)",
      "the temperature: where the mast begins (-1/2^k for a number m/2^k)", "temperature({3|-1})",
      1, 1, [](const Args& a) -> Value { return number(temperature(a.game(0, "G"))); });
  add("cool", "cool(G, t)", "G cooled by the number t >= -1 (each move taxed by t)",
      "cool({3|-1}, 1)", 2, 2,
      [](const Args& a) -> Value { return cool(a.game(0, "G"), a.number(1, "t")); });
  add("freeze", "freeze(G)", "G cooled by its temperature: infinitesimally close to its mean",
      "freeze({4|2||-1})", 1, 1, [](const Args& a) -> Value { return freeze(a.game(0, "G")); });
  add("heat", "heat(G, t)", "G heated by the game t: {heat(G^L)+t | heat(G^R)-t}, numbers fixed",
      "heat(^, 1)", 2, 2,
      [](const Args& a) -> Value { return heat(a.game(0, "G"), a.game(1, "t")); });
  add("overheat", "overheat(G, s, t)",
      "G overheated from s to t: integers n become n.s, other options shift by t",
      "overheat(1/2, 1*, 1)", 3, 3, [](const Args& a) -> Value {
        return overheat(a.game(0, "G"), a.game(1, "s"), a.game(2, "t"));
      });
  add("plot", "plot(T, file)",
      "writes the thermograph T = thermograph(G) as a picture to file: SVG, or PNG for a name "
      "ending in .png (thermograph.svg when omitted)",
      "plot(thermograph({4|2||-1}), \"switch.svg\")", 1, 2, [](const Args& a) -> Value {
        Game g = a.thermograph_of(0, "T");
        std::string path = a.size() > 1 ? a.text(1, "file") : "thermograph.svg";
        ThermographPlot plot(thermograph(g), fmt::format("thermograph of {}", to_string(g)));
        write_picture(a, plot.svg(), path);
        return Text{fmt::format("wrote {}", path)};
      });
}

}  // namespace cgt::lang
