#include "python/src/python_object.hpp"

namespace cgt::python {
namespace {

// Holds the interpreter lock for a scope, whether or not this thread holds it already.
class InterpreterLock {
 public:
  InterpreterLock() : state_(PyGILState_Ensure()) {}
  ~InterpreterLock() { PyGILState_Release(state_); }
  InterpreterLock(const InterpreterLock&) = delete;
  InterpreterLock& operator=(const InterpreterLock&) = delete;

 private:
  PyGILState_STATE state_;
};

}  // namespace

PythonObject::PythonObject(pybind11::handle object) : object_(object.ptr()) {
  Py_hash_t h = PyObject_Hash(object_);
  if (h == -1 && PyErr_Occurred()) throw pybind11::error_already_set();
  hash_ = static_cast<std::uint64_t>(h);
  Py_INCREF(object_);
}

PythonObject::PythonObject(const PythonObject& other) : object_(other.object_), hash_(other.hash_) {
  if (!object_) return;
  InterpreterLock lock;
  Py_INCREF(object_);
}

PythonObject::~PythonObject() {
  // Tables that outlive the interpreter (a static context) must not touch it after it ended.
  if (!object_ || !Py_IsInitialized()) return;
  InterpreterLock lock;
  Py_DECREF(object_);
}

bool operator==(const PythonObject& a, const PythonObject& b) {
  if (a.object_ == b.object_) return true;
  if (!a.object_ || !b.object_ || a.hash_ != b.hash_) return false;
  InterpreterLock lock;
  int equal = PyObject_RichCompareBool(a.object_, b.object_, Py_EQ);
  if (equal < 0) throw pybind11::error_already_set();
  return equal == 1;
}

}  // namespace cgt::python
