import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults, which follow OWASP's recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0jsm1kTgqZLJlTODDIp6Vg$1UzU5GyG6+170EmWV5jLN/GeFdA5JnEyy/qmVMXy8zE';

/** An unknown email answers as slowly as a wrong password, so timing reveals no account. */
export async function verifyDummy(password: string): Promise<void> {
  await verifyPassword(DUMMY_HASH, password);
}

/** A one-time token as stored: only its hash, so a copy of the table opens nothing. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
