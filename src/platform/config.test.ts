import { describe, expect, it } from 'bun:test';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives local defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminOtp).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses to switch off admin codes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_OTP: 'off' })).toThrow(/ADMIN_OTP/);
  });
});
