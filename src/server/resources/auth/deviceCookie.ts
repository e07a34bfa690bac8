import crypto from 'node:crypto';

/**
 * The sign-in's device cookie: proof that this browser signed into an account before, so the
 * per-account limit on failed sign-ins (src/server/resources/auth/signInThrottle.ts) never holds the owner
 * back. A browser keeps one cookie per account, named after it, so signing into another account
 * never pushes one out. The value is `<account tag>.<issued at>.<nonce>.<signature>`: the tag is a
 * keyed hash of the email (the cookie does not disclose the address), and the HMAC covers the rest.
 * Parsed and written here rather than with @fastify/cookie, whose current release needs Node 22.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const PREFIX = 'cre_device_';

/** The cookies' own key, derived from the JWT secret: neither key can be worked out from the other. */
export function deviceCookieKey(jwtSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'cre-admin', 'sign-in device cookie', 32));
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
const accountTag = (key: Buffer, email: string) => hmac(key, `account:${email.trim().toLowerCase()}`).slice(0, 22);

/** The value of one cookie in a Cookie header; undefined when absent. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface DeviceCookie {
  name: string;
  value: string;
}

export function issueDeviceCookie(key: Buffer, email: string, now = Date.now()): DeviceCookie {
  const tag = accountTag(key, email);
  const signed = `${tag}.${Math.floor(now / 1000)}.${crypto.randomBytes(16).toString('base64url')}`;
  return { name: PREFIX + tag, value: `${signed}.${hmac(key, signed)}` };
}

/**
 * The nonce of the request's valid device cookie for `email` (it keys the cookie's own failure
 * count), or undefined: none, signed with another key, for another account, or older than its age.
 */
export function deviceNonce(key: Buffer, email: string, cookieHeader: string | undefined, now = Date.now()): string | undefined {
  const tag = accountTag(key, email);
  const parts = cookieValue(cookieHeader, PREFIX + tag)?.split('.');
  if (parts?.length !== 4) return undefined;
  const [cookieTag, issuedAt, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(hmac(key, `${cookieTag}.${issuedAt}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  const age = now / 1000 - Number(issuedAt);
  if (cookieTag !== tag || !(age >= 0 && age <= DEVICE_COOKIE_MAX_AGE_S)) return undefined;
  return nonce;
}

/** The Set-Cookie header: readable by the sign-in route only, never by scripts or other sites. */
export function deviceCookieHeader(cookie: DeviceCookie, { path, secure }: { path: string; secure: boolean }): string {
  return `${cookie.name}=${cookie.value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
