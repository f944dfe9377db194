// The text notation of Hackenbush positions. Tokens are separated by spaces or commas:
// - a stalk: letters from the ground up, "LRG" (L blue, R red, G green), standing on the ground;
// - an edge: "u-v:C", vertices u and v numbered 0 to 10^6 (0 is the ground), C one of L, R, G.
// Tokens add up: "LR GG" is two stalks, "0-1:L 1-2:R 2-0:G" a triangle on the ground, and a
// stalk may stand beside edges. Loops ("3-3:G") and parallel edges are allowed; every edge must
// be connected to the ground; at most 200 edges.
#pragma once

#include <string>

#include "games/hackenbush/hackenbush_graph.hpp"

namespace cgt::games {

// The grounded graph of the text; DomainError "<context>: column N: ..." for bad text.
HackenbushGraph parse_hackenbush(const std::string& text, const std::string& context);

// The notation of a grounded graph: its stalks when every part is a stalk ("LR GG"), else its
// edge list ("0-1:L 1-2:R 0-2:G"); "" for no edges. Parses back to the same graph.
std::string hackenbush_text(const HackenbushGraph& g);

}  // namespace cgt::games
