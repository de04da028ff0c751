import type { PasswordHasher } from '@modules/identity/application/ports/password-hasher.port';

/** argon2id through Bun.password; the hash string carries its own parameters, so verify reads any of them. */
export const argon2PasswordHasher: PasswordHasher = {
  hash: (password) => Bun.password.hash(password, { algorithm: 'argon2id' }),
  verify: (password, hash) => Bun.password.verify(password, hash).catch(() => false),
};
