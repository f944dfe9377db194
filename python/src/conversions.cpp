#include "python/src/conversions.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/values.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

py::object fraction_type() { return py::module_::import("fractions").attr("Fraction"); }

// Integers cross as bytes, never as decimal text: Python refuses to convert ints of more than
// 4,300 digits to and from str, and cgt's numbers go to 315,653 digits.
BigInt to_bigint(py::handle integer) {
  int overflow = 0;
  long long small = PyLong_AsLongLongAndOverflow(integer.ptr(), &overflow);
  if (overflow == 0 && !PyErr_Occurred()) return BigInt(small);  // (import_bits needs a byte)
  PyErr_Clear();
  py::int_ n = py::reinterpret_borrow<py::object>(integer);
  bool negative = n < py::int_(0);
  py::int_ magnitude = negative ? py::int_(-n) : n;
  auto bits = magnitude.attr("bit_length")().cast<std::uint64_t>();
  // The same limit as the engine's, checked before the bytes are made.
  if (bits > Dyadic::kMaxNumeratorBits)
    throw LimitError(fmt::format("an integer of {} bits is beyond cgt's limit of {} bits "
                                 "(about 315,653 decimal digits)",
                                 bits, Dyadic::kMaxNumeratorBits));
  py::bytes bytes = magnitude.attr("to_bytes")((bits + 7) / 8, "little");
  std::string_view data = bytes;
  BigInt r;
  boost::multiprecision::import_bits(r, data.begin(), data.end(), 8, false);
  return negative ? BigInt(-r) : r;
}

// A table's cell: numbers as ints and Fractions, so that columns of numbers are numeric.
py::object cell_object(const lang::Value& v) {
  if (auto g = std::get_if<Game>(&v.data); g && is_number(*g))
    return number_object(game_table().number_part(*g));
  return from_value(v);
}

}  // namespace

py::object int_object(const BigInt& n) {
  if (n >= INT64_MIN && n <= INT64_MAX) return py::int_(static_cast<std::int64_t>(n));
  std::string bytes;
  boost::multiprecision::export_bits(BigInt(abs(n)), std::back_inserter(bytes), 8, false);
  py::object magnitude = py::module_::import("builtins")
                             .attr("int")
                             .attr("from_bytes")(py::bytes(bytes), "little");
  return n < 0 ? py::object(-magnitude) : magnitude;
}

std::string text_of(py::handle s, const char* what) {
  if (!py::isinstance<py::str>(s))
    throw py::type_error(fmt::format("{} must be a str, not {}", what,
                                     py::str(py::type::of(s).attr("__name__")).cast<std::string>()));
  Py_ssize_t size = 0;
  const char* text = PyUnicode_AsUTF8AndSize(s.ptr(), &size);
  if (!text) {
    PyErr_Clear();
    throw py::value_error(fmt::format("{} is not valid text (it holds a lone surrogate)", what));
  }
  return std::string(text, static_cast<std::size_t>(size));
}

std::int64_t int64_of(py::handle n, const char* what) {
  if (!py::isinstance<py::int_>(n) || py::isinstance<py::bool_>(n))
    throw py::type_error(fmt::format("{} must be an int, not {}", what,
                                     py::str(py::type::of(n).attr("__name__")).cast<std::string>()));
  int overflow = 0;
  long long value = PyLong_AsLongLongAndOverflow(n.ptr(), &overflow);
  if (overflow != 0) throw py::value_error(fmt::format("{} must fit in 64 bits", what));
  return value;
}

Dyadic to_dyadic(py::handle number) {
  if (py::isinstance<py::bool_>(number))
    throw py::type_error("a bool is not a number of cgt; use 0 or 1");
  if (py::isinstance<py::int_>(number)) return make_dyadic(to_bigint(number));
  if (py::isinstance(number, fraction_type())) {
    BigInt numerator = to_bigint(number.attr("numerator"));
    BigInt denominator = to_bigint(number.attr("denominator"));
    std::size_t exponent = boost::multiprecision::msb(denominator);
    if (denominator != BigInt(1) << exponent)
      throw py::value_error(py::str("{} is not a dyadic rational (its denominator is not a power "
                                    "of two)").format(number));
    if (exponent > Dyadic::kMaxExponent)
      throw py::value_error("the denominator of a number may be at most 2^" +
                            std::to_string(Dyadic::kMaxExponent));
    return make_dyadic(numerator, static_cast<std::uint32_t>(exponent));
  }
  if (py::isinstance<py::float_>(number))
    throw py::type_error("floats are not exact: use an int or a fractions.Fraction");
  throw py::type_error(py::str("expected an int or a Fraction, not {}")
                           .format(py::type::of(number).attr("__name__")));
}

py::object number_object(const Dyadic& x) {
  if (x.is_integer()) return int_object(numerator_of(x));
  return fraction_type()(int_object(numerator_of(x)), int_object(BigInt(1) << x.exponent()));
}

Game to_game(py::handle x, const char* what) {
  if (py::isinstance<Game>(x)) return x.cast<Game>();
  if (py::isinstance<py::int_>(x) || py::isinstance(x, fraction_type()) ||
      py::isinstance<py::float_>(x))
    return number(to_dyadic(x));  // which explains why floats are refused
  throw py::type_error(py::str("{} must be a Game, an int or a Fraction, not {}")
                           .format(what, py::type::of(x).attr("__name__")));
}

lang::Value to_value(py::handle x) {
  if (py::isinstance<py::bool_>(x)) return x.cast<bool>();
  if (py::isinstance<py::str>(x)) return lang::Text{text_of(x, "a text argument")};
  if (py::isinstance<lang::Positions>(x)) return x.cast<lang::Positions>();
  if (py::isinstance<lang::ThermographOf>(x)) return x.cast<lang::ThermographOf>();
  if (py::isinstance<lang::Loopy>(x)) return x.cast<lang::Loopy>();
  if (py::isinstance<lang::MisereForm>(x)) return x.cast<lang::MisereForm>();
  if (py::isinstance<lang::QuotientOf>(x)) return x.cast<lang::QuotientOf>();
  if (py::isinstance<lang::DicotForm>(x)) return x.cast<lang::DicotForm>();
  if (py::isinstance<lang::DeadEndingForm>(x)) return x.cast<lang::DeadEndingForm>();
  if (py::isinstance<py::list>(x) || py::isinstance<py::tuple>(x)) {
    lang::List list;
    for (py::handle item : x) list.push_back(to_value(item));
    return list;
  }
  return to_game(x, "an argument");
}

py::object from_value(const lang::Value& v) {
  return std::visit(
      [](const auto& data) -> py::object {
        using T = std::decay_t<decltype(data)>;
        if constexpr (std::is_same_v<T, lang::Text>) {
          return py::str(data.text);
        } else if constexpr (std::is_same_v<T, lang::List>) {
          py::list list;
          for (const lang::Value& item : data) list.append(from_value(item));
          return list;
        } else if constexpr (std::is_same_v<T, lang::Table>) {
          py::list rows;
          for (const lang::List& row : data.rows) {
            py::dict record;
            for (std::size_t i = 0; i < row.size() && i < data.header.size(); ++i)
              record[py::str(data.header[i])] = cell_object(row[i]);
            rows.append(std::move(record));
          }
          return rows;
        } else {
          return py::cast(data);  // Game, bool, Positions, ThermographOf, Loopy, misère values
        }
      },
      v.data);
}

}  // namespace cgt::python
