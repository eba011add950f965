// A Web Worker of the page: it loads the same module as the page and runs the jobs the page
// sends it (src/worker/web/inside.rs). Its own copy of the module: Web Workers share no memory.
import init, { worker_main } from "./nqueens.js";

// The page sends the first job at once: keep what comes while the module loads.
const early = [];
self.onmessage = (event) => early.push(event);
await init();
worker_main();
for (const event of early) {
  self.onmessage(event);
}
