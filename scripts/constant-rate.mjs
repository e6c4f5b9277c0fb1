// Open-loop load at a steady rate, for the budgets' "p99 at 500 requests/s". autocannon's
// overallRate sends each connection's quota for the second back to back at the start of the
// second and then waits, so its p99 is that of a burst at saturation. Here requests start
// evenly spaced (one every 1000/rate ms) over keep-alive connections, whether or not earlier
// ones have finished, and each latency counts from the request's planned start.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export function constantRate({ url, headers = {}, rate = 500, duration = 10, connections = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  const send = (planned) =>
    new Promise((resolve) => {
      inFlight++;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
            latencies.push(performance.now() - planned);
            inFlight--;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        inFlight--;
        resolve();
      });
      request.end();
    });
  return new Promise((resolve) => {
    const start = performance.now();
    const interval = 1000 / rate;
    const total = Math.round(rate * duration);
    const pending = [];
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        pending.push(send(start + sent * interval));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else
        Promise.all(pending).then(() => {
          agent.destroy();
          latencies.sort((a, b) => a - b);
          const at = (q) =>
            latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
          resolve({
            requests: latencies.length,
            rate: latencies.length / ((performance.now() - start) / 1000),
            p50: Number(at(0.5).toFixed(1)),
            p99: Number(at(0.99).toFixed(1)),
            max: Number(latencies[latencies.length - 1].toFixed(1)),
            errors: errors + non2xx,
            inFlightAtEnd: inFlight,
          });
        });
    };
    tick();
  });
}

/**
 * The same, from a fresh Node process: the benchmark's own process has seeded thousands of
 * rows and run autocannon, and its garbage collector's pauses would count as server latency.
 */
export function constantRateInChild(options) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), JSON.stringify(options)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await constantRate(JSON.parse(process.argv[2]))));
}
