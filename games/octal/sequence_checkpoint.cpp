#include "games/octal/sequence_checkpoint.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/fletcher64.hpp"

namespace cgt::games {
namespace {

constexpr const char* kFormatLine = "cgt octal checkpoint 1";
constexpr std::size_t kChunk = std::size_t{1} << 20;  // values written or read at a time

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

void feed(Fletcher64& sum, const std::uint8_t* bytes, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) sum.update(bytes[i]);
}

class Writer {
 public:
  explicit Writer(const std::filesystem::path& path)
      : path_(path), file_(std::fopen(path.c_str(), "wb")) {
    if (!file_) fail();
  }
  void write(const void* data, std::size_t n) {
    feed(sum_, static_cast<const std::uint8_t*>(data), n);
    if (std::fwrite(data, 1, n, file_.get()) != n) fail();
  }
  void write(const std::string& text) { write(text.data(), text.size()); }
  // The file checksum line, then flushed to the disk and closed.
  void finish() {
    std::string trailer = fmt::format("file {:016x}\n", sum_.value());
    if (std::fwrite(trailer.data(), 1, trailer.size(), file_.get()) != trailer.size() ||
        std::fflush(file_.get()) != 0 || ::fsync(fileno(file_.get())) != 0 ||
        std::fclose(file_.release()) != 0)
      fail();
  }

