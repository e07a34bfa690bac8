// A child process, so the bench process, which holds the server, measures the server's memory alone.
// Arguments: url, authorization header, accept-encoding. It does as little as it can while the
// clock runs, since it shares the cores with the server: node:http, not fetch, and a compressed
// download is decompressed only once the clock has stopped.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const [url, authorization, encoding] = process.argv.slice(2);
const out = { status: 0, contentEncoding: '', bytes: 0, rows: 0, firstByteMs: 0, seconds: 0, failure: '' };
let newlines = 0;
let quoted = false;

/** Native searches from mark to mark, not a loop over every byte. */
function count(chunk) {
  let quote = -2;
  let newline = -2;
  for (let at = 0; ; ) {
    if (quote !== -1 && quote < at) quote = chunk.indexOf(0x22, at);
    if (quoted) {
      if (quote === -1) return;
      quoted = false;
      at = quote + 1;
      continue;
    }
    if (newline !== -1 && newline < at) newline = chunk.indexOf(0x0a, at);
    if (newline !== -1 && (quote === -1 || newline < quote)) {
      newlines++;
      at = newline + 1;
    } else if (quote !== -1) {
      quoted = true;
      at = quote + 1;
    } else return;
  }
}

const t0 = performance.now();
const compressed = [];
try {
  await new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { authorization, 'accept-encoding': encoding } }, (res) => {
      out.status = res.statusCode;
      out.contentEncoding = res.headers['content-encoding'] ?? 'none';
      res.on('data', (chunk) => {
        if (!out.firstByteMs) out.firstByteMs = performance.now() - t0;
        if (out.contentEncoding === 'gzip') compressed.push(chunk);
        else {
          out.bytes += chunk.length;
          count(chunk);
        }
      });
      res.on('end', resolve);
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('aborted')));
    });
    req.on('error', reject);
  });
} catch (err) {
  // A cut-off stream (the server gave up half-way) is a figure too: how far it got and why.
  out.failure = `${err.message}${err.cause ? ` (${err.cause.message})` : ''}`;
}
out.seconds = (performance.now() - t0) / 1000;
if (compressed.length) {
  try {
    const csv = zlib.gunzipSync(Buffer.concat(compressed));
    out.bytes = csv.length;
    count(csv);
  } catch (err) {
    out.failure ||= `gunzip: ${err.message}`;
  }
}
out.rows = Math.max(0, newlines - 1);
process.stdout.write(JSON.stringify(out));
