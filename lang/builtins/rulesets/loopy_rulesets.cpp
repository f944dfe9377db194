// The tool's functions for the loopy rulesets: foxandgeese(board, open), backslide(strip), and
// the digraph game: digraph(graph, vertex), loopygrundy(graph, vertex), digraphoutcome(graph,
// vertices).
#include <fmt/format.h>

#include "games/backsliding_toads_and_frogs/backsliding_toads_and_frogs.hpp"
#include "games/digraph/digraph.hpp"
#include "games/fox_and_geese/fox_and_geese.hpp"
#include "lang/builtins/rulesets/loopy_evaluators.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"
#include "loopy/impartial.hpp"

namespace cgt::lang {
namespace {

std::shared_ptr<const games::Digraph> digraph_arg(const Args& a) {
  return std::make_shared<const games::Digraph>(
      games::parse_digraph(a.text(0, "graph"), a.signature()));
}

}  // namespace

void register_loopy_ruleset_functions(FunctionRegistry& r) {
  r.add(Function{
      "foxandgeese", "foxandgeese(board, open)",
      "the value of a Fox and Geese position: rows of '.', 'x' (geese, Left's, moving down) and "
      "'o' (the fox, Right's) separated by '|'; open = 1 lets the board go on above its first row",
      "foxandgeese(\".x.x|....|....|o...\", 1)", "rulesets", 1, 2, [](const Args& a) -> Value {
        bool open = a.size() > 1 && a.integer(1, "open", 0, 1) == 1;
        auto [rules, position] = games::FoxAndGeese::parse(a.text(0, "board"), open, a.signature());
        std::string key = fmt::format("{}x{}{}", rules.width(), rules.height(), open ? "o" : "");
        return from_loopy(loopy_evaluator(rules, key).value(position, &a.progress()));
      }});
  r.add(Function{"backslide", "backslide(strip)",
                 "the value of a Backsliding Toads and Frogs position: a strip of '.', 'X' (toads, "
                 "Left's), 'O' (frogs, Right's) and '#', where creatures may also step back",
                 "backslide(\"X.O\")", "rulesets", 1, 1, [](const Args& a) -> Value {
                   games::BackslidingToadsAndFrogs rules;
                   auto strip = games::parse_creature_strip(a.text(0, "strip"), a.signature());
                   return from_loopy(
                       loopy_evaluator(rules, "backslide").value(strip, &a.progress()));
                 }});
  r.add(Function{"digraph", "digraph(graph, vertex)",
                 "the value of a token on a vertex of a directed graph ('a > b c; b > a'), moved "
                 "along an arc by either player",
                 "digraph(\"a > b; b > a c\", \"a\")", "rulesets", 2, 2, [](const Args& a) -> Value {
                   games::DigraphGame rules(digraph_arg(a));
                   auto v = rules.graph().vertex(a.text(1, "vertex"), a.signature());
                   return from_loopy(games::LoopyEvaluator(rules).value(v, &a.progress()));
                 }});
  r.add(Function{
      "loopygrundy", "loopygrundy(graph, vertex)",
      "the generalised Sprague-Grundy value of a token on a directed graph: *n, or inf(K) with K "
      "the finite values of its options (Smith, Fraenkel)",
      "loopygrundy(\"a > b; b > a c\", \"a\")", "rulesets", 2, 2, [](const Args& a) -> Value {
        games::DigraphGame rules(digraph_arg(a));
        auto v = rules.graph().vertex(a.text(1, "vertex"), a.signature());
        return Text{loopy::to_string(games::LoopyEvaluator(rules).nimber(v, &a.progress()))};
      }});
  r.add(Function{"digraphoutcome", "digraphoutcome(graph, vertices)",
                 "the outcome (N, P or D) of a sum of tokens on a directed graph, one on each "
                 "vertex listed, by generalised Sprague-Grundy values",
                 "digraphoutcome(\"a > b; b > a c\", [\"a\", \"c\"])", "rulesets", 2, 2,
                 [](const Args& a) -> Value {
                   games::DigraphGame rules(digraph_arg(a));
                   games::LoopyEvaluator evaluator(rules);
                   std::vector<loopy::LoopyNimber> parts;
                   const Value& list = a.value(1);
                   std::vector<std::string> names;
                   if (auto items = std::get_if<List>(&list.data)) {
                     for (std::size_t i = 0; i < items->size(); ++i)
                       names.push_back(Args(a.signature(), *items).text(i, "vertex"));
                   } else {
                     names.push_back(a.text(1, "vertices"));
                   }
                   for (const std::string& name : names)
                     parts.push_back(
                         evaluator.nimber(rules.graph().vertex(name, a.signature()), &a.progress()));
                   return Text{loopy::outcome_name(loopy::sum_outcome(parts))};
                 }});
}

}  // namespace cgt::lang