 private:
  [[noreturn]] void fail() {
    throw WriteError(
        fmt::format("cannot write the checkpoint {}: {}", path_.string(), std::strerror(errno)));
  }
  std::filesystem::path path_;
  File file_;
  Fletcher64 sum_;
};

class Reader {
 public:
  explicit Reader(const std::filesystem::path& path)
      : path_(path), file_(std::fopen(path.c_str(), "rb")) {
    if (!file_) refuse(std::strerror(errno));
  }
  // The next line, without its newline; refused at the end of the file.
  std::string line(const char* what) {
    std::string text;
    for (int c; (c = std::fgetc(file_.get())) != '\n';) {
      if (c == EOF || text.size() > 200) refuse(fmt::format("no {} line", what));
      text.push_back(static_cast<char>(c));
    }
    std::uint8_t newline = '\n';
    feed(sum_, reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
    feed(sum_, &newline, 1);
    return text;
  }
  // The words after `key` on the next line.
  std::istringstream fields(const std::string& key) {
    std::string text = line(key.c_str());
    if (text.rfind(key + " ", 0) != 0) refuse(fmt::format("no {} line", key));
    return std::istringstream(text.substr(key.size() + 1));
  }
  void read(std::uint8_t* data, std::size_t n) {
    if (std::fread(data, 1, n, file_.get()) != n) refuse("it is cut short");
    feed(sum_, data, n);
  }
  std::uint64_t sum() const { return sum_.value(); }
  [[noreturn]] void refuse(const std::string& why) const {
    throw DomainError(fmt::format("the checkpoint {} is refused: {}", path_.string(), why));
  }

 private:
  std::filesystem::path path_;
  File file_;
  Fletcher64 sum_;
};

}  // namespace

void save_sequence_checkpoint(const std::filesystem::path& file, HeapGrundyValues& values) {
  const GrundySequence& s = values.sequence();
  const bool streamed = s.values().streamed();
  if (streamed) {
    if (std::filesystem::path(s.values().file()).parent_path() != file.parent_path())
      throw WriteError(fmt::format("the checkpoint {} and its values file {} must share a folder",
                                   file.string(), s.values().file()));
    values.flush();
  }
  const GrundySequence::SparseChoice choice = s.sparse_choice();
  const HeapGrundyValues::SearchState state = values.search_state();
  const std::size_t width = s.values().bytes_per_value();
  // Streamed and wide: the file holds a byte a heap below F, two from F on ("width 2 F").
  const std::string wide_from =
      streamed && width == 2 ? fmt::format(" {}", s.values().wide_from()) : "";
  std::filesystem::path temporary = file;
  temporary += ".tmp";
  {
    Writer out(temporary);
    out.write(fmt::format("{}\ncode {}\nheaps {}\nwidth {}{}\nsparse {} {} {} {} {}\nstep {}",
                          kFormatLine, take_break_code_text(s.rules()), s.size(), width, wide_from,
                          int{choice.sparse}, choice.mask, int{choice.by_heap_parity},
                          int{choice.rare_class}, choice.next_choice, state.target));
    if (state.likely)
      out.write(fmt::format(" {} {}", state.likely->preperiod, state.likely->period));
    out.write(fmt::format("\nchecksum {:016x}\n", s.checksum()));
    if (streamed)
      out.write(fmt::format("values in {}\n",
                            std::filesystem::path(s.values().file()).filename().string()));
    else
      out.write("values\n");
    std::vector<std::uint8_t> chunk;
    for (std::size_t i = 0; !streamed && i < s.size(); i += kChunk) {
      chunk.clear();
      for (std::size_t j = i; j < std::min(s.size(), i + kChunk); ++j)
        for (std::size_t b = 0; b < width; ++b)
          chunk.push_back(static_cast<std::uint8_t>(s[j] >> (8 * b)));
      out.write(chunk.data(), chunk.size());
    }
    out.finish();
  }
  std::error_code error;
  std::filesystem::rename(temporary, file, error);
  if (error)
    throw WriteError(fmt::format("cannot rename {} to {}: {}", temporary.string(), file.string(),
                                 error.message()));
}

void load_sequence_checkpoint(const std::filesystem::path& file, HeapGrundyValues& values,
                              const StreamLayout& layout) {
  Reader in(file);
  if (in.line("format") != kFormatLine)
    in.refuse(fmt::format("it is not a checkpoint of this version (its first line is not \"{}\")",
                          kFormatLine));
  const std::string code = take_break_code_text(values.sequence().rules());
  std::string saved_code;
  in.fields("code") >> saved_code;
  if (saved_code != code) in.refuse(fmt::format("it is a run of {}, not of {}", saved_code, code));
  std::size_t heaps = 0, width = 0, wide_from = SequenceValues::kNarrow;
  int sparse = 0, parity = 0, rare_class = 0;
  GrundySequence::SparseChoice choice;
  HeapGrundyValues::SearchState state;
  std::string checksum_text;
  const bool counted = static_cast<bool>(in.fields("heaps") >> heaps);
  std::istringstream width_fields = in.fields("width");
  std::size_t from = 0;
  if (width_fields >> width >> from) wide_from = from;
  if (!width_fields.eof() || (wide_from != SequenceValues::kNarrow && wide_from >= heaps))
    in.refuse("its header is damaged");
  if (!counted || (width != 1 && width != 2) ||
      !(in.fields("sparse") >> sparse >> choice.mask >> parity >> rare_class >> choice.next_choice))
    in.refuse("its header is damaged");
  choice.sparse = sparse != 0;
  choice.by_heap_parity = parity != 0;
  choice.rare_class = rare_class != 0;
  std::istringstream step = in.fields("step");
  Periodicity likely{};
  if (!(step >> state.target)) in.refuse("its step line is damaged");
  if (step >> likely.preperiod >> likely.period) state.likely = likely;
  in.fields("checksum") >> checksum_text;
  const std::string values_line = in.line("values");
  const std::string streamed_prefix = "values in ";
  const bool streamed = values_line.rfind(streamed_prefix, 0) == 0;
  if (!streamed && values_line != "values") in.refuse("no values line");
  const std::string values_file = streamed ? values_line.substr(streamed_prefix.size()) : "";
  // Streamed: width 1, or 2 with the heap F from which the file holds two bytes; in memory: no F.
  const bool wide_named = wide_from != SequenceValues::kNarrow;
  if (wide_named != (streamed && width == 2) || values_file.find('/') != std::string::npos ||
      (streamed && values_file.empty()))
    in.refuse("its values line is damaged");

  SequenceValues saved;
  if (!streamed) saved.reserve(heaps);
  std::vector<std::uint8_t> chunk;
  for (std::size_t i = 0; !streamed && i < heaps; i += kChunk) {
    std::size_t n = std::min(heaps - i, kChunk);
    chunk.resize(n * width);
    in.read(chunk.data(), chunk.size());
    for (std::size_t j = 0; j < n; ++j)
      saved.push_back(width == 1 ? chunk[j] : chunk[2 * j] | std::uint32_t{chunk[2 * j + 1]} << 8);
  }
  const std::uint64_t file_sum = in.sum();
  std::string trailer = in.line("file");
  if (trailer != fmt::format("file {:016x}", file_sum))
    in.refuse("its file checksum does not match its content (the file is damaged)");
  const std::string stream = (file.parent_path() / values_file).string();
  if (streamed) {
    try {
      saved = SequenceValues::reopened(stream, heaps, layout, wide_from);
    } catch (const DomainError& e) {
      in.refuse(e.what());
    }
  }

  HeapGrundyValues restored = values;
  restored.restore(std::move(saved), choice, state);
  if (fmt::format("{:016x}", restored.sequence().checksum()) != checksum_text)
    in.refuse(streamed ? fmt::format("the values in {} do not give its checksum (they are "
                                     "damaged)",
                                     stream)
                       : std::string("the checksum of its values does not match"));
  values = std::move(restored);
}

}  // namespace cgt::games
