import { z } from 'zod';

// In the browser, whose Content-Security-Policy forbids eval, zod's probe for it (a caught
// `new Function`) is reported as a violation; the server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
