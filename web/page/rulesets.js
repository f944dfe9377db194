// The rulesets the explorer draws, as the REPL writes their positions: a grid (rows top first
// joined by "|") or a strip (one row), cells "." empty, "#" blocked, "X" Left's, "O" Right's,
// "G" green; Hackenbush is drawn as a graph (hackenbush.js), Cutcake as its pieces (cake.js).
// A click on a cell steps it through `cycle` (a right click steps back). Fox and Geese and
// Backsliding Toads and Frogs are loopy: their values may be stoppers or sides, and positions
// may be draws.
"use strict";

const RULESETS = [
  {name: "domineering", title: "Domineering", kind: "grid", cycle: ".#", start: "....|....|....|....",
   note: "Left places vertical dominoes, Right horizontal ones; click a cell to block it."},
  {name: "cram", title: "Cram", kind: "grid", cycle: ".#", start: "...|...|...",
   note: "Either player places a domino either way."},
  {name: "clobber", title: "Clobber", kind: "grid", cycle: "XO.", start: "XOX|OXO",
   note: "A stone moves onto an adjacent stone of the opponent, removing it."},
  {name: "cannibalclobber", title: "Cannibal Clobber", kind: "grid", cycle: "XO.",
   start: "XXO|.OX", note: "As Clobber, and a stone may clobber its own colour too."},
  {name: "konane", title: "Konane", kind: "grid", cycle: ".XO#", start: "XO.|..O|..X",
   note: "A stone jumps over adjacent stones of the opponent in a line, capturing them."},
  {name: "nogo", title: "NoGo", kind: "grid", cycle: ".XO#", start: "...|.X.|...",
   note: "Players place stones; no block may be left without a liberty."},
  {name: "amazons", title: "Amazons", kind: "grid", cycle: ".#XO", start: "X...|...O",
   note: "An amazon moves as a queen, then shoots an arrow that burns a cell."},
  {name: "snort", title: "Snort", kind: "grid", cycle: ".#XO", start: "...|...",
   note: "Colour a cell; never next to the opponent's colour."},
  {name: "col", title: "Col", kind: "grid", cycle: ".#XO", start: "...|...",
   note: "Colour a cell; never next to one's own colour."},
  {name: "fission", title: "Fission", kind: "grid", cycle: ".#X", start: "...|.X.|...",
   note: "Left splits a stone vertically, Right horizontally."},
  {name: "toads", title: "Toads and Frogs", kind: "strip", cycle: ".XO#", start: "XX.OO",
   note: "Toads (X) move right, frogs (O) left: a step, or a jump over one opponent."},
  {name: "gentoads", title: "Toads and Frogs, generalised", kind: "strip", cycle: ".XO#",
   start: "X...O", params: [
     {name: "minslide", min: 1, max: 63, value: 1}, {name: "maxslide", min: 1, max: 63, value: 2},
     {name: "maxjump", min: 0, max: 62, value: 1}, {name: "friendly", min: 0, max: 1, value: 0}],
   note: "Slides of minslide to maxslide cells, jumps over up to maxjump creatures."},
  {name: "elephants", title: "Elephants and Rhinos", kind: "strip", cycle: ".XO#",
   start: "X..O.X..O", note: "Elephants (X) step right, rhinos (O) left; no jumps."},
  {name: "toppling", title: "Toppling Dominoes", kind: "strip", cycle: "XOG", start: "XGOX",
   note: "Topple a domino of your colour (or green) left or right; it topples those beyond."},
  {name: "cutcake", title: "Cutcake", kind: "cake", start: "3x5",
   note: "Left cuts the cake along a line between columns, Right between rows; a piece of one " +
         "column is stuck for Left, of one row for Right."},
  {name: "foxandgeese", title: "Fox and Geese (loopy)", kind: "grid", cycle: ".XO",
   start: "X.X.X.X.|.O......|........", params: [{name: "open", min: 0, max: 1, value: 1}],
   note: "Geese (X) step diagonally down, the fox (O) diagonally either way, all on squares " +
         "of one colour; open = 1: the board goes on above its first row. A loopy game."},
  {name: "backslide", title: "Backsliding Toads and Frogs (loopy)", kind: "strip", cycle: ".XO#",
   start: "XX..O", note: "Toads and Frogs where a creature may also step back one cell onto " +
                         "an empty cell. A loopy game."},
  {name: "hackenbush", title: "Hackenbush", kind: "graph",
   note: "Drag from the ground or a joint to draw an edge; click an edge to change its colour."},
];

const MAX_CELLS = 64;  // what the rulesets take

function rulesetNamed(name) {
  return RULESETS.find((r) => r.name === name);
}

// The rows of a board's text.
function boardRows(text) {
  return text.split("|");
}

// How the REPL writes the position: domineering("..|.."), gentoads("X...O", 1, 2, 1, 0).
function boardExpression(ruleset, text, params) {
  const extra = ruleset.params ? ruleset.params.map((p) => `, ${params[p.name]}`).join("") : "";
  return `${ruleset.name}("${text}"${extra})`;
}

// A board of `rows` x `columns` cells: the old one's cells where they fit, empty beyond.
function resizedBoard(ruleset, text, rows, columns) {
  const old = boardRows(text);
  const fill = ruleset.cycle.includes(".") ? "." : ruleset.cycle[0];
  const out = [];
  for (let r = 0; r < rows; ++r) {
    let row = "";
    for (let c = 0; c < columns; ++c) row += (old[r] && old[r][c]) || fill;
    out.push(row);
  }
  return out.join("|");
}

// The board with cell (r, c) stepped through the ruleset's cycle (back when `step` is -1).
function steppedBoard(ruleset, text, r, c, step) {
  const rows = boardRows(text);
  const cycle = ruleset.cycle;
  const at = cycle.indexOf(rows[r][c].toUpperCase());
  const next = cycle[(at + step + cycle.length) % cycle.length];
  rows[r] = rows[r].slice(0, c) + next + rows[r].slice(c + 1);
  return rows.join("|");
}

// A board as a grid of cells (a <div class="board">); `onCell(r, c, step)` makes it editable;
// cells that differ from `before` (the position moved from, when of the same shape) are marked.
function boardNode(text, onCell, before, small) {
  const rows = boardRows(text);
  const sameShape = before && boardRows(before).map((r) => r.length).join() ===
                    rows.map((r) => r.length).join();
  const previous = sameShape && boardRows(before);
  const node = element("div", small ? "board small" : "board");
  node.style.gridTemplateColumns = `repeat(${Math.max(...rows.map((r) => r.length))}, auto)`;
  rows.forEach((row, r) => {
    [...row].forEach((symbol, c) => {
      const cell = element("div", `cell-${CELL_CLASSES[symbol.toUpperCase()] || "other"}`);
      cell.dataset.row = r;
      cell.dataset.column = c;
      cell.title = CELL_NAMES[symbol.toUpperCase()] || symbol;
      if (previous && previous[r][c].toUpperCase() !== symbol.toUpperCase())
        cell.classList.add("moved");
      if (onCell) {
        cell.addEventListener("click", () => onCell(r, c, 1));
        cell.addEventListener("contextmenu", (event) => {
          event.preventDefault();
          onCell(r, c, -1);
        });
      }
      node.appendChild(cell);
    });
  });
  return node;
}

const CELL_CLASSES = {".": "empty", "#": "blocked", "X": "left", "O": "right", "G": "green"};
const CELL_NAMES = {".": "empty", "#": "blocked", "X": "Left's (blue)", "O": "Right's (red)",
                    "G": "green"};
