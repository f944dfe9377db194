// The board explorer: draw a position of a ruleset and see at once its value, outcome,
// temperature, mean, stops and thermograph (a loopy value: its value and outcome, draws
// included); below, each player's options as small boards with
// their values, the winning moves marked. A click on an option goes down to it; the path back
// is the breadcrumbs. Editing the board shown starts a new path from it.
"use strict";

const SIZE_TYPING_MS = 400;

class Explorer {
  constructor(engine, openInWorksheet) {
    this.engine = engine;
    this.openInWorksheet = openInWorksheet;
    this.boards = {};   // ruleset name -> the board last drawn (text, or a Hackenbush drawing)
    this.params = {};   // ruleset name -> {param: value}
    this.path = [];     // [{board, label, before}], the root first
    this.shown = 0;     // the number of the last request, so only the newest answer is shown
    this.started = false;
    const select = document.getElementById("ruleset");
    for (const r of RULESETS) select.appendChild(new Option(r.title, r.name));
    select.addEventListener("change", () => this.choose(select.value));
    document.getElementById("copy-expression").addEventListener("click", () => this.copy());
    document.getElementById("to-worksheet").addEventListener("click", () =>
      this.openInWorksheet(this.expression(this.node())));
    this.colour = "L";
  }

  // Shows the explorer the first time its tab opens.
  show() {
    if (this.started) return;
    this.started = true;
    this.choose(RULESETS[0].name);
  }

  choose(name) {
    this.ruleset = rulesetNamed(name);
    document.getElementById("ruleset").value = name;
    document.getElementById("ruleset-note").textContent = this.ruleset.note;
    if (!(name in this.boards))
      this.boards[name] = this.ruleset.kind === "graph" ? hackenbushStart() : this.ruleset.start;
    if (this.ruleset.params && !(name in this.params))
      this.params[name] = Object.fromEntries(this.ruleset.params.map((p) => [p.name, p.value]));
    this.setRoot(this.boards[name]);
  }

  node() {
    return this.path[this.path.length - 1];
  }

  expression(node) {
    if (this.ruleset.kind === "graph") return hackenbushExpression(node.board);
    if (this.ruleset.kind === "cake") return cakeExpression(node.board);
    return boardExpression(this.ruleset, node.board, this.params[this.ruleset.name]);
  }

  setRoot(board) {
    this.boards[this.ruleset.name] = board;
    this.path = [{board, label: "start"}];
    this.update();
  }

  // The controls of the board's size (and the ruleset's parameters).
  sizeControls() {
    const controls = document.getElementById("size-controls");
    controls.replaceChildren();
    const number = (label, value, min, max, changed) => {
      const input = element("input");
      input.type = "number";
      input.min = min;
      input.max = max;
      input.value = value;
      let timer = null;
      const valid = () => {
        const v = Number(input.value);
        return input.value !== "" && Number.isInteger(v) && v >= min && v <= max ? v : null;
      };
      // A change takes effect as it is typed (after a pause, so "12" is not 1 first).
      input.addEventListener("input", () => {
        clearTimeout(timer);
        if (valid() !== null) timer = setTimeout(() => changed(valid()), SIZE_TYPING_MS);
      });
      input.addEventListener("change", () => {
        if (valid() === null) input.value = value;
      });
      const wrap = element("label", "", `${label} `);
      wrap.appendChild(input);
      controls.appendChild(wrap);
      return input;
    };
    const r = this.ruleset;
    if (r.kind === "graph") {
      for (const colour of ["L", "R", "G"]) {
        const button = element("button", `colour colour-${colour}`,
                               {L: "blue (Left)", R: "red (Right)", G: "green"}[colour]);
        button.type = "button";
        button.setAttribute("aria-pressed", String(colour === this.colour));
        button.addEventListener("click", () => {
          this.colour = colour;
          for (const b of controls.querySelectorAll(".colour"))
            b.setAttribute("aria-pressed", String(b === button));
        });
        controls.appendChild(button);
      }
      const clear = element("button", "", "clear");
      clear.type = "button";
      clear.addEventListener("click", () => this.setRoot({points: [], edges: []}));
      controls.appendChild(clear);
      return;
    }
    if (r.kind === "cake") {
      const root = cakePieces(this.path[0].board)[0] || {rows: 1, columns: 1};
      number("rows", root.rows, 1, 32, (v) => this.setRoot(`${v}x${root.columns}`));
      number("columns", root.columns, 1, 32, (v) => this.setRoot(`${root.rows}x${v}`));
      return;
    }
    const rows = boardRows(this.node().board);
    const resize = (height, width) => this.setRoot(resizedBoard(r, this.node().board, height, width));
    if (r.kind === "grid") {
      const height = rows.length, width = rows[0].length;
      number("rows", height, 1, 8, (v) => resize(Math.min(v, Math.floor(MAX_CELLS / width)), width));
      number("columns", width, 1, 8, (v) => resize(height, Math.min(v, Math.floor(MAX_CELLS / height))));
    } else {
      number("length", rows[0].length, 1, MAX_CELLS, (v) => resize(1, v));
    }
    for (const p of r.params || [])
      number(p.name, this.params[r.name][p.name], p.min, p.max, (v) => {
        this.params[r.name][p.name] = v;
        this.update();
      });
  }

