// The page's Web Worker: it holds the engine (cgt-engine.js and its WebAssembly) and answers
// the page's requests one at a time. A computation blocks this thread, so the page stops it
// through a shared Stop flag the engine polls (when the page is cross-origin isolated), or by
// terminating this worker and starting another.
//
// Messages in:  {type: "init", module: WebAssembly.Module, stopBuffer: SharedArrayBuffer|null}
//               {type: "run", id, text} | {type: "explore", id, expression} | {type: "status", id}
// Messages out: {type: "ready", status} | {type: "progress", task, done, total, memory, games}
//               {type: "result", id, result} | {type: "failed", id, message}
// A cell's result carries the files it wrote: {name, data (bytes)}.
"use strict";

if (typeof createCgtEngine === "undefined") importScripts("cgt-engine.js");

let engine = null;

function call(name, argument) {
  const types = argument === undefined ? [] : ["string"];
  const args = argument === undefined ? [] : [argument];
  return JSON.parse(engine.ccall(name, "string", types, args));
}

function status() {
  return call("cgt_status");
}

// The path of a file in the engine's working folder ("/" at first).
function inWorkingFolder(name) {
  const folder = engine.FS.cwd();
  return folder.endsWith("/") ? folder + name : `${folder}/${name}`;
}

// The regular files of the engine's working folder (in the worker's memory: savedag, plot and
// the like write there), each name with its modification time.
function files() {
  const fs = engine.FS;
  const found = new Map();
  for (const name of fs.readdir(fs.cwd())) {
    const stat = fs.stat(inWorkingFolder(name));
    if (fs.isFile(stat.mode)) found.set(name, stat.mtime.getTime());
  }
  return found;
}

// The files a request wrote, {name, data}, for the page to offer as downloads.
function written(before) {
  return [...files()].filter(([name, time]) => before.get(name) !== time)
      .map(([name]) => ({name, data: engine.FS.readFile(inWorkingFolder(name))}));
}

async function init(message) {
  engine = await createCgtEngine({
    // The page compiled the module once; every worker it starts instantiates that one.
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(message.module, imports).then((instance) =>
        receive(instance, message.module));
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  if (message.stopBuffer) engine.stopFlag = new Int32Array(message.stopBuffer);
  postMessage({type: "ready", status: status()});
}

onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    init(message).catch((error) => postMessage({type: "failed", message: String(error)}));
    return;
  }
  try {
    let result;
    if (message.type === "run") {
      const before = files();
      result = call("cgt_run", message.text);
      result.files = written(before);
    } else if (message.type === "explore") {
      result = call("cgt_explore", message.expression);
    } else {
      result = {};
    }
    result.engine = status();
    postMessage({type: "result", id: message.id, result},
                (result.files || []).map((file) => file.data.buffer));
  } catch (error) {
    // The engine catches what it throws; this is a crash of the module itself (an abort).
    postMessage({type: "failed", id: message.id, message: String(error)});
  }
};
