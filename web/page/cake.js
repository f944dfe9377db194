// Cutcake's positions: the pieces of cake, written as the engine writes them ("2x3 + 1x4",
// rows x columns; "" when only 1x1 pieces are left), each drawn as a rectangle of unit squares.
"use strict";

const CAKE_UNIT = 22;        // pixels a unit square, on the board drawn
const CAKE_SMALL_UNIT = 7;   // on an option's board
const CAKE_MAX_PIXELS = 400; // the largest side drawn; larger cakes are drawn smaller

function cakePieces(text) {
  return text.split("+").map((p) => p.trim()).filter((p) => p !== "").map((p) => {
    const [rows, columns] = p.split("x").map(Number);
    return {rows, columns};
  });
}

// How the REPL writes the cake: cutcake(2, 3) + cutcake(1, 4); cutcake(1, 1) for no cake.
function cakeExpression(text) {
  const pieces = cakePieces(text);
  if (pieces.length === 0) return "cutcake(1, 1)";
  return pieces.map((p) => `cutcake(${p.rows}, ${p.columns})`).join(" + ");
}

// The pieces side by side, each an SVG rectangle with its unit squares scored.
function cakeNode(text, small) {
  const node = element("div", small ? "cake small" : "cake");
  const pieces = cakePieces(text);
  if (pieces.length === 0) node.appendChild(element("span", "cake-crumbs", "1x1 pieces only"));
  const largest = Math.max(1, ...pieces.map((p) => Math.max(p.rows, p.columns)));
  const unit = Math.min(small ? CAKE_SMALL_UNIT : CAKE_UNIT, CAKE_MAX_PIXELS / largest);
  for (const {rows, columns} of pieces) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("width", columns * unit + 2);
    svg.setAttribute("height", rows * unit + 2);
    svg.setAttribute("class", "cake-piece");
    svg.dataset.rows = rows;
    svg.dataset.columns = columns;
    const title = document.createElementNS(svg.namespaceURI, "title");
    title.textContent = `${rows}x${columns}`;
    svg.appendChild(title);
    const rect = document.createElementNS(svg.namespaceURI, "rect");
    Object.entries({x: 1, y: 1, width: columns * unit, height: rows * unit, class: "cake-body"})
        .forEach(([k, v]) => rect.setAttribute(k, v));
    svg.appendChild(rect);
    const lines = [];
    for (let c = 1; c < columns; ++c) lines.push([c * unit + 1, 1, c * unit + 1, rows * unit + 1]);
    for (let r = 1; r < rows; ++r) lines.push([1, r * unit + 1, columns * unit + 1, r * unit + 1]);
    for (const [x1, y1, x2, y2] of lines) {
      const line = document.createElementNS(svg.namespaceURI, "line");
      Object.entries({x1, y1, x2, y2, class: "cake-score"}).forEach(([k, v]) => line.setAttribute(k, v));
      svg.appendChild(line);
    }
    node.appendChild(svg);
  }
  return node;
}
