// The page's side of the engine. It compiles the WebAssembly once, runs the engine in a Web
// Worker, sends requests one at a time, passes progress on, and stops computations:
//  - when the page is cross-origin isolated (scripts/web.sh serves it so), by raising a flag in
//    a SharedArrayBuffer that the engine polls: variables and computed games are kept;
//  - otherwise (a file:// page, a plain static server), and when a flagged computation has not
//    stopped within a second, by terminating the worker and starting another, which runs again
//    the statements that defined the session's variables and settings.
// Loaded from file://, the page cannot fetch the .wasm nor start a worker from a file, so it
// reads both from engine-inline.js (the same engine, as text) and starts the worker from a Blob.
"use strict";

const STOP_GRACE_MS = 1000;  // how long a flagged computation may take to stop

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  });
}

function base64Bytes(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

class EngineClient {
  // handlers: onReady(status), onStatus(status), onProgress({task, done, total}),
  // onBusy(busy), onRestart(count of definitions run again), onFailure(message)
  constructor(handlers) {
    this.handlers = handlers;
    this.fromFile = location.protocol === "file:";
    this.shared = self.crossOriginIsolated === true && typeof SharedArrayBuffer === "function";
    this.stopFlag = this.shared ? new Int32Array(new SharedArrayBuffer(4)) : null;
    this.queue = [];
    this.current = null;
    this.definitions = [];  // statements that set variables and settings, in order
    this.nextId = 1;
    this.ready = false;
    this.stopTimer = null;
  }

  async start() {
    this.module = await this.compile();
    const status = await this.spawn();
    this.handlers.onReady(status);
  }

  async compile() {
    if (this.fromFile) {
      await loadScript("engine-inline.js");
      return WebAssembly.compile(base64Bytes(self.CGT_ENGINE_INLINE.wasm));
    }
    try {
      return await WebAssembly.compileStreaming(fetch("cgt-engine.wasm"));
    } catch (error) {  // a server that does not say application/wasm
      const response = await fetch("cgt-engine.wasm");
      return WebAssembly.compile(await response.arrayBuffer());
    }
  }

  newWorker() {
    if (!this.fromFile) return new Worker("worker.js");
    const inline = self.CGT_ENGINE_INLINE;
    const blob = new Blob([inline.engine, "\n", inline.worker], {type: "text/javascript"});
    return new Worker(URL.createObjectURL(blob));
  }

  spawn() {
    this.ready = false;
    this.worker = this.newWorker();
    return new Promise((resolve, reject) => {
      this.worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === "ready") {
          this.ready = true;
          resolve(message.status);
          this.pump();
        } else if (message.type === "progress") {
          this.handlers.onProgress(message);
        } else if (message.type === "result") {
          this.finish(message.result);
        } else if (message.type === "failed") {
          if (!this.ready) reject(new Error(message.message));
          else this.crashed(message.message);
        }
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        if (!this.ready) reject(new Error(event.message || "the engine's worker failed"));
        else this.crashed(event.message);
      };
      this.worker.postMessage({type: "init", module: this.module,
                               stopBuffer: this.stopFlag ? this.stopFlag.buffer : null});
    });
  }

  // Runs a worksheet cell: {status, events, definitions, engine}.
  run(text) {
    return this.request({type: "run", text});
  }

  // The explorer's facts about a position written as the REPL writes it.
  explore(expression) {
    return this.request({type: "explore", expression});
  }

  request(message, first = false) {
    return new Promise((resolve) => {
      const entry = {message, resolve: (result) => {
        if (message.type === "run" && result.status !== "interrupted" && result.definitions)
          this.definitions.push(...result.definitions);
        resolve(result);
      }};
      if (first) this.queue.unshift(entry);
      else this.queue.push(entry);
      this.pump();
    });
  }

  pump() {
    if (this.current || !this.ready || this.queue.length === 0) return;
    this.current = this.queue.shift();
    this.current.message.id = this.nextId++;
    this.handlers.onBusy(true);
    this.worker.postMessage(this.current.message);
  }

  finish(result) {
    clearTimeout(this.stopTimer);
    const request = this.current;
    this.current = null;
    if (result.engine) this.handlers.onStatus(result.engine);
    if (this.queue.length === 0) this.handlers.onBusy(false);
    if (request) request.resolve(result);
    this.pump();
  }

  // Stops the running request and drops the waiting ones.
  stop() {
    for (const waiting of this.queue.splice(0)) waiting.resolve(EngineClient.stopped(false));
    if (!this.current) return;
    if (this.stopFlag) {
      Atomics.store(this.stopFlag, 0, 1);
      clearTimeout(this.stopTimer);
      this.stopTimer = setTimeout(() => this.restart(), STOP_GRACE_MS);
    } else {
      this.restart();
    }
  }

  static stopped(restarted) {
    const text = restarted
        ? "error: stopped; the engine was restarted, and the statements that defined the " +
          "variables and settings were run again\n"
        : "error: stopped before it started\n";
    return {status: "interrupted", events: [{kind: "err", text}], definitions: []};
  }

  crashed(message) {
    this.handlers.onFailure(`the engine failed (${message}); it was restarted`);
    this.restart();
  }

  // Ends the worker and everything it was doing, starts another and defines again what the
  // session had defined.
  async restart() {
    clearTimeout(this.stopTimer);
    this.worker.terminate();
    this.ready = false;
    const request = this.current;
    this.current = null;
    if (request) request.resolve(EngineClient.stopped(true));
    // The statements that defined the session go first, each alone (one failing does not
    // skip the rest), before anything the page asked meanwhile.
    const replay = this.definitions.splice(0);
    if (replay.length > 0) this.handlers.onRestart(replay.length);
    const replayed = replay.reverse().map((text) => this.request({type: "run", text}, true));
    try {
      await this.spawn();
    } catch (error) {
      this.handlers.onFailure(String(error));
      return;
    }
    await Promise.all(replayed);
    this.handlers.onBusy(this.current !== null);
  }
}
