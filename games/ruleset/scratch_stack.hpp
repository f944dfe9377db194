// Scratch space per recursion depth: a recursive evaluation or search takes a frame (a T) on
// entry, and every call at the same depth reuses that frame's vectors, so the recursion
// allocates only when it goes deeper than before (an allocation per call was a tenth of a
// Domineering canonical form). A deque, so that deeper frames never move shallower ones.
#pragma once

#include <cstddef>
#include <deque>

namespace cgt::games {

template <class T>
class ScratchStack {
 public:
  // The frame of the next depth, for the frame's lifetime; T::clear() readies it.
  class Frame {
   public:
    explicit Frame(ScratchStack& stack) : stack_(stack) {
      if (stack.frames_.size() == stack.depth_) stack.frames_.emplace_back();
      scratch_ = &stack.frames_[stack.depth_++];
      scratch_->clear();
    }
    ~Frame() { --stack_.depth_; }
    Frame(const Frame&) = delete;
    Frame& operator=(const Frame&) = delete;
    T& operator*() const { return *scratch_; }
    T* operator->() const { return scratch_; }

   private:
    ScratchStack& stack_;
    T* scratch_;
  };

 private:
  std::deque<T> frames_;
  std::size_t depth_ = 0;
};

}  // namespace cgt::games
