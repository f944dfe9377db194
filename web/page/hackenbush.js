// Hackenbush drawn as a graph: joints on a grid above the ground line, edges blue (L, Left's),
// red (R, Right's) or green (G, either player's). A drawing is {points: [{x, y}], edges:
// [{a, b, colour}]}; points on the ground line are all the ground. The REPL's text of a
// drawing lists its edges "u-v:C" in the drawing's order, 0 being the ground, so the engine's
// options (one per edge its player may cut, in that order) match the drawing's edges.
"use strict";

const HACKENBUSH = {width: 330, height: 240, ground: 210, step: 30, reach: 12};
const EDGE_COLOURS = {L: "#1f5fbf", R: "#c62828", G: "#2e7d32"};
const NEXT_COLOUR = {L: "R", R: "G", G: null};  // a click steps an edge on; after G it goes

function hackenbushStart() {
  // A blue-red stalk and a green edge: {1|0}... as a first thing to click on.
  return {
    points: [{x: 90, y: 210}, {x: 90, y: 150}, {x: 90, y: 90}, {x: 210, y: 210}, {x: 210, y: 150}],
    edges: [{a: 0, b: 1, colour: "L"}, {a: 1, b: 2, colour: "R"}, {a: 3, b: 4, colour: "G"}],
  };
}

function onGround(point) {
  return point.y >= HACKENBUSH.ground;
}

// Which edges stand connected to the ground (by index).
function groundedEdges(drawing) {
  const reached = new Set(drawing.points.map((p, i) => (onGround(p) ? i : -1)).filter((i) => i >= 0));
  const grounded = new Set();
  for (let grew = true; grew;) {
    grew = false;
    drawing.edges.forEach((e, i) => {
      if (grounded.has(i) || !(reached.has(e.a) || reached.has(e.b))) return;
      grounded.add(i);
      reached.add(e.a);
      reached.add(e.b);
      grew = true;
    });
  }
  return grounded;
}

// The drawing's grounded edges and its text: {edges: [index...], text: "0-1:L 1-2:R"}.
function hackenbushText(drawing) {
  const grounded = groundedEdges(drawing);
  const numbers = new Map();
  const number = (i) => {
    if (onGround(drawing.points[i])) return 0;
    if (!numbers.has(i)) numbers.set(i, numbers.size + 1);
    return numbers.get(i);
  };
  const edges = drawing.edges.map((e, i) => i).filter((i) => grounded.has(i));
  const text = edges.map((i) => {
    const e = drawing.edges[i];
    return `${number(e.a)}-${number(e.b)}:${e.colour}`;
  }).join(" ");
  return {edges, text};
}

function hackenbushExpression(drawing) {
  return `hackenbush("${hackenbushText(drawing).text}")`;
}

// The drawing after cutting edge `index`: what no longer reaches the ground falls away.
function cutDrawing(drawing, index) {
  const rest = {points: drawing.points, edges: drawing.edges.filter((e, i) => i !== index)};
  const grounded = groundedEdges(rest);
  return {points: rest.points, edges: rest.edges.filter((e, i) => grounded.has(i))};
}

// For each of `player`'s options (in the engine's order), the edge cut: "L" cuts blue and
// green edges, "R" red and green ones.
function hackenbushCuts(drawing, player) {
  return hackenbushText(drawing).edges.filter((i) => {
    const colour = drawing.edges[i].colour;
    return colour === player || colour === "G";
  });
}

const SVG_NS = "http://www.w3.org/2000/svg";

function svgElement(tag, attributes) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

// The drawing as SVG. Editable when `edit` is given: {colour: () => "L" | "R" | "G",
// changed: (drawing) => ...}; `cut` marks an edge (the move that led to an option).
function hackenbushNode(drawing, edit, small) {
  const {width, height, ground} = HACKENBUSH;
  const svg = svgElement("svg", {viewBox: `0 0 ${width} ${height}`,
                                 class: small ? "hackenbush small" : "hackenbush"});
  svg.appendChild(svgElement("rect", {x: 0, y: ground, width, height: height - ground,
                                      class: "ground"}));
  const grounded = groundedEdges(drawing);
  drawing.edges.forEach((e, i) => {
    const a = drawing.points[e.a], b = drawing.points[e.b];
    const line = svgElement("line", {x1: a.x, y1: a.y, x2: b.x, y2: b.y,
                                     stroke: EDGE_COLOURS[e.colour],
                                     class: grounded.has(i) ? "edge" : "edge floating"});
    line.dataset.edge = i;
    svg.appendChild(line);
    if (edit) {
      line.addEventListener("pointerdown", (event) => event.stopPropagation());
      line.addEventListener("click", () => {
        const next = NEXT_COLOUR[e.colour];
        const edges = drawing.edges.map((f, j) => (j === i ? {...f, colour: next} : f))
            .filter((f) => f.colour);
        edit.changed({points: drawing.points, edges});
      });
    }
  });
  const used = new Set(drawing.edges.flatMap((e) => [e.a, e.b]));
  drawing.points.forEach((p, i) => {
    if (used.has(i) && !onGround(p))
      svg.appendChild(svgElement("circle", {cx: p.x, cy: p.y, r: small ? 5 : 4, class: "joint"}));
  });
  if (edit) drawEdges(svg, drawing, edit);
  return svg;
}

// Drawing an edge: press on the ground, a joint or a free grid point, drag, release.
function drawEdges(svg, drawing, edit) {
  let start = null, rubber = null;
  const at = (event) => {
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const p = point.matrixTransform(svg.getScreenCTM().inverse());
    return snap(drawing, p.x, p.y);
  };
  svg.addEventListener("pointerdown", (event) => {
    start = at(event);
    rubber = svgElement("line", {x1: start.x, y1: start.y, x2: start.x, y2: start.y,
                                 stroke: EDGE_COLOURS[edit.colour()], class: "edge rubber"});
    svg.appendChild(rubber);
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener("pointermove", (event) => {
    if (!start) return;
    const p = at(event);
    rubber.setAttribute("x2", p.x);
    rubber.setAttribute("y2", p.y);
  });
  svg.addEventListener("pointerup", (event) => {
    if (!start) return;
    const end = at(event);
    const from = start;
    start = null;
    rubber.remove();
    if (from.x === end.x && from.y === end.y) return;
    if (onGround(from) && onGround(end)) return;  // along the ground: no edge
    const points = drawing.points.slice();
    const index = (p) => {
      const found = points.findIndex((q) => q.x === p.x && q.y === p.y);
      if (found >= 0) return found;
      points.push(p);
      return points.length - 1;
    };
    const edge = {a: index(from), b: index(end), colour: edit.colour()};
    edit.changed({points, edges: drawing.edges.concat([edge])});
  });
}

// The joint near (x, y), or the grid point there (on the ground line when close to it).
function snap(drawing, x, y) {
  const {step, reach, ground, width} = HACKENBUSH;
  for (const p of drawing.points)
    if (Math.hypot(p.x - x, p.y - y) <= reach) return {x: p.x, y: p.y};
  const gx = Math.min(width - step / 2, Math.max(step / 2, Math.round(x / step) * step));
  if (y >= ground - reach) return {x: gx, y: ground};
  return {x: gx, y: Math.max(step / 2, Math.round(y / step) * step)};
}
