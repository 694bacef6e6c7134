// Preloaded into the server by `BENCH_PROFILE=1 npx tsx bench/site-throughput.ts`
// (NODE_OPTIONS=--import …; Node 20 refuses --cpu-prof there). Profiling starts with the first
// request the server answers, so start-up is left out, and the profile is written to
// ATELIER_CPU_PROFILE when the server exits.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';

const file = process.env.ATELIER_CPU_PROFILE;
if (file) {
  const session = new Session();
  session.connect();
  let started = false;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'request' && !started) {
      started = true;
      session.post('Profiler.enable');
      session.post('Profiler.start');
    }
    return emit.call(this, event, ...args);
  };
  const exit = process.exit.bind(process);
  process.exit = (code) => {
    if (!started) return exit(code);
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
      exit(code);
    });
  };
}
