// PythonObject: an owned reference to a Python object that engine code (which runs without the
// interpreter lock) may copy, compare, hash and destroy: each of those takes the lock for the
// moment it needs it. Positions of rulesets written in Python are PythonObjects.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <utility>

namespace cgt::python {

class PythonObject {
 public:
  PythonObject() = default;
  // Takes a reference to `object` (the interpreter lock held) and its Python hash(); TypeError
  // when it is unhashable.
  explicit PythonObject(pybind11::handle object);
  PythonObject(const PythonObject& other);
  PythonObject(PythonObject&& other) noexcept
      : object_(std::exchange(other.object_, nullptr)), hash_(other.hash_) {}
  PythonObject& operator=(PythonObject other) noexcept {
    std::swap(object_, other.object_);
    std::swap(hash_, other.hash_);
    return *this;
  }
  ~PythonObject();

  // Python's ==; an exception it raises propagates as pybind11::error_already_set.
  friend bool operator==(const PythonObject& a, const PythonObject& b);

  std::uint64_t hash() const { return hash_; }
  bool empty() const { return object_ == nullptr; }
  // The object, for use with the interpreter lock held.
  pybind11::handle handle() const { return object_; }

 private:
  PyObject* object_ = nullptr;
  std::uint64_t hash_ = 0;
};

}  // namespace cgt::python
