#include "loopy/printer.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "loopy/component.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/stopper_table.hpp"

namespace cgt::loopy {
namespace {

std::string word(Style style, const char* w) {
  return style == Style::kLatex ? fmt::format("\\mathrm{{{}}}", w) : w;
}

// on, off, x over and x under: the stoppers {pass|}, {|pass}, {x|pass} and {pass|x}.
std::optional<std::string> pseudonumber_name(Stopper s, Style style) {
  if (style == Style::kExplicit || s.is_short()) return std::nullopt;
  StopperTable& t = stopper_table();
  auto left = t.left(s.node()), right = t.right(s.node());
  if (left.size() == 1 && right.empty() && left[0] == s) return word(style, "on");
  if (right.size() == 1 && left.empty() && right[0] == s) return word(style, "off");
  if (left.size() != 1 || right.size() != 1 || (left[0] == s) == (right[0] == s))
    return std::nullopt;
  bool over = right[0] == s;
  Stopper x = over ? left[0] : right[0];
  if (!x.is_short() || !is_number(x.game())) return std::nullopt;
  std::string number =
      game_table().number_part(x.game()).is_zero() ? "" : cgt::to_string(x.game(), style);
  return number + word(style, over ? "over" : "under");
}

// Short options first, in an order of their values (stops, then text), then loopy ones by shape:
// an order that does not depend on the session's handles.
void sort_stoppers(std::vector<Stopper>& options, bool left_side, Style style) {
  GameTable& g = game_table();
  std::sort(options.begin(), options.end(), [&](Stopper a, Stopper b) {
    if (a.is_short() != b.is_short()) return a.is_short();
    if (a.is_loopy()) return shape_of(a) < shape_of(b);
    Game x = a.game(), y = b.game();
    if (g.left_stop(x) != g.left_stop(y))
      return left_side ? g.left_stop(x) > g.left_stop(y) : g.left_stop(x) < g.left_stop(y);
    if (g.right_stop(x) != g.right_stop(y))
      return left_side ? g.right_stop(x) > g.right_stop(y) : g.right_stop(x) < g.right_stop(y);
    return cgt::to_string(x, style) < cgt::to_string(y, style);
  });
}

// The positions of a stopper, written through the stopper table.
struct StopperSource {
  using Node = Stopper;
  Style style;
  std::optional<std::string> atom(Stopper s) const {
    if (s.is_short()) return cgt::to_string(s.game(), style);
    return pseudonumber_name(s, style);
  }
  std::uint64_t key(Stopper s) const { return s.bits(); }
  std::vector<Stopper> options(Stopper s, Player p) const {
    std::vector<Stopper> out;
    append_options(s, p, out);
    sort_stoppers(out, p == Player::kLeft, style);
    return out;
  }
};

// The vertices of a graph; its leaves are written as stoppers.
struct GraphSource {
  using Node = std::uint32_t;
  Style style;
  const LoopyGraph& graph;
  std::optional<std::string> atom(std::uint32_t v) const {
    if (graph.is_leaf(v)) return to_string(graph.leaf(v), style);
    return std::nullopt;
  }
  std::uint64_t key(std::uint32_t v) const { return v; }
  std::vector<std::uint32_t> options(std::uint32_t v, Player p) const {
    auto list = graph.options(v, p);
    std::vector<std::uint32_t> out(list.begin(), list.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    // Leaves first, then the rest in the graph's order.
    std::stable_partition(out.begin(), out.end(), [&](std::uint32_t w) { return graph.is_leaf(w); });
    return out;
  }
};

template <class Source>
class Printer {
 public:
  explicit Printer(Source source) : source_(std::move(source)), style_(source_.style) {}

  std::string top(typename Source::Node n) { return node(n, true).text; }

 private:
  using Node = typename Source::Node;
  struct Printed {
    std::string text;
    int bars;  // bars of the top separator when written without braces, else 0
  };

  std::string bars(int n) const {
    std::string out;
    for (int i = 0; i < n; ++i) out += style_ == Style::kLatex ? "\\mid" : "|";
    return style_ == Style::kLatex ? " " + out + " " : out;
  }

  std::string label(Node n) {
    std::string& text = labels_[source_.key(n)];
    if (text.empty()) {
      std::size_t k = next_label_++;
      text = k < 26 ? std::string(1, static_cast<char>('a' + k)) : fmt::format("N{}", k - 25);
    }
    return text;
  }

  Printed node(Node n, bool braces) {
    if (auto atom = source_.atom(n)) return {*atom, 0};
    if (std::find(stack_.begin(), stack_.end(), n) != stack_.end()) return {label(n), 0};
    // Positions met along several paths are written out each time: the text of a graph can grow
    // exponentially with its size (an 87-vertex offside of a sum took 84 million characters).
    poll_interrupt();
    RecursionGuard guard;
    stack_.push_back(n);
    labels_.emplace(source_.key(n), "");
    std::vector<Node> sides[2] = {source_.options(n, Player::kLeft),
                                  source_.options(n, Player::kRight)};
    std::string text[2];
    int inner = 0;
    for (int k = 0; k < 2; ++k)
      for (std::size_t i = 0; i < sides[k].size(); ++i) {
        if (i) text[k] += ",";
        if (sides[k][i] == n) {
          text[k] += word(style_, "pass");
          continue;
        }
        Printed option = node(sides[k][i], sides[k].size() > 1);
        inner = std::max(inner, option.bars);
        text[k] += option.text;
      }
    stack_.pop_back();
    std::string name = labels_[source_.key(n)];
    labels_.erase(source_.key(n));
    int count = inner + 1;
    braces = braces || !name.empty() || sides[0].empty() || sides[1].empty() ||
             style_ == Style::kExplicit;
    std::string body = text[0] + bars(count) + text[1];
    if (!braces) return {body, count};
    const char* open = style_ == Style::kLatex ? "\\{" : "{";
    const char* close = style_ == Style::kLatex ? "\\}" : "}";
    return {name + open + body + close, 0};
  }

  Source source_;
  Style style_;
  std::vector<Node> stack_;
  // Labels of the positions being written: empty until a deeper position refers back.
  std::unordered_map<std::uint64_t, std::string> labels_;
  std::size_t next_label_ = 0;
};

}  // namespace

std::string to_string(Stopper s, Style style) {
  return Printer<StopperSource>(StopperSource{style}).top(s);
}

std::string to_string(const LoopyGraph& g, Style style) {
  return Printer<GraphSource>(GraphSource{style, g}).top(g.root());
}

}  // namespace cgt::loopy
