// One autocannon run, in its own process so it can be pinned to its own core with taskset.
// Usage: node load.mjs <url> <seconds> <connections> [token]; prints the result as JSON.
import autocannon from 'autocannon';

const [url, seconds, connections, token] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  headers: token ? { 'x-access-token': token } : {},
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  }),
);
