// The baseline: a bare node:http server answering every request with the same bytes the app sent.
// Usage: node bare-server.mjs <port> <body-file> <content-type>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
