#include "lang/loopy_literal.hpp"

#include <optional>
#include <string>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/recursion_guard.hpp"
#include "loopy/graph.hpp"
#include "loopy/sides.hpp"

namespace cgt::lang {
namespace {

using loopy::Player;

// The literal's positions; a leaf stands for an option's value.
struct Template {
  struct Vertex {
    std::vector<std::uint32_t> left, right;
    std::optional<loopy::Value> leaf;
  };
  std::vector<Vertex> vertices;
  std::uint32_t root = 0;

  std::uint32_t add(std::optional<loopy::Value> leaf = std::nullopt) {
    vertices.push_back(Vertex{{}, {}, std::move(leaf)});
    return static_cast<std::uint32_t>(vertices.size() - 1);
  }

  // The graph of one side: leaves become that side of their values.
  loopy::LoopyGraph graph(loopy::SideKind kind) const {
    loopy::LoopyGraph g;
    std::vector<std::uint32_t> where(vertices.size());
    for (std::size_t i = 0; i < vertices.size(); ++i) where[i] = g.add_vertex();
    for (std::size_t i = 0; i < vertices.size(); ++i) {
      const Vertex& v = vertices[i];
      if (v.leaf) {
        const loopy::Side& side =
            kind == loopy::SideKind::kOnside ? v.leaf->onside() : v.leaf->offside();
        // The leaf's vertex moves where the side's root moves: point it at a copy.
        std::uint32_t copy = side.is_stopper() ? g.add_leaf(side.stopper()) : g.append(side.graph());
        where[i] = copy;
      }
    }
    for (std::size_t i = 0; i < vertices.size(); ++i)
      for (Player p : {Player::kLeft, Player::kRight})
        for (std::uint32_t w : p == Player::kLeft ? vertices[i].left : vertices[i].right)
          g.add_edge(where[i], p, where[w]);
    g.set_root(where[root]);
    return g;
  }

  loopy::Value value() const {
    bool stoppers = true;
    for (const Vertex& v : vertices) stoppers = stoppers && (!v.leaf || v.leaf->is_stopper());
    if (stoppers) return loopy::Value::of(graph(loopy::SideKind::kOnside));
    loopy::Side on = loopy::onside(graph(loopy::SideKind::kOnside));
    loopy::Side off = loopy::offside(graph(loopy::SideKind::kOffside));
    if (on.is_stopper() && off.is_stopper() && on.stopper() == off.stopper()) return on.stopper();
    return loopy::Value(std::move(on), std::move(off));
  }
};

class Builder {
 public:
  Builder(Template& t, const std::function<Value(const Expr&)>& evaluate)
      : t_(t), evaluate_(evaluate) {}

  std::uint32_t brace(const Expr& e) {
    RecursionGuard guard;
    std::uint32_t self = t_.add();
    if (!e.text.empty()) scope_.emplace_back(e.text, self);
    for (std::size_t i = 0; i < e.children.size(); ++i) {
      std::uint32_t w = option(*e.children[i], self);
      auto& list = i < e.left_count ? t_.vertices[self].left : t_.vertices[self].right;
      list.push_back(w);
    }
    if (!e.text.empty()) scope_.pop_back();
    return self;
  }

 private:
  std::uint32_t option(const Expr& c, std::uint32_t self) {
    if (c.kind == Expr::Kind::kGameLiteral) return brace(c);
    if (c.kind == Expr::Kind::kVariable) {
      if (c.text == "pass") return self;
      for (auto it = scope_.rbegin(); it != scope_.rend(); ++it)
        if (it->first == c.text) return it->second;
    }
    return t_.add(to_loopy(evaluate_(c), "an option"));
  }

  Template& t_;
  const std::function<Value(const Expr&)>& evaluate_;
  std::vector<std::pair<std::string, std::uint32_t>> scope_;  // labels, innermost last
};

}  // namespace

bool has_loopy_syntax(const Expr& e) {
  if (e.kind != Expr::Kind::kGameLiteral) return false;
  if (!e.text.empty()) return true;
  for (const auto& c : e.children)
    if ((c->kind == Expr::Kind::kVariable && c->text == "pass") || has_loopy_syntax(*c))
      return true;
  return false;
}

Value loopy_literal(const Expr& e, const std::function<Value(const Expr&)>& evaluate) {
  Template t;
  t.root = Builder(t, evaluate).brace(e);
  return from_loopy(t.value());
}

Value loopy_braces(const std::vector<Value>& left, const std::vector<Value>& right) {
  Template t;
  t.root = t.add();
  for (const Value& v : left) {
    std::uint32_t w = t.add(to_loopy(v, "an option"));
    t.vertices[t.root].left.push_back(w);
  }
  for (const Value& v : right) {
    std::uint32_t w = t.add(to_loopy(v, "an option"));
    t.vertices[t.root].right.push_back(w);
  }
  return from_loopy(t.value());
}

loopy::Value to_loopy(const Value& v, const char* what) {
  if (auto g = std::get_if<Game>(&v.data)) return loopy::Stopper::of(*g);
  if (auto l = std::get_if<Loopy>(&v.data)) return l->value;
  throw Error(ErrorCode::kType, fmt::format("{} must be a game, not a {}", what, type_name(v)));
}

}  // namespace cgt::lang
