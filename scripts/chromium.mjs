// Debian's Chromium as the browser tests and `npm run lighthouse` launch it: one path, one set of
// flags. Root needs --no-sandbox; without the networking flags Chromium keeps trying to reach the
// outside, which this machine cannot.

/** CHROMIUM_PATH (or Lighthouse's own CHROME_PATH), else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
