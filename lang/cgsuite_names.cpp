#include "lang/cgsuite_names.hpp"

#include <cctype>

namespace cgt::lang {

const std::vector<std::pair<std::string, std::string>>& cgsuite_names() {
  static const std::vector<std::pair<std::string, std::string>> kNames = {
      {"CanonicalForm", "value"},
      {"LeftOptions", "leftoptions"},
      {"RightOptions", "rightoptions"},
      {"Options", "options"},
      {"OutcomeClass", "outcome"},
      {"Birthday", "birthday"},
      {"LeftStop", "leftstop"},
      {"RightStop", "rightstop"},
      {"StopCount", "stopcount"},
      {"StrongLeftStop", "strongleftstop"},
      {"StrongRightStop", "strongrightstop"},
      {"Companion", "companion"},
      {"UptimalExpansion", "uptimalexpansion"},
      {"Followers", "followers"},
      {"IsNumber", "isnumber"},
      {"IsNimber", "isnimber"},
      {"IsInfinitesimal", "isinfinitesimal"},
      {"IsAllSmall", "isallsmall"},
      {"IsAtomic", "isatomic"},
      {"IsEven", "iseven"},
      {"IsOdd", "isodd"},
      {"IsEvenTempered", "iseventempered"},
      {"IsOddTempered", "isoddtempered"},
      {"NimValue", "nimvalue"},
      {"Thermograph", "thermograph"},
      {"Temperature", "temperature"},
      {"Mean", "mean"},
      {"Cool", "cool"},
      {"Heat", "heat"},
      {"Overheat", "overheat"},
      {"Freeze", "freeze"},
      {"AtomicWeight", "atomicweight"},
      {"Incentives", "incentives"},
      {"LeftIncentives", "leftincentives"},
      {"RightIncentives", "rightincentives"},
      {"ReducedCanonicalForm", "rcf"},
      {"NortonProduct", "norton"},
      {"ConwayProduct", "conwayproduct"},
      {"OrdinalSum", "ordinalsum"},
      {"ConjunctiveSum", "conjunctive"},
      {"SelectiveSum", "selective"},
      {"CanonicalShortGame", "value"},
      {"Domineering", "domineering"},
      {"Clobber", "clobber"},
      {"Amazons", "amazons"},
      {"Konane", "konane"},
      {"ToadsAndFrogs", "toads"},
      {"Kayles", "kayles"},
      {"DawsonsKayles", "dawson"},
      {"GrundysGame", "grundygame"},
      {"Hackenbush", "hackenbush"},
      {"Cutcake", "cutcake"},
      {"Snort", "snort"},
      {"Col", "col"},
      {"Fission", "fission"},
      {"NoGo", "nogo"},
      {"Subtraction", "subtraction"},
      {"Grundy", "grundy"},
  };
  return kNames;
}

std::string cgt_name_for_cgsuite(std::string_view name) {
  auto same = [&](const std::string& known) {
    if (known.size() != name.size()) return false;
    for (std::size_t i = 0; i < known.size(); ++i)
      if (std::tolower(static_cast<unsigned char>(known[i])) !=
          std::tolower(static_cast<unsigned char>(name[i])))
        return false;
    return true;
  };
  for (const auto& [cgsuite, cgt] : cgsuite_names())
    if (same(cgsuite)) return cgt;
  return "";
}

}  // namespace cgt::lang
