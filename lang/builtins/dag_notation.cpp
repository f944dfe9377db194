// Built-in functions of the DAG notation (cgt/notation/dag_notation.hpp): a canonical form
// written with each general subposition once, saved to a file and loaded back.
#include "cgt/notation/dag_notation.hpp"

#include <fmt/format.h>

#include "lang/dag_reader.hpp"
#include "lang/files.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kStructureGroup = "structure";

}  // namespace

void register_dag_notation_functions(FunctionRegistry& r) {
  r.add(Function{"dag", "dag(G)",
                 "G's canonical form in the DAG notation: one line 'name = {...}' per general "
                 "subposition, G last (as 'result')",
                 "dag({2|{1|0}})", kStructureGroup, 1, 1,
                 [](const Args& a) -> Value { return Text{dag_text(a.game(0, "G"))}; }});
  r.add(Function{"savedag", "savedag(G, file)",
                 "writes G's DAG notation to file (loaddag reads it back), or the DAG as JSON "
                 "when file ends in .json",
                 "savedag(gnsum(30), \"s30.cgt\")", kStructureGroup, 2, 2,
                 [](const Args& a) -> Value {
                   Game g = a.game(0, "G");
                   std::string path = a.text(1, "file");
                   write_file(a, path, path.ends_with(".json") ? dag_json(g) + "\n" : dag_text(g));
                   return Text{fmt::format("wrote {}", path)};
                 }});
  r.add(Function{"loaddag", "loaddag(file)",
                 "the game saved with savedag (the DAG notation, whose last statement is the "
                 "game, or its JSON)",
                 "savedag(gnsum(8), \"s8.cgt\"); loaddag(\"s8.cgt\") == gnsum(8)", kStructureGroup,
                 1, 1, [](const Args& a) -> Value {
                   std::string path = a.text(0, "file");
                   try {
                     std::string text = read_file(a, path);
                     std::size_t first = text.find_first_not_of(" \t\r\n");
                     // The notation starts with a comment or a name, JSON with a brace.
                     if (first != std::string::npos && text[first] == '{')
                       return read_dag_json(text);
                     return read_dag(text);
                   } catch (const ParseError& e) {
                     a.fail(ErrorCode::kParse,
                            fmt::format("{}:{}:{}: {}", path, e.line(), e.column(), e.what()));
                   }
                 }});
}

}  // namespace cgt::lang
