// Built-in functions about the structure of a canonical form: incentives (cgt/incentives.hpp),
// followers and stops (cgt/followers.hpp), and its picture as a DAG (cgt/notation/game_dag.hpp).
#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>  // environ

#include "cgt/big_int.hpp"
#include "cgt/followers.hpp"
#include "cgt/incentives.hpp"
#include "cgt/notation/game_dag.hpp"
#include "cgt/values.hpp"
#include "lang/files.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

List as_list(const std::vector<Game>& games) {
  return List(games.begin(), games.end());
}

// Runs Graphviz's dot to turn the DOT file into SVG; false when dot is not installed or fails.
bool render_with_dot(const std::string& dot_path, const std::string& svg_path) {
  std::string output = "-o" + svg_path;
  std::vector<char*> argv{const_cast<char*>("dot"), const_cast<char*>("-Tsvg"),
                          const_cast<char*>(output.c_str()), const_cast<char*>(dot_path.c_str()),
                          nullptr};
  pid_t pid;
  if (posix_spawnp(&pid, "dot", nullptr, nullptr, argv.data(), environ) != 0) return false;
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

void register_structure_functions(FunctionRegistry& r) {
  auto add = [&](const char* name, const char* signature, const char* summary, const char* example,
                 std::size_t args, std::function<Value(const Args&)> call) {
    r.add(Function{name, signature, summary, example, "structure", args, args, std::move(call)});
  };
  add("leftincentives", "leftincentives(G)", "Left's incentives G^L - G, dominated ones removed",
      "leftincentives({2|-1})", 1,
      [](const Args& a) -> Value { return as_list(left_incentives(a.game(0, "G"))); });
  add("rightincentives", "rightincentives(G)", "Right's incentives G - G^R, dominated ones removed",
      "rightincentives({2|-1})", 1,
      [](const Args& a) -> Value { return as_list(right_incentives(a.game(0, "G"))); });
  add("incentives", "incentives(G)", "all incentives of G, dominated ones removed",
      "incentives({2|-1})", 1,
      [](const Args& a) -> Value { return as_list(incentives(a.game(0, "G"))); });
  add("followers", "followers(G)", "the distinct subpositions of G's canonical form, G first",
      "followers({1|*})", 1,
      [](const Args& a) -> Value { return as_list(followers(a.game(0, "G"))); });
  add("subpositions", "subpositions(G)",
      "how many distinct subpositions G's canonical form has (G included)", "subpositions(*4)", 1,
      [](const Args& a) -> Value {
        return integer(static_cast<std::int64_t>(follower_count(a.game(0, "G"))));
      });
  add("stopcount", "stopcount(G)",
      "how many ways play can reach a number from G (each number a leaf)", "stopcount(*3)", 1,
      [](const Args& a) -> Value { return number(make_dyadic(stop_count(a.game(0, "G")))); });
  add("explicitlength", "explicitlength(G)",
      "how many characters G's explicit form (the game tree written out) has, without writing it",
      "explicitlength(gnsum(30))", 1,
      [](const Args& a) -> Value { return number(make_dyadic(explicit_length(a.game(0, "G")))); });
  add("tree", "tree(G, file)",
      "writes the canonical form's DAG as Graphviz DOT to file.dot, and file.svg when dot is "
      "installed",
      "tree({1|*}, \"game\")", 2, [](const Args& a) -> Value {
        std::string base = a.text(1, "file");
        std::string dot_path = base + ".dot", svg_path = base + ".svg";
        write_file(a, dot_path, game_dag_dot(a.game(0, "G")));
        if (render_with_dot(dot_path, svg_path))
          return Text{fmt::format("wrote {} and {}", dot_path, svg_path)};
        return Text{fmt::format("wrote {} (Graphviz's dot is not installed: no SVG)", dot_path)};
      });
}

}  // namespace cgt::lang
