// Child process of `npm run bench`: downloads one CSV export and prints its figures as JSON, so that
// the bench process, which holds the server, measures the server's memory alone.
// Arguments: url, authorization header, accept-encoding.
// The client does as little as it can while the clock runs, since it shares the machine's cores
// with the server and PostgreSQL: node:http rather than fetch (whose first call loads its HTTP
// client, and which reads through web streams), rows counted with Buffer.indexOf rather than a
// loop over every byte, and a compressed download kept as it came and decompressed to count its
// rows once the clock has stopped (decompressing on the fly cost about a second of the two).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const [url, authorization, encoding] = process.argv.slice(2);
const out = { status: 0, contentEncoding: '', bytes: 0, rows: 0, firstByteMs: 0, seconds: 0, failure: '' };
let newlines = 0;
let quoted = false;

/** Rows end at a newline outside quotes (0x22 is ", 0x0a is \n): native searches from mark to mark. */
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
      // A response cut off half-way ends in 'aborted' / ECONNRESET.
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
