// One autocannon run, in its own process so it can be pinned to its own core with taskset.
// Usage: node load.mjs <url> <seconds> <connections> [token] [method] [JSON body] [accept] [accept-encoding]; prints the result as JSON.
import autocannon from 'autocannon';

const [url, seconds, connections, token, method = 'GET', body, accept, acceptEncoding] =
  process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  method,
  headers: {
    ...(token ? { 'x-access-token': token } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(accept ? { accept } : {}),
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  },
  body: body || undefined,
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
