// Preloaded into the server by `BENCH_PROFILE=1 npx tsx bench/site-throughput.ts` and by
// `site-throughput/profile-requests.ts` (NODE_OPTIONS=--import …; Node 20 refuses --cpu-prof
// there). Profiling starts with the first request the server answers, or after the first
// ATELIER_CPU_PROFILE_AFTER requests (warm-up left out), so start-up is left out, and the
// profile is written to ATELIER_CPU_PROFILE when the server exits (one sample per
// ATELIER_CPU_PROFILE_INTERVAL_US microseconds, V8's default 1000 without it).
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';

const file = process.env.ATELIER_CPU_PROFILE;
if (file) {
  const session = new Session();
  session.connect();
  const skip = Number(process.env.ATELIER_CPU_PROFILE_AFTER ?? 0);
  let seen = 0;
  let started = false;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'request' && !started) {
      if (seen === skip) {
        started = true;
        session.post('Profiler.enable');
        const interval = Number(process.env.ATELIER_CPU_PROFILE_INTERVAL_US ?? 0);
        if (interval > 0) session.post('Profiler.setSamplingInterval', { interval });
        session.post('Profiler.start');
      }
      seen += 1;
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
