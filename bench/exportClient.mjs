// Child process of `npm run bench`: downloads one CSV export and prints its figures as JSON, so that
// the bench process, which holds the server, measures the server's memory alone.
// Arguments: url, authorization header, accept-encoding.
import { performance } from 'node:perf_hooks';

const [url, authorization, encoding] = process.argv.slice(2);
const t0 = performance.now();
const out = { status: 0, contentEncoding: '', bytes: 0, rows: 0, firstByteMs: 0, seconds: 0, failure: '' };
let newlines = 0;
let quoted = false;
try {
  const res = await fetch(url, { headers: { authorization, 'accept-encoding': encoding } });
  out.status = res.status;
  out.contentEncoding = res.headers.get('content-encoding') ?? 'none';
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!out.firstByteMs) out.firstByteMs = performance.now() - t0;
    out.bytes += value.byteLength;
    // Rows end at a newline outside quotes (0x22 is ", 0x0a is \n).
    for (let i = 0; i < value.length; i++) {
      const c = value[i];
      if (c === 0x22) quoted = !quoted;
      else if (c === 0x0a && !quoted) newlines++;
    }
  }
} catch (err) {
  // A cut-off stream (the server gave up half-way) is a figure too: how far it got and why.
  out.failure = `${err.message}${err.cause ? ` (${err.cause.message})` : ''}`;
}
out.rows = Math.max(0, newlines - 1);
out.seconds = (performance.now() - t0) / 1000;
process.stdout.write(JSON.stringify(out));
