#include "tools/cgt/interpreter.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <new>
#include <optional>
#include <ostream>
#include <variant>
#include <vector>

#include "cgt/deadline.hpp"
#include "cgt/game_roots.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/notation/printable.hpp"
#include "cgt/thread_count.hpp"
#include "tools/cgt/help.hpp"
#include "tools/cgt/pager.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/progress_bar.hpp"
#include "tools/cgt/resource_meter.hpp"
#include "lang/parser.hpp"

namespace cgt::tool {
namespace {

// `:limit games none`: every id a handle can hold (kNoId stays reserved).
constexpr std::size_t kAllGames = kNoId;
// `:limit memory none`.
constexpr std::size_t kAllMemory = SIZE_MAX;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
// An error's source line is shown up to this many bytes either side of its column.
constexpr std::size_t kContext = 60;

std::string_view line_of(std::string_view text, std::size_t line) {
  std::size_t start = 0;
  for (std::size_t l = 1; l < line && start != std::string_view::npos; ++l) {
    start = text.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  if (start == std::string_view::npos || start > text.size()) return {};
  std::size_t end = text.find('\n', start);
  return text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
}

std::optional<std::uint64_t> parse_count(std::string_view s) {
  std::uint64_t n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return n;
}

// "4000000", "512M", "12G", "1.5GiB": bytes, with K, M, G or T for powers of 1024.
std::optional<std::size_t> parse_bytes(std::string_view s) {
  std::size_t digits = s.find_first_not_of("0123456789.");
  std::string_view number = s.substr(0, digits), unit = digits == s.npos ? "" : s.substr(digits);
  static constexpr std::pair<std::string_view, int> kUnits[] = {
      {"", 0}, {"B", 0}, {"K", 10}, {"KB", 10}, {"KiB", 10}, {"M", 20}, {"MB", 20},
      {"MiB", 20}, {"G", 30}, {"GB", 30}, {"GiB", 30}, {"T", 40}, {"TB", 40}, {"TiB", 40}};
  const auto* u = std::find_if(std::begin(kUnits), std::end(kUnits),
                               [&](const auto& k) { return k.first == unit; });
  if (u == std::end(kUnits) || number.empty()) return std::nullopt;
  // strtod, not from_chars: the web engine's libc++ (Emscripten 3.1.6) has no from_chars for
  // double. `number` holds digits and dots only, and the tool never sets a locale.
  const std::string text(number);
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return std::nullopt;
  value = std::ldexp(value, u->second);
  if (!(value >= 1) || value > 0x1p62) return std::nullopt;
  return static_cast<std::size_t>(value);
}

// "2", "0.5", "1.25" seconds, to milliseconds (at most three decimals).
std::optional<std::chrono::milliseconds> parse_seconds(std::string_view s) {
  std::size_t dot = s.find('.');
  auto whole = parse_count(s.substr(0, dot));
  if (!whole || *whole > 1'000'000'000) return std::nullopt;
  std::uint64_t ms = *whole * 1000;
  if (dot != std::string_view::npos) {
    std::string_view decimals = s.substr(dot + 1);
    auto fraction = parse_count(decimals);
    if (!fraction || decimals.empty() || decimals.size() > 3) return std::nullopt;
    for (std::size_t i = decimals.size(); i < 3; ++i) *fraction *= 10;
    ms += *fraction;
  }
  return std::chrono::milliseconds(ms);
}

std::string seconds_text(std::chrono::milliseconds ms) {
  auto n = ms.count();
  if (n % 1000 == 0) return fmt::format("{} s", n / 1000);
  std::string decimals = fmt::format("{:03}", n % 1000);
  return fmt::format("{}.{} s", n / 1000, decimals.substr(0, decimals.find_last_not_of('0') + 1));
}

[[noreturn]] void usage(const std::string& message) {
  throw Error(ErrorCode::kDomain, message);
}

// After a statement ran out of memory: drops the table entries it made and collects the game
// table, so that what it held is free for the next statement.
void release_memory(std::uint32_t epoch) {
  drop_entries_since(epoch);
  collect_games();
}

}  // namespace

Interpreter::Interpreter(lang::Session& session, std::ostream& out, std::ostream& err)
    : session_(session), out_(out), err_(err), verifiers_(games::all_verifiers()) {
  set_progress(terminal_progress());
}

void Interpreter::set_progress(Progress progress) {
  progress_ = std::move(progress);
  session_.set_progress(progress_);
}

RunStatus Interpreter::run(std::string_view text, std::string_view source_name,
                           std::size_t first_line) {
  first_line_ = first_line;
  // Scripts from other systems: a byte-order mark is no character of the script, and CR LF or a
  // lone CR (old Macintosh files) ends a line as LF does.
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  std::string unix_text;
  if (text.find('\r') != std::string_view::npos) {
    unix_text.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] != '\r') unix_text += text[i];
      else if (i + 1 == text.size() || text[i + 1] != '\n') unix_text += '\n';
    }
    text = unix_text;
  }
  interrupted_ = false;
  RunStatus status = RunStatus::kOk;
  auto failed = [&](RunStatus s) { status = std::max(status, s); };
  std::vector<std::variant<lang::Statement, ParseError>> program;
  try {
    program = lang::parse_program(text);  // polls: a long text takes seconds to parse
  } catch (const InterruptedError& e) {
    interrupted_ = true;
    report("", source_name, 1, 1, error_code_name(e.code()), describe(e));
    return RunStatus::kErrors;
  }
  for (auto& parsed : program) {
    if (quit_ || interrupted_) break;
    if (auto* e = std::get_if<ParseError>(&parsed)) {
      report(text, source_name, e->line(), e->column(), "parse", e->what());
      failed(RunStatus::kErrors);
      continue;
    }
    const auto& statement = std::get<lang::Statement>(parsed);
    bool computes = statement.kind != lang::Statement::Kind::kCommand || statement.name == "verify";
    std::optional<ResourceMeter> meter;
    if (settings_.show_resources && computes) meter.emplace();
    auto where = [&] {
      return statement.kind == lang::Statement::Kind::kCommand
                 ? lang::Location{statement.line, statement.column}
                 : session_.error_location();
    };
    const std::uint32_t epoch = current_epoch();  // what the statement adds to the tables
    try {
      Deadline deadline(settings_.time_limit);
      if (!execute(statement)) failed(RunStatus::kErrors);
    } catch (const Error& e) {
      clear_progress_line();
      // A statement that ran out of memory frees what it held, so that the next has room.
      if (e.code() == ErrorCode::kLimit && !dynamic_cast<const TimeLimitError*>(&e))
        release_memory(epoch);
      // A stop from outside has no place in the text: no caret for it.
      bool stopped = e.code() == ErrorCode::kInterrupted || dynamic_cast<const TimeLimitError*>(&e);
      report(stopped ? "" : text, source_name, where().line, where().column,
             error_code_name(e.code()), describe(e));
      failed(RunStatus::kErrors);
      interrupted_ = e.code() == ErrorCode::kInterrupted;
    } catch (const std::bad_alloc&) {
      clear_progress_line();
      release_memory(epoch);
      report(text, source_name, statement.line, statement.column, "memory",
             "out of memory: the computation needs more memory than this machine has");
      failed(RunStatus::kErrors);
    } catch (const std::exception& e) {  // a bug: say so rather than crash
      clear_progress_line();
      report(text, source_name, statement.line, statement.column, "internal",
             fmt::format("internal error: {}", e.what()));
      failed(RunStatus::kInternalError);
    }
    if (meter) err_ << meter->report() << "\n";
    out_.flush();
    // A Ctrl-C during a statement that finished without polling stops the text here.
    if (!interrupted_ && interrupt_flag().load(std::memory_order_relaxed) == InterruptReason::kUser) {
      clear_interrupt();
      interrupted_ = true;
      report("", source_name, statement.line, statement.column,
             error_code_name(ErrorCode::kInterrupted),
             describe(InterruptedError()) + " (the statement had finished; the ones after it "
                                            "were not run)");
      failed(RunStatus::kErrors);
    }
    try {
      collect_games_if_large();  // between statements, games no variable or table holds go
    } catch (const std::bad_alloc&) {
      // No room to collect: the table is as it was, and the next statement may fail on its own.
    }
  }
  return status;
}

