// The engine's errors as Python exceptions: a parse error is a SyntaxError with its line and
// column, a domain error a ValueError, a type error a TypeError, an unknown name a NameError, a
// file error an OSError, a limit cgt.LimitError (its time-limit kind cgt.TimeLimitError), and
// Ctrl-C KeyboardInterrupt.
#include "python/src/bindings.hpp"

#include "cgt/error.hpp"
#include "cgt/notation/printable.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {

void bind_errors(py::module_& m) {
  static py::exception<LimitError> limit_error(m, "LimitError", PyExc_RuntimeError);
  static py::exception<TimeLimitError> time_limit_error(m, "TimeLimitError", limit_error.ptr());
  limit_error.doc() =
      "A computation would pass a limit of cgt (games in the table, positions in the "
      "transposition tables, time): it stopped and left the engine usable. See cgt.set_limits.";
  time_limit_error.doc() = "A computation ran out of the time cgt.set_limits(time=...) gave it.";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const PythonSignalError& e) {
      e.restore();
    } catch (const ParseError& e) {
      py::object error = py::module_::import("builtins").attr("SyntaxError")(
          printable(e.what()), py::make_tuple("<cgt>", e.line(), e.column(), py::none()));
      PyErr_SetObject(PyExc_SyntaxError, error.ptr());
    } catch (const TimeLimitError& e) {
      time_limit_error(printable(e.what()).c_str());
    } catch (const LimitError& e) {
      limit_error(printable(e.what()).c_str());
    } catch (const Error& e) {
      // Messages quote input, which may hold NUL bytes or bytes that are not UTF-8.
      const std::string message = printable(e.what());
      switch (e.code()) {
        case ErrorCode::kLimit:
          limit_error(message.c_str());
          break;
        case ErrorCode::kParse:
          PyErr_SetString(PyExc_SyntaxError, message.c_str());
          break;
        case ErrorCode::kInterrupted:
          PyErr_SetNone(PyExc_KeyboardInterrupt);
          break;
        case ErrorCode::kDomain:
          PyErr_SetString(PyExc_ValueError, message.c_str());
          break;
        case ErrorCode::kName:
          PyErr_SetString(PyExc_NameError, message.c_str());
          break;
        case ErrorCode::kIo:
          PyErr_SetString(PyExc_OSError, message.c_str());
          break;
        default:
          PyErr_SetString(PyExc_TypeError, message.c_str());
      }
    }
  });
}

}  // namespace cgt::python
