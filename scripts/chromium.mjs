// Debian's Chromium as the browser tests, the bench and `npm run lighthouse` launch it: one path,
// one set of flags. Root needs --no-sandbox; without the networking flags Chromium keeps trying to
// reach the outside, which this machine cannot.

/** CHROMIUM_PATH (or Lighthouse's own CHROME_PATH), else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Headless Chromium still builds each new window's omnibox popup, a WebUI page that takes
// 0.5-1.4 s of CPU beside the page under test; these two features off, it builds none.
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Our flags for a launcher that passes `launcherFlags` of its own. Chromium reads only the last
 * --disable-features, so ours repeats the launcher's list.
 */
export function chromiumFlags(launcherFlags = []) {
  const theirs = launcherFlags.filter((flag) => flag.startsWith('--disable-features=')).flatMap((flag) => flag.slice('--disable-features='.length).split(','));
  return [...FLAGS, `--disable-features=${[...new Set([...theirs, ...DISABLED_FEATURES])].filter(Boolean).join(',')}`];
}

/** Playwright's launch options; its own disabled features are read off a first launch's command line. */
export async function playwrightLaunchOptions(chromium) {
  // Chromium tells its command line only to a session launched for automation.
  const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...FLAGS, '--enable-automation'] });
  try {
    const cdp = await probe.newBrowserCDPSession();
    const { arguments: argv } = await cdp.send('Browser.getBrowserCommandLine');
    return { executablePath: CHROMIUM_PATH, headless: true, args: chromiumFlags(argv) };
  } finally {
    await probe.close();
  }
}