std::string Interpreter::describe(const Error& e) const {
  if (dynamic_cast<const TimeLimitError*>(&e))
    return fmt::format("stopped: the time limit of {} was reached (':limit time' changes it)",
                       seconds_text(settings_.time_limit));
  if (dynamic_cast<const TableFullError*>(&e))
    return fmt::format("{} (':limit games N' raises the limit, ':reset' empties the table)",
                       e.what());
  if (e.code() == ErrorCode::kInterrupted)
    return terminated() ? "stopped by SIGTERM"
                        : "interrupted (Ctrl-C); variables and computed games are kept";
  return e.what();
}

bool Interpreter::execute(const lang::Statement& s) {
  if (s.kind == lang::Statement::Kind::kCommand) {
    if (s.name == "verify") return verify(s.words);
    command(s);
    return true;
  }
  if (auto v = session_.run(s)) print_value(*v);
  return true;
}

void Interpreter::command(const lang::Statement& s) {
  const std::vector<std::string>& words = s.words;
  if (s.name == "help" || s.name == ":help") {
    std::string topic;  // a group's name may have two words: help golden nugget
    for (const std::string& w : words) topic += (topic.empty() ? "" : " ") + w;
    print_help(words.empty() ? help_overview(session_.functions(), settings_.width)
                             : help_topic(topic, session_.functions(), settings_.width));
  } else if (s.name == ":format") {
    format(words);
  } else if (s.name == ":time") {
    if (words.empty())
      print_text(fmt::format("time: {}", settings_.show_resources ? "on" : "off"));
    else if (words.size() == 1 && (words[0] == "on" || words[0] == "off"))
      settings_.show_resources = words[0] == "on";
    else
      usage(":time takes on or off");
  } else if (s.name == ":limit") {
    limit(words);
  } else if (s.name == ":threads") {
    threads(words);
  } else if (s.name == ":vars") {
    std::string text;
    for (const auto& [name, value] : session_.variables()) {
      BoundedText shown(200);
      lang::write_value(value, style_of(settings_.output.format), shown);
      text += fmt::format("{} = {}{}\n", name, shown.str(), shown.truncated() ? " ..." : "");
    }
    print_text(text.empty() ? "no variables yet" : text);
  } else if (s.name == ":reset") {
    game_table().reset();
    session_.clear_variables();
    print_text("the game table and every variable are cleared");
  } else if (s.name == ":quit" || s.name == ":q" || s.name == ":exit") {
    quit_ = true;
  } else {
    std::vector<std::string> names;
    for (const CommandHelp& c : commands())
      if (c.name[0] == ':') names.push_back(c.name);
    std::string hint = lang::closest_name(s.name, names);
    throw Error(ErrorCode::kName,
                fmt::format("unknown command '{}'{} (help lists the commands)", s.name,
                            hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
  }
}

// :format F, and :format json [explicit] [latex] (or json,explicit,latex): the long forms of
// games that JSON results carry besides the pretty one.
void Interpreter::format(const std::vector<std::string>& words) {
  OutputOptions& output = settings_.output;
  if (words.empty()) {
    std::string extra = output.format != OutputFormat::kJson ? ""
                        : std::string(output.json_explicit ? " explicit" : "") +
                              (output.json_latex ? " latex" : "");
    print_text(fmt::format("format: {}{}", output_format_name(output.format), extra));
    return;
  }
  std::vector<std::string> names;
  for (const std::string& w : words)
    for (std::size_t from = 0; from <= w.size();) {
      std::size_t comma = std::min(w.find(',', from), w.size());
      if (comma > from) names.push_back(w.substr(from, comma - from));
      from = comma + 1;
    }
  OutputFormat chosen;
  if (names.empty() || !parse_output_format(names[0], &chosen))
    usage(fmt::format("unknown format '{}'; expected one of {}", names.empty() ? "" : names[0],
                      output_format_names()));
  bool json_explicit = false, json_latex = false;
  for (std::size_t i = 1; i < names.size(); ++i) {
    if (chosen == OutputFormat::kJson && names[i] == "explicit")
      json_explicit = true;
    else if (chosen == OutputFormat::kJson && names[i] == "latex")
      json_latex = true;
    else
      usage(fmt::format(":format takes one of {}; after json, explicit or latex adds that form "
                        "of each game",
                        output_format_names()));
  }
  output.format = chosen;
  output.json_explicit = json_explicit;
  output.json_latex = json_latex;
}

void Interpreter::limit(const std::vector<std::string>& words) {
  GameTable& table = game_table();
  auto none_or = [](std::size_t n, std::string text) { return n == 0 ? "none" : text; };
  if (words.empty()) {
    std::size_t games = table.limits().max_games;
    std::size_t memory = memory_limits().max_bytes;
    print_text(fmt::format("games      {} (the table holds {})\nmemory     {} (the tables hold "
                           "{})\ntime       {}\noutput     {}",
                           games >= kAllGames ? "none" : grouped(games), grouped(table.size()),
                           memory >= kAllMemory ? "none" : bytes_text(memory),
                           bytes_text(tables_bytes()),
                           none_or(settings_.time_limit.count(),
                                   seconds_text(settings_.time_limit) + " per statement"),
                           none_or(settings_.output.max_chars,
                                   grouped(settings_.output.max_chars) +
                                       (settings_.output.long_results == LongResults::kCut
                                            ? " characters per result (longer ones are cut)"
                                            : " characters per result (longer ones are "
                                              "refused)"))));
    return;
  }
  const char* kUsage =
      ":limit games N, :limit memory BYTES, :limit time SECONDS or :limit output CHARACTERS "
      "(none lifts a limit)";
  if (words.size() != 2) usage(kUsage);
  const std::string& kind = words[0];
  const std::string& value = words[1];
  bool none = value == "none";
  if (kind == "games") {
    auto n = parse_count(value);
    if (!none && (!n || *n == 0 || *n > kAllGames))
      usage(fmt::format(":limit games takes a number of games from 1 to {}, or none",
                        grouped(kAllGames)));
    table.limits().max_games = none ? kAllGames : *n;
  } else if (kind == "memory") {
    auto n = parse_bytes(value);
    if (!none && !n)
      usage(":limit memory takes bytes for the game table and the transposition tables "
            "together (like 4000000000, 512M or 12G), or none");
    memory_limits().max_bytes = none ? kAllMemory : *n;
  } else if (kind == "time") {
    auto ms = parse_seconds(value);
    if (!none && (!ms || ms->count() == 0))
      usage(":limit time takes seconds from 0.001 (like 10 or 0.5), or none for no limit");
    settings_.time_limit = none ? std::chrono::milliseconds(0) : *ms;
  } else if (kind == "output") {
    auto n = parse_count(value);
    if (!none && (!n || *n == 0)) usage(":limit output takes a number of characters, or none");
    settings_.output.max_chars = none ? 0 : *n;
  } else {
    usage(kUsage);
  }
}

void Interpreter::threads(const std::vector<std::string>& words) {
  if (words.empty()) {
    print_text(fmt::format("threads: {} (this machine: {} cores)", thread_count(),
                           available_cores()));
    return;
  }
  std::optional<std::uint64_t> n;
  if (words.size() == 1) n = words[0] == "all" ? available_cores() : parse_count(words[0]);
  if (!n || *n == 0 || *n > kMaxThreads)
    usage(fmt::format(":threads takes a number of threads from 1 to {}, or all (every core)",
                      kMaxThreads));
  thread_count() = static_cast<unsigned>(*n);
}

bool Interpreter::verify(const std::vector<std::string>& words) {
  bool json = settings_.output.format == OutputFormat::kJson, list = false;
  std::string name;
  std::optional<std::int64_t> upto;
  for (const std::string& w : words) {
    if (w == "--json") {
      json = true;
    } else if (w == "--list") {
      list = true;
    } else if (name.empty() && w[0] != '-') {
      name = w;
    } else if (auto n = parse_count(w); n && !upto && *n <= INT64_MAX) {
      upto = static_cast<std::int64_t>(*n);
    } else {
      usage(fmt::format("verify: unexpected '{}'; write verify NAME [N] [--json]", w));
    }
  }
  if (list) {
    std::string text;
    for (const games::Verifier& v : verifiers_.all())
      text += help_entry(v.name, fmt::format("{} ({}; N = {} by default)", v.summary, v.source,
                                             v.default_upto),
                         0, 24, settings_.width);
    print_text(text.empty() ? "no verifiers yet" : text);
    return true;
  }
  if (name.empty()) usage("write verify NAME [N] [--json]; verify --list shows the names");
  const games::Verifier* v = verifiers_.find(name);
  if (!v) {
    std::vector<std::string> names;
    for (const games::Verifier& x : verifiers_.all()) names.push_back(x.name);
    std::string hint = lang::closest_name(name, names);
    throw Error(ErrorCode::kName,
                fmt::format("no verifier named '{}'{} (verify --list shows them)", name,
                            hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
  }
  Progress progress = progress_;
  games::Report r = games::run_verifier(*v, upto.value_or(v->default_upto), progress);
  if (json)
    out_ << "{\"type\": \"report\", " << games::to_json(r).substr(1) << "\n";
  else
    out_ << games::to_text(r);
  return r.passed();
}

void Interpreter::print_value(const lang::Value& v) {
  if (value_printer_)
    value_printer_(v);
  else
    write_value(out_, v, settings_.output);
}

void Interpreter::print_text(const std::string& text) {
  if (text.empty()) return;
  if (settings_.output.format == OutputFormat::kJson) {
    print_value(lang::Text{text.back() == '\n' ? text.substr(0, text.size() - 1) : text});
    return;
  }
  out_ << text << (text.back() == '\n' ? "" : "\n");
}

void Interpreter::print_help(const std::string& text) {
  // The prompt takes a row too.
  bool longer = std::count(text.begin(), text.end(), '\n') + 1 >
                static_cast<std::ptrdiff_t>(settings_.page_rows);
  if (settings_.page_rows > 0 && settings_.output.format != OutputFormat::kJson && longer) {
    std::string pager = pager_command();
    out_.flush();
    if (!pager.empty() && show_in_pager(pager, text)) return;
  }
  print_text(text);
}

void Interpreter::report(std::string_view text, std::string_view source, std::size_t line,
                         std::size_t column, std::string_view code, const std::string& message) {
  std::size_t script_line = line + first_line_ - 1;
  if (settings_.output.format == OutputFormat::kJson) {
    out_ << error_json(code, message, source, script_line, column) << "\n";
    return;
  }
  if (source.empty())
    err_ << "error: " << printable(message) << "\n";
  else
    err_ << fmt::format("{}:{}:{}: {}\n", printable(source), script_line, column,
                        printable(message));
  std::string_view code_line = line_of(text, line);
  if (code_line.empty()) return;
  // A long line shows only a window around the column, marked "..." where it is cut.
  auto is_start = [&](std::size_t i) {
    return i >= code_line.size() || (static_cast<unsigned char>(code_line[i]) & 0xc0) != 0x80;
  };
  std::size_t at = 0;  // the byte where the column's character starts
  for (std::size_t chars = 1; at < code_line.size() && chars < column; ++at)
    if (is_start(at + 1)) ++chars;
  std::size_t from = at > kContext ? at - kContext : 0, to = std::min(code_line.size(), at + kContext);
  while (from > 0 && !is_start(from)) --from;
  while (!is_start(to)) ++to;
  // Control characters and bytes that are not UTF-8 are shown escaped (\x00), the caret under
  // the column's character as shown.
  std::string before = printable(code_line.substr(from, at - from));
  std::string rest = printable(code_line.substr(at, to - at));
  std::string ellipsis = from > 0 ? "..." : "";
  err_ << "  " << ellipsis << before << rest << (to < code_line.size() ? "..." : "") << "\n  "
       << std::string(ellipsis.size(), ' ');
  for (char c : before)
    if ((static_cast<unsigned char>(c) & 0xc0) != 0x80) err_ << (c == '\t' ? '\t' : ' ');
  err_ << "^\n";
}

}  // namespace cgt::tool
