// Conversions between Python objects and the engine's values. Numbers cross exactly: Python ints
// of any size and dyadic Fractions in, ints and Fractions out, never floats.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "lang/value.hpp"

namespace cgt::python {

// An int or a Fraction with a power-of-two denominator (ValueError for other fractions,
// TypeError for floats and other types).
Dyadic to_dyadic(pybind11::handle number);
// The UTF-8 text of a str; ValueError naming `what` for a str that is not valid text (a lone
// surrogate such as '\udc80'), TypeError for anything but a str.
std::string text_of(pybind11::handle s, const char* what);
// An int that fits in 64 bits; TypeError or ValueError naming `what` otherwise.
std::int64_t int64_of(pybind11::handle n, const char* what);

// A Python int of any size (through bytes: Python refuses decimal text beyond 4,300 digits).
pybind11::object int_object(const BigInt& n);
// An int when the dyadic is an integer, else a Fraction.
pybind11::object number_object(const Dyadic& x);

// A Game, an int or a dyadic Fraction as a game; TypeError naming `what` otherwise.
Game to_game(pybind11::handle x, const char* what);

// Games, numbers, bools, strings, lists, positions and thermographs as language values.
lang::Value to_value(pybind11::handle x);
// The other way: games stay Game objects, text becomes str, a table a list of dicts (one per
// row, keyed by the header, numbers as ints and Fractions) that pandas takes as it is.
pybind11::object from_value(const lang::Value& v);

}  // namespace cgt::python
