import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet's argon2id minimum: 19 MiB, 2 iterations, 1 lane (argon2id is the library's
// default algorithm; its const enum cannot be imported under verbatimModuleSyntax).
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verifying against this when the e-mail is unknown costs the same time, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
};
