import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CODE_RULES } from './code-rules';

/*
 * argon2id at the OWASP password minimum (19 MiB, t=2, p=1), not an HMAC: ASVS V6.5.2 asks for a password hash on
 * codes under 112 bits, and it needs no second secret to manage. A stolen row then costs ~10^6 argon2 runs to open,
 * far more than its 120 s of life allows; the server pays one run per send or check, and every limiter runs first.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Six digits from the CSPRNG, leading zeros kept (ASVS V6.5.3). */
export const newCode = (): string =>
  String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');

export const hashCode = (code: string): Promise<string> => hash(code, ARGON2ID);

export const codeMatches = async (codeHash: string, code: string): Promise<boolean> => {
  try {
    return await verify(codeHash, code);
  } catch {
    return false;
  }
};
