#include "lang/arguments.hpp"

#include <fmt/format.h>


#include "cgt/error.hpp"
#include "cgt/game_table.hpp"

namespace cgt::lang {

std::string bound_text(std::int64_t v) {
  if (v == INT64_MAX) return "2^63-1";
  if (v == INT64_MIN) return "-2^63";
  std::int64_t p = 10'000;
  for (int e = 4;; ++e, p *= 10) {
    if (v == p) return fmt::format("10^{}", e);
    if (e == 18) break;  // 10^18 is the last power of ten below 2^63
  }
  return std::to_string(v);
}

void Args::fail(ErrorCode code, const std::string& message) const {
  throw Error(code, fmt::format("{}: {}", signature_, message));
}

Game Args::game(std::size_t i, const char* param) const {
  const Value& v = values_.at(i);
  if (auto g = std::get_if<Game>(&v.data)) return *g;
  if (auto p = std::get_if<Positions>(&v.data)) return games::value(p->parts, &progress());
  fail(ErrorCode::kType, fmt::format("{} must be a game, not a {}", param, type_name(v)));
}

const Positions& Args::positions(std::size_t i, const char* param) const {
  const Value& v = values_.at(i);
  if (auto p = std::get_if<Positions>(&v.data)) return *p;
  fail(ErrorCode::kType,
       fmt::format("{} must be a position (such as domineering(\"..|..\")), not a {}", param,
                   type_name(v)));
}

Dyadic Args::number(std::size_t i, const char* param) const {
  Game g = game(i, param);
  if (!game_table().is_number(g))
    fail(ErrorCode::kType, fmt::format("{} must be a number, not {}", param, to_string(g)));
  return game_table().number_part(g);
}

std::int64_t Args::integer(std::size_t i, const char* param, std::int64_t lo,
                           std::int64_t hi) const {
  const Value& v = values_.at(i);
  auto g = std::get_if<Game>(&v.data);
  bool ok = g && game_table().is_number(*g);
  Dyadic x = ok ? game_table().number_part(*g) : Dyadic(0);
  if (ok && x.fits_int64()) {
    std::int64_t n = x.to_int64(param);
    if (n >= lo && n <= hi) return n;
  }
  fail(ErrorCode::kDomain,
       fmt::format("{} must be an integer between {} and {}, not {}", param, bound_text(lo),
                   bound_text(hi), format_value(v, Style::kPretty)));
}

const List& Args::list(std::size_t i, const char* param) const {
  const Value& v = values_.at(i);
  if (auto l = std::get_if<List>(&v.data)) return *l;
  fail(ErrorCode::kType, fmt::format("{} must be a list, not a {}", param, type_name(v)));
}

Game Args::thermograph_of(std::size_t i, const char* param) const {
  const Value& v = values_.at(i);
  if (auto t = std::get_if<ThermographOf>(&v.data)) return t->game;
  fail(ErrorCode::kType,
       fmt::format("{} must be a thermograph (thermograph(G)), not a {}", param, type_name(v)));
}

std::string Args::text(std::size_t i, const char* param) const {
  const Value& v = values_.at(i);
  if (auto t = std::get_if<Text>(&v.data)) return t->text;
  fail(ErrorCode::kType,
       fmt::format("{} must be a text in double quotes, not a {}", param, type_name(v)));
}

std::vector<std::int64_t> Args::integers(std::size_t i, const char* param, std::int64_t lo,
                                         std::int64_t hi) const {
  const Value& v = values_.at(i);
  if (v.is_game()) return {integer(i, param, lo, hi)};
  std::vector<std::int64_t> out;
  for (const Value& item : list(i, param)) {
    Args one(signature_, {item});
    out.push_back(one.integer(0, param, lo, hi));
  }
  return out;
}

}  // namespace cgt::lang
