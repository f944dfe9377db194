// Small helpers both views use to show what the engine answers: elements, typeset LaTeX
// (KaTeX, when the page has it) and SVG pictures.
"use strict";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Typesets `latex` into `node`; false (and `node` left empty) when KaTeX is missing or the
// text is no LaTeX it can set (a form cut at the output limit).
function typeset(node, latex) {
  if (typeof katex === "undefined" || !latex) return false;
  try {
    katex.render(latex, node, {throwOnError: true, displayMode: false});
    return true;
  } catch (error) {
    node.textContent = "";
    return false;
  }
}

// An <img> showing SVG text: as an image its markup is only drawn, never run.
function svgImage(svg, className, alt) {
  const image = element("img", className);
  image.alt = alt;
  image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  return image;
}

// A value in the REPL's text and, when it has one, typeset: the page's typeset switch (the
// body's "typeset" class) says which is shown. The text stays in the page either way.
function valueNode(text, latex, tag = "div") {
  const node = element(tag, "value");
  const plain = element("span", "value-text", text);
  node.appendChild(plain);
  if (latex) {
    const set = element("span", "value-tex");
    if (typeset(set, latex)) {
      plain.classList.add("has-tex");
      node.appendChild(set);
    }
  }
  return node;
}

const OUTCOME_NAMES = {
  L: "L (Left wins)", R: "R (Right wins)", N: "N (the first player wins)",
  P: "P (the second player wins)", D: "D (a draw whoever starts)",
  NHat: "NHat (Left wins moving first, draws moving second)",
  PHat: "PHat (Left draws moving first, wins moving second)",
  NCheck: "NCheck (Right wins moving first, draws moving second)",
  PCheck: "PCheck (Right draws moving first, wins moving second)",
};
