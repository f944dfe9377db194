// Starts the page: the engine, the two views, the Stop button (and Escape), the progress bar
// of long work and the engine's memory against its budget.
"use strict";

const PROGRESS_DELAY_MS = 300;  // quick requests show no bar

function mebibytes(bytes) {
  return `${Math.round(bytes / 1048576).toLocaleString("en")} MiB`;
}

let engineStatus = null;  // the last figures the engine gave

function showStatus(status) {
  engineStatus = status;
  const count = (n) => Number(n).toLocaleString("en");
  document.getElementById("memory").textContent =
      `cgt ${status.version} · memory ${mebibytes(status.memory)} of ${mebibytes(status.memory_max)}` +
      ` · game table ${count(status.games)} of ${count(status.games_max)} games` +
      ` · tables ${mebibytes(status.tables)} of ${mebibytes(status.tables_max)}`;
}

function setupProgress() {
  const box = document.getElementById("progress");
  const fill = document.getElementById("progress-fill");
  const text = document.getElementById("progress-text");
  let timer = null;
  return {
    busy(busy) {
      document.getElementById("stop").disabled = !busy;
      document.body.dataset.busy = String(busy);
      clearTimeout(timer);
      if (busy) {
        text.textContent = "computing";
        fill.style.width = "";
        box.classList.add("indeterminate");
        timer = setTimeout(() => { box.hidden = false; }, PROGRESS_DELAY_MS);
      } else {
        box.hidden = true;
      }
    },
    update({task, done, total}) {
      const known = total > 0;
      box.classList.toggle("indeterminate", !known);
      fill.style.width = known ? `${Math.min(100, (100 * done) / total)}%` : "";
      text.textContent = known
          ? `${task}: ${Math.floor((100 * done) / total)}% (${done.toLocaleString("en")} of ` +
            `${total.toLocaleString("en")})`
          : `${task}: ${done.toLocaleString("en")} done`;
    },
  };
}

function main() {
  const message = document.getElementById("engine-message");
  const progress = setupProgress();
  const engine = new EngineClient({
    onReady(status) {
      message.textContent = "ready";
      document.body.dataset.readyMs = String(performance.now());  // for the benchmark
      document.body.dataset.engine = "ready";
      showStatus(status);
    },
    onStatus: showStatus,
    onProgress(p) {
      progress.update(p);
      if (engineStatus) showStatus({...engineStatus, memory: p.memory, games: p.games});
    },
    onBusy(busy) {
      progress.busy(busy);
      if (document.body.dataset.engine === "ready") message.textContent = busy ? "computing" : "ready";
    },
    onRestart(count) {
      message.textContent = `restarted; defining ${count} statement${count > 1 ? "s" : ""} again`;
    },
    onFailure(text) {
      message.textContent = text;
    },
  });
  document.getElementById("isolation").textContent = engine.shared
      ? "Stop keeps the session (shared memory)"
      : "Stop restarts the engine and defines the variables again";

  const worksheet = new Worksheet(document.getElementById("cells"), engine);
  const views = {
    worksheet: document.getElementById("worksheet"),
    explorer: document.getElementById("explorer"),
  };
  const openInWorksheet = (text) => {
    showView("worksheet");
    const last = document.getElementById("cells").lastElementChild;
    const input = last && last.querySelector(".input");
    if (input && input.value === "") {
      input.value = text;
      Worksheet.fit(input);
      input.focus();
    } else {
      worksheet.addCell(text);
    }
  };
  const explorer = new Explorer(engine, openInWorksheet);
  const showView = (name) => {
    for (const [view, section] of Object.entries(views)) section.hidden = view !== name;
    for (const tab of document.querySelectorAll(".tab"))
      tab.setAttribute("aria-selected", String(tab.dataset.view === name));
    if (name === "explorer") explorer.show();
  };
  for (const tab of document.querySelectorAll(".tab"))
    tab.addEventListener("click", () => showView(tab.dataset.view));

  document.getElementById("stop").addEventListener("click", () => engine.stop());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") engine.stop();
  });
  document.getElementById("typeset").addEventListener("change", (event) => {
    document.body.classList.toggle("typeset", event.target.checked);
  });

  worksheet.addCell();
  if (location.hash === "#explorer") showView("explorer");
  engine.start().catch((error) => {
    message.textContent = `the engine could not start: ${error.message || error}`;
    document.body.dataset.engine = "failed";
  });
}

main();
