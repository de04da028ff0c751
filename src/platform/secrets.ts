import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** JWT_SECRET when given; in local mode a random secret kept in DATA_DIR so tokens survive restarts. */
export function jwtSecretFor(config: { jwtSecret?: string; dataDir: string }): string {
  if (config.jwtSecret) return config.jwtSecret;
  const path = join(config.dataDir, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
