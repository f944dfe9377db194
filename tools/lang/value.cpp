#include "tools/lang/value.hpp"

namespace cgt::lang {

const char* type_name(const Value& v) {
  switch (v.data.index()) {
    case 0: return "game";
    case 1: return "boolean";
    case 2: return "text";
    default: return "list";
  }
}

std::string format_value(const Value& v, Style style) {
  if (auto g = std::get_if<Game>(&v.data)) return to_string(*g, style);
  if (auto b = std::get_if<bool>(&v.data)) return *b ? "true" : "false";
  if (auto t = std::get_if<Text>(&v.data)) return t->text;
  const List& list = std::get<List>(v.data);
  std::string s = "[";
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i) s += ", ";
    s += format_value(list[i], style);
  }
  return s + "]";
}

}  // namespace cgt::lang
