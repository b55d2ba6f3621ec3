import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the demo project against a local emulator by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: undefined,
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      firebase: {
        projectId: 'demo-media-access',
        apiKey: 'demo-api-key',
        authDomain: 'demo-media-access.firebaseapp.com',
      },
      authEmulatorHost: '127.0.0.1:9099',
      startAuthEmulator: true,
      seedDemoData: true,
    });
  });

  it('uses a real project without emulator or demo data unless asked', () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'acme-prod' });
    expect(config.authEmulatorHost).toBeUndefined();
    expect(config.startAuthEmulator).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.firebase.authDomain).toBe('acme-prod.firebaseapp.com');
  });

  it('reads explicit values', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: '/var/lib/media-access',
      DATABASE_URL: 'postgresql://app@db.internal:5432/media',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9399',
      START_AUTH_EMULATOR: 'no',
    });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/var/lib/media-access',
      databaseUrl: 'postgresql://app@db.internal:5432/media',
      authEmulatorHost: '127.0.0.1:9399',
      startAuthEmulator: false,
    });
  });

  it.each(['mysql://app@db.internal/media', 'not a url'])('rejects DATABASE_URL %j with a clear message', (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      'Invalid configuration:\n  DATABASE_URL: DATABASE_URL must be a postgres:// URL',
    );
  });

  it.each(['http', '70000', '-1', '80.5'])('rejects PORT %j', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/^Invalid configuration:\n {2}PORT: /);
  });

  it('rejects a boolean flag it does not understand', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
