#include "lang/value.hpp"

#include <iterator>

#include "cgt/thermograph.hpp"
#include "misere/universe_notation.hpp"
#include "misere/impartial_notation.hpp"

namespace cgt::lang {

const char* type_name(const Value& v) {
  // In the order of Value's alternatives; the assertion catches an alternative added alone.
  static constexpr const char* kNames[] = {
      "game",       "boolean",     "text",     "list", "table", "thermograph", "position",
      "loopy game", "misère game", "quotient", "dicot", "dead-ending game"};
  static_assert(std::size(kNames) == std::variant_size_v<decltype(Value::data)>);
  return kNames[v.data.index()];
}

Value from_loopy(loopy::Value v) {
  if (v.is_short()) return v.stopper().game();
  return Loopy{std::move(v)};
}

void mark_games(const Value& v, GameMarker& marker) {
  if (auto g = std::get_if<Game>(&v.data)) {
    marker.mark(*g);
  } else if (auto list = std::get_if<List>(&v.data)) {
    for (const Value& item : *list) mark_games(item, marker);
  } else if (auto t = std::get_if<Table>(&v.data)) {
    for (const List& row : t->rows)
      for (const Value& cell : row) mark_games(cell, marker);
  } else if (auto t = std::get_if<ThermographOf>(&v.data)) {
    marker.mark(t->game);
  } else if (auto p = std::get_if<Positions>(&v.data)) {
    for (const games::AnyPosition& part : p->parts) part.mark_games(marker);
  } else if (auto l = std::get_if<Loopy>(&v.data)) {
    loopy::mark_games(l->value, marker);
  }
}

void write_value(const Value& v, Style style, BoundedText& out) {
  if (auto l = std::get_if<Loopy>(&v.data)) {
    out.append(loopy::to_string(l->value, style));
  } else if (auto g = std::get_if<Game>(&v.data)) {
    print(*g, style, out);
  } else if (auto b = std::get_if<bool>(&v.data)) {
    out.append(*b ? "true" : "false");
  } else if (auto t = std::get_if<Text>(&v.data)) {
    out.append(t->text);
  } else if (auto list = std::get_if<List>(&v.data)) {
    out.append("[");
    for (std::size_t i = 0; i < list->size() && !out.full(); ++i) {
      if (i) out.append(", ");
      write_value((*list)[i], style, out);
    }
    out.append("]");
  } else if (auto t = std::get_if<ThermographOf>(&v.data)) {
    out.append(to_string(thermograph(t->game)));
  } else if (auto m = std::get_if<MisereForm>(&v.data)) {
    out.append(misere::misere_text(m->game));
  } else if (auto d = std::get_if<DicotForm>(&v.data)) {
    out.append(misere::dicot_text(d->game));
  } else if (auto e = std::get_if<DeadEndingForm>(&v.data)) {
    out.append(misere::dead_ending_text(e->game));
  } else if (auto q = std::get_if<QuotientOf>(&v.data)) {
    out.append(quotient_summary(*q));
  } else if (auto p = std::get_if<Positions>(&v.data)) {
    for (std::size_t i = 0; i < p->parts.size() && !out.full(); ++i) {
      if (i) out.append(" + ");
      if (auto g = p->parts[i].game_value())
        print(*g, style, out);
      else
        out.append(p->parts[i].expression());
    }
  } else {
    const Table& table = std::get<Table>(v.data);
    out.append(render(table_text(table, style, out.max_chars()),
                      table.format.value_or(TableFormat::kText)));
  }
}

std::string quotient_summary(const QuotientOf& q) {
  const misere::MisereQuotient& m = *q.quotient;
  std::string pretending;
  for (misere::MisereQuotient::Element e : m.pretending)
    pretending += (pretending.empty() ? "" : " ") + m.element_text(e);
  return "misère quotient of " + q.game + " to heap " + std::to_string(m.max_heap()) + ": " +
         std::to_string(m.monoid.size()) + " elements, " + std::to_string(m.p_portion_size()) +
         " in P\n" + m.presentation_text() + "\nP = " + m.p_portion_text() +
         "\npretending function (heaps 0.." + std::to_string(m.max_heap()) + "): " + pretending;
}

std::string format_value(const Value& v, Style style) {
  BoundedText out;
  write_value(v, style, out);
  return out.take();
}

TextTable table_text(const Table& t, Style style, std::size_t max_chars, bool* truncated) {
  TextTable text{t.title, t.header, {}};
  for (const List& row : t.rows) {
    std::vector<std::string> cells;
    for (const Value& cell : row) {
      BoundedText out(max_chars);
      write_value(cell, style, out);
      if (truncated && out.truncated()) *truncated = true;
      cells.push_back(out.truncated() ? out.take() + "..." : out.take());
    }
    text.rows.push_back(std::move(cells));
  }
  return text;
}

}  // namespace cgt::lang
