#include "games/hackenbush/hackenbush_notation.hpp"

#include <fmt/format.h>

#include <cctype>
#include <map>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

constexpr std::int64_t kMaxVertexNumber = 1'000'000;

bool is_colour(char c) {
  return c == 'L' || c == 'R' || c == 'G';
}

class Parser {
 public:
  Parser(const std::string& text, const std::string& context) : text_(text), context_(context) {}

  HackenbushGraph parse() {
    while (true) {
      while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == ',' ||
                                     text_[pos_] == '\t' || text_[pos_] == '\n'))
        ++pos_;
      if (pos_ == text_.size()) break;
      if (std::isdigit(static_cast<unsigned char>(text_[pos_])))
        edge();
      else
        stalk();
    }
    std::vector<bool> connected = grounded_edges(graph_);
    for (std::size_t i = 0; i < graph_.size(); ++i)
      if (!connected[i]) fail(columns_[i], "this edge is not connected to the ground (vertex 0)");
    return grounded(graph_);
  }

 private:
  void edge() {
    std::size_t start = pos_;
    std::uint8_t u = vertex();
    expect('-', "'-' between the two vertices of an edge");
    std::uint8_t v = vertex();
    expect(':', "':' and a colour after an edge's vertices");
    if (pos_ == text_.size() || !is_colour(text_[pos_]))
      fail(pos_, "expected the colour L, R or G" + found());
    add({u, v, text_[pos_++]}, start);
    if (pos_ < text_.size() && !separator(text_[pos_]))
      fail(pos_, "expected a space or a comma after an edge" + found());
  }

  void stalk() {
    std::uint8_t below = 0;
    for (; pos_ < text_.size() && !separator(text_[pos_]); ++pos_) {
      if (!is_colour(text_[pos_]))
        fail(pos_, "expected L, R or G (a stalk) or a vertex number (an edge)" + found());
      std::uint8_t above = new_vertex();
      add({below, above, text_[pos_]}, pos_);
      below = above;
    }
  }

  std::uint8_t vertex() {
    std::size_t start = pos_;
    std::int64_t number = 0;
    if (pos_ == text_.size() || !std::isdigit(static_cast<unsigned char>(text_[pos_])))
      fail(pos_, "expected a vertex number" + found());
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      number = number * 10 + (text_[pos_++] - '0');
      if (number > kMaxVertexNumber)
        fail(start, fmt::format("vertex numbers go up to {}", kMaxVertexNumber));
    }
    if (number == 0) return 0;
    auto [it, added] = named_.emplace(number, 0);
    if (added) it->second = new_vertex();
    return it->second;
  }

  std::uint8_t new_vertex() {
    if (vertices_ == 255) fail(pos_, "too many vertices");
    return static_cast<std::uint8_t>(vertices_++);
  }

  void add(HackenbushEdge e, std::size_t column) {
    if (graph_.size() == kMaxHackenbushEdges)
      fail(column, fmt::format("a position has at most {} edges", kMaxHackenbushEdges));
    graph_.push_back(e);
    columns_.push_back(column);
  }

  void expect(char c, const std::string& what) {
    if (pos_ == text_.size() || text_[pos_] != c) fail(pos_, "expected " + what + found());
    ++pos_;
  }

  static bool separator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n'; }

  std::string found() const {
    if (pos_ == text_.size()) return ", found the end of the text";
    return fmt::format(", found '{}'", text_[pos_]);
  }

  [[noreturn]] void fail(std::size_t index, const std::string& message) const {
    throw DomainError(fmt::format("{}: column {}: {}", context_, index + 1, message));
  }

  const std::string& text_;
  const std::string& context_;
  std::size_t pos_ = 0;
  HackenbushGraph graph_;
  std::vector<std::size_t> columns_;  // where each edge of graph_ was written
  std::map<std::int64_t, std::uint8_t> named_;
  int vertices_ = 1;  // the ground
};

}  // namespace

HackenbushGraph parse_hackenbush(const std::string& text, const std::string& context) {
  return Parser(text, context).parse();
}

std::string hackenbush_text(const HackenbushGraph& g) {
  std::vector<std::string> stalks;
  for (const HackenbushGraph& part : ground_components(g)) {
    std::optional<std::string> colours = stalk_colours(part);
    if (!colours) {
      std::vector<std::string> edges;
      for (const HackenbushEdge& e : g)
        edges.push_back(fmt::format("{}-{}:{}", e.u, e.v, e.colour));
      return fmt::format("{}", fmt::join(edges, " "));
    }
    stalks.push_back(*colours);
  }
  return fmt::format("{}", fmt::join(stalks, " "));
}

}  // namespace cgt::games
