// The positions a search visits: each counts as table work (cgt/memory_budget.hpp), reports
// progress when a sink wants it, and otherwise polls Ctrl-C every 1024 visits. Searches call
// visit() on the way down, so that a deep first descent notices Ctrl-C too.
#pragma once

#include <cstddef>
#include <cstdint>

#include "cgt/interrupt.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/progress.hpp"

namespace cgt::games {

class SearchVisits {
 public:
  void set_progress(Progress* progress) { progress_ = progress; }

  // One position visited; `table_size`: the entries the search's table holds now (progress
  // shows them).
  void visit(std::size_t table_size) {
    count_table_work();
    poll(table_size);
  }
  // The same without counting table work: for a search whose threads count their own and add
  // it to the shared count under a lock.
  void poll(std::size_t table_size) {
    ++visits_;
    if (progress_)
      progress_->update(table_size);
    else if ((visits_ & 0x3ff) == 0)
      poll_interrupt();
  }
  // Adds positions other threads visited.
  void add(std::uint64_t visits) { visits_ += visits; }
  // The positions visited so far.
  std::uint64_t count() const { return visits_; }

 private:
  Progress* progress_ = nullptr;
  std::uint64_t visits_ = 0;
};

}  // namespace cgt::games
