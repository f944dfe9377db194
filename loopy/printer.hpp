// Printing stoppers in CGSuite's notation: braces and slashes as for short games, `pass` for a move
// from a position to itself, and a label before a position's brace (a{0|||a|*||*}) when a deeper
// position moves back to it. Named values are abbreviated: on, off, over, under, x over and
// x under (3/2over) in the pretty and Unicode styles; the explicit style writes braces only.
// Every pretty and explicit string parses back to the same value (lang/).
#pragma once

#include <string>

#include "cgt/notation/printer.hpp"
#include "loopy/graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

std::string to_string(Stopper s, Style style = Style::kPretty);
// A graph as written from its root (its leaves as stoppers).
std::string to_string(const LoopyGraph& g, Style style = Style::kPretty);

}  // namespace cgt::loopy
