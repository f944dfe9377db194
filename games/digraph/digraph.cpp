#include "games/digraph/digraph.hpp"

#include <cctype>
#include <map>

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

std::uint32_t Digraph::vertex(std::string_view name, std::string_view function) const {
  for (std::uint32_t v = 0; v < names.size(); ++v)
    if (names[v] == name) return v;
  throw DomainError(fmt::format("{}: the graph has no vertex '{}'", function, name));
}

Digraph parse_digraph(std::string_view text, std::string_view function) {
  Digraph g;
  std::map<std::string, std::uint32_t, std::less<>> index;
  auto vertex = [&](const std::string& name) {
    auto [it, added] = index.try_emplace(name, static_cast<std::uint32_t>(g.names.size()));
    if (added) {
      g.names.push_back(name);
      g.arcs.emplace_back();
    }
    return it->second;
  };
  std::size_t statement = 0;
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find_first_of(";\n", i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view part = text.substr(i, end - i);
    ++statement;
    auto fail = [&](const std::string& why) {
      return DomainError(fmt::format("{}: statement {} ('{}'): {}", function, statement,
                                     std::string(part), why));
    };
    std::vector<std::string> words;
    bool arrow = false;
    std::size_t arrow_at = 0;
    for (std::size_t k = 0; k < part.size();) {
      char c = part[k];
      if (std::isspace(static_cast<unsigned char>(c)) || c == ',') {
        ++k;
      } else if (c == '>') {
        if (arrow || words.size() != 1) throw fail("write 'a > b c': one vertex before one '>'");
        arrow = true;
        arrow_at = words.size();
        ++k;
      } else if (name_char(c)) {
        std::size_t start = k;
        while (k < part.size() && name_char(part[k])) ++k;
        words.emplace_back(part.substr(start, k - start));
      } else {
        throw fail(fmt::format("unexpected '{}': names are letters, digits and '_'", c));
      }
    }
    if (!words.empty()) {
      if (!arrow && words.size() > 1) throw fail("write 'a > b c', or a single vertex");
      std::uint32_t from = vertex(words[0]);
      for (std::size_t w = arrow_at; arrow && w < words.size(); ++w) {
        std::uint32_t to = vertex(words[w]);
        g.arcs[from].push_back(to);
      }
    }
    i = end + 1;
  }
  if (g.names.empty()) throw DomainError(fmt::format("{}: the graph has no vertex", function));
  return g;
}

}  // namespace cgt::games