  // A board of the ruleset, editable (the current position) or small (an option).
  boardOf(board, edit, before, small) {
    if (this.ruleset.kind === "graph")
      return hackenbushNode(board, edit && {colour: () => this.colour, changed: edit}, small);
    if (this.ruleset.kind === "cake") return cakeNode(board, small);
    const onCell = edit && ((r, c, step) => edit(steppedBoard(this.ruleset, board, r, c, step)));
    return boardNode(board, onCell, before, small);
  }

  update() {
    const node = this.node();
    this.breadcrumbs();
    const expression = this.expression(node);
    document.getElementById("expression").textContent = expression;
    document.getElementById("board").replaceChildren(
        this.boardOf(node.board, (board) => this.setRoot(board), node.before, false));
    this.sizeControls();
    document.getElementById("board-hint").textContent = this.ruleset.kind === "graph"
        ? "Drag to draw an edge in the chosen colour; click an edge: blue, red, green, gone."
        : this.ruleset.kind === "cake" ? "The cake's size is set by its rows and columns."
        : `Click a cell to change it (${[...this.ruleset.cycle].map((s) => CELL_NAMES[s]).join(
              ", ")}); right-click goes back.`;
    this.request(expression);
  }

  breadcrumbs() {
    const nav = document.getElementById("breadcrumbs");
    nav.replaceChildren();
    this.path.forEach((step, i) => {
      if (i > 0) nav.appendChild(element("span", "separator", "›"));
      const crumb = element("button", "crumb", step.label);
      crumb.type = "button";
      crumb.disabled = i === this.path.length - 1;
      crumb.addEventListener("click", () => {
        this.path.splice(i + 1);
        this.update();
      });
      nav.appendChild(crumb);
    });
  }

  async request(expression) {
    const number = ++this.shown;
    const section = document.getElementById("explorer");
    section.dataset.state = "computing";
    section.dataset.request = number;
    document.getElementById("facts").replaceChildren(element("tr", "pending", "computing..."));
    document.getElementById("left-options").replaceChildren();
    document.getElementById("right-options").replaceChildren();
    const result = await this.engine.explore(expression);
    if (number !== this.shown) return;  // a newer request was made meanwhile
    const error = document.getElementById("explorer-error");
    error.hidden = !(result.error || result.status === "interrupted");
    if (result.status === "interrupted") {
      error.textContent = "stopped";
    } else if (result.error) {
      error.textContent = `error: ${result.error}`;
    }
    if (!error.hidden) {
      document.getElementById("facts").replaceChildren();
      document.getElementById("thermograph").hidden = true;
      section.dataset.state = "error";
      return;
    }
    this.facts(result);
    this.options(result, "L", document.getElementById("left-options"));
    this.options(result, "R", document.getElementById("right-options"));
    section.dataset.state = "ready";
  }

  facts(result) {
    const table = document.getElementById("facts");
    table.replaceChildren();
    const row = (name, id, content) => {
      const tr = element("tr");
      tr.id = `fact-${id}`;
      tr.append(element("th", "", name));
      const td = element("td");
      td.append(content);
      tr.append(td);
      table.append(tr);
    };
    row("value", "value", valueNode(result.value.pretty, result.value.latex));
    row("outcome", "outcome", OUTCOME_NAMES[result.outcome]);
    const image = document.getElementById("thermograph");
    if (result.loopy) {  // temperature, mean, stops and thermograph are for short games only
      row("temperature, mean, stops", "loopy",
          "not shown: the value is a loopy game (a stopper or a pair of sides), where they " +
          "are not defined; its outcome counts draws");
      image.hidden = true;
      return;
    }
    row("temperature", "temperature", result.temperature);
    row("mean", "mean", result.mean);
    row("Left stop", "left-stop", result.left_stop);
    row("Right stop", "right-stop", result.right_stop);
    image.hidden = false;
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(result.thermograph);
  }

  options(result, player, list) {
    const node = this.node();
    const options = player === "L" ? result.left : result.right;
    const cuts = this.ruleset.kind === "graph" ? hackenbushCuts(node.board, player) : null;
    const matched = !cuts || cuts.length === options.length;
    if (options.length === 0) list.appendChild(element("div", "none", "none: no move"));
    options.forEach((option, i) => {
      const board = cuts ? (matched ? cutDrawing(node.board, cuts[i]) : null) : option.text;
      const item = element("button", option.wins ? "option wins" : "option");
      item.type = "button";
      item.dataset.index = i;
      item.dataset.expression = option.expression;
      item.title = option.wins ? "a winning move" : "not a winning move";
      item.appendChild(board ? this.boardOf(board, null, node.board, true)
                             : element("code", "", option.text));
      item.appendChild(valueNode(option.value.pretty, option.value.latex));
      if (option.wins) item.appendChild(element("span", "badge", "wins"));
      item.disabled = !board && cuts !== null;  // a drawing that does not match: text only
      item.addEventListener("click", () => {
        const label = `${player === "L" ? "Left" : "Right"}: ${option.value.pretty}`;
        this.path.push({board: board || option.text, label, before: node.board});
        this.update();
      });
      list.appendChild(item);
    });
  }

  async copy() {
    const text = this.expression(this.node());
    try {
      await navigator.clipboard.writeText(text);
      document.getElementById("copy-expression").textContent = "Copied";
    } catch (error) {  // no clipboard (file:// pages in some browsers): select the text
      const range = document.createRange();
      range.selectNodeContents(document.getElementById("expression"));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      document.getElementById("copy-expression").textContent = "Selected: press Ctrl+C";
    }
    setTimeout(() => {
      document.getElementById("copy-expression").textContent = "Copy as REPL text";
    }, 2000);
  }
}
