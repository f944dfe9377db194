// The worksheet: cells of the REPL's language, run in one session (variables are kept from
// cell to cell), each followed by what the REPL would print: values (also typeset), tables,
// thermographs drawn, errors with their caret; files a cell writes (plot, savedag) become
// links to save them. Earlier inputs come back with Up and Down, also after a reload (the
// browser's local storage keeps them).
"use strict";

const HISTORY_KEY = "cgt-worksheet-history";
const HISTORY_SIZE = 500;
const FILE_TYPES = {svg: "image/svg+xml", png: "image/png", json: "application/json"};

class Worksheet {
  constructor(container, engine) {
    this.container = container;
    this.engine = engine;
    this.count = 0;
    this.history = Worksheet.loadHistory();
  }

  static loadHistory() {
    try {
      return JSON.parse(localStorage.getItem(HISTORY_KEY)) || [];
    } catch (error) {  // no storage (some file:// pages) or a damaged entry
      return [];
    }
  }

  remember(text) {
    if (this.history[this.history.length - 1] !== text) this.history.push(text);
    this.history.splice(0, Math.max(0, this.history.length - HISTORY_SIZE));
    try {
      localStorage.setItem(HISTORY_KEY, JSON.stringify(this.history));
    } catch (error) {
      // the history then lasts as long as the page
    }
  }

  // Appends an empty cell (or one holding `text`) and focuses it.
  addCell(text = "") {
    const cell = element("div", "cell");
    const prompt = element("div", "prompt", "in");
    const input = element("textarea", "input");
    input.rows = 1;
    input.spellcheck = false;
    input.autocapitalize = "off";
    input.value = text;
    input.setAttribute("aria-label", "cgt input");
    const output = element("div", "output");
    cell.append(prompt, input, output);
    this.container.appendChild(cell);
    let recalled = this.history.length;  // the history entry shown; length: the cell's own text
    let draft = text;
    input.addEventListener("input", () => Worksheet.fit(input));
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.shiftKey || event.ctrlKey)) {
        event.preventDefault();
        this.run(cell);
      } else if (event.key === "ArrowUp" && input.selectionStart === 0 && recalled > 0) {
        event.preventDefault();
        if (recalled === this.history.length) draft = input.value;
        input.value = this.history[--recalled];
        Worksheet.fit(input);
      } else if (event.key === "ArrowDown" && input.selectionEnd === input.value.length &&
                 recalled < this.history.length) {
        event.preventDefault();
        ++recalled;
        input.value = recalled === this.history.length ? draft : this.history[recalled];
        Worksheet.fit(input);
      }
    });
    Worksheet.fit(input);
    input.focus();
    return cell;
  }

  static fit(input) {
    input.style.height = "auto";
    input.style.height = `${input.scrollHeight + 2}px`;
  }

  async run(cell) {
    const input = cell.querySelector(".input");
    const output = cell.querySelector(".output");
    const text = input.value;
    if (text.trim() === "") return;
    this.remember(text);
    cell.querySelector(".prompt").textContent = `[${++this.count}]`;
    cell.classList.add("running");
    output.replaceChildren(element("div", "pending", "computing..."));
    const result = await this.engine.run(text);
    cell.classList.remove("running");
    cell.dataset.status = result.status;
    output.replaceChildren(...result.events.map(Worksheet.eventNode));
    if (result.files && result.files.length > 0) output.appendChild(Worksheet.filesNode(result.files));
    if (cell === this.container.lastElementChild) this.addCell();
  }

  static eventNode(event) {
    if (event.kind !== "value") return element("pre", event.kind, event.text);
    if (event.table) return Worksheet.tableNode(event.table, event.text);
    if (event.svg) {
      const node = element("div", "value thermograph-value");
      node.append(element("pre", "value-text", event.text),
                  svgImage(event.svg, "thermograph", "thermograph"));
      return node;
    }
    return valueNode(event.text, event.latex);
  }

  // Links that save the files a cell wrote (they live in the engine's memory, not on disk).
  static filesNode(files) {
    const node = element("div", "files", "files written: ");
    for (const file of files) {
      const link = element("a", "", file.name);
      link.download = file.name;
      link.href = URL.createObjectURL(new Blob([file.data], {type: FILE_TYPES[
          file.name.split(".").pop()] || "text/plain"}));
      node.append(link, " ");
    }
    return node;
  }

  // A table as an HTML table (each cell typeset when it can be), keeping the REPL's text for
  // copying.
  static tableNode(table, text) {
    const node = element("div", "value table-value");
    const html = element("table", "result-table");
    if (table.title) html.appendChild(element("caption", "", table.title));
    const head = element("tr");
    for (const title of table.header) head.appendChild(element("th", "", title));
    html.appendChild(head);
    table.rows.forEach((row, r) => {
      const line = element("tr");
      row.forEach((cell, c) => {
        const td = element("td");
        td.appendChild(valueNode(cell, table.latex_rows[r][c], "span"));
        line.appendChild(td);
      });
      html.appendChild(line);
    });
    const plain = element("pre", "value-text table-text", text);
    node.append(html, plain);
    return node;
  }
}
