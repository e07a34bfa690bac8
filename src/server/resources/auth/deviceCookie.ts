import crypto from 'node:crypto';

/**
 * Proof that this browser signed into the account before, so the per-account limit never holds the
 * owner back. One cookie per account, so signing into another never pushes one out; the name is a
 * keyed hash, so the cookie does not disclose the email. Not @fastify/cookie: it needs Node 22.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const PREFIX = 'cre_device_';

/** Derived, so neither key can be worked out from the other. */
export function deviceCookieKey(jwtSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'cre-admin', 'sign-in device cookie', 32));
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
const accountTag = (key: Buffer, email: string) => hmac(key, `account:${email.trim().toLowerCase()}`).slice(0, 22);

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

/** The nonce keys the cookie's own failure count, so a cookie that keeps failing loses its trust. */
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

export function deviceCookieHeader(cookie: DeviceCookie, { path, secure }: { path: string; secure: boolean }): string {
  return `${cookie.name}=${cookie.value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
