import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the demo project against a local emulator by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
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
      demoMode: true,
      trustProxy: 0,
    });
  });

  it('sends no mail without SMTP_URL, pauses spammers for 24 hours, and mails from the public host', () => {
    expect(loadConfig({})).toMatchObject({
      mail: { smtpUrl: undefined, from: 'Media Access <no-reply@localhost>' },
      spamBlockHours: 24,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.edu:465',
      PUBLIC_URL: 'https://media.example.edu',
      SPAM_BLOCK_HOURS: '2.5',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.edu:465',
      from: 'Media Access <no-reply@media.example.edu>',
    });
    expect(config.spamBlockHours).toBe(2.5);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.edu' })).toThrow(
      'SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('uses a real project without emulator or demo data unless asked', () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'acme-prod' });
    expect(config.authEmulatorHost).toBeUndefined();
    expect(config.startAuthEmulator).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.firebase.authDomain).toBe('acme-prod.firebaseapp.com');
    expect(config.demoMode).toBe(false);
    expect(config.host).toBeUndefined();
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

  it('keeps media under DATA_DIR/media with a 5 GiB upload limit, and uses S3 when a bucket is named', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).media).toEqual({
      localDir: '/srv/data/media',
      s3: undefined,
      maxUploadBytes: 5 * 1024 ** 3,
      allowPrivateLinks: false,
    });
    const s3 = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MAX_UPLOAD_BYTES: '1048576',
    }).media;
    expect(s3).toMatchObject({
      s3: {
        bucket: 'media',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      maxUploadBytes: 1048576,
    });
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: 'lots' })).toThrow(/MAX_UPLOAD_BYTES/);
  });

  it('installs whisper models under DATA_DIR/models from Hugging Face or a mirror, with extra pinned models from a file', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/media-access' }).engines.whisperModels;
    expect(defaults.dir).toBe('/srv/media-access/models');
    expect(defaults.source).toBe('https://huggingface.co/ggerganov/whisper.cpp/resolve/main');
    expect(defaults.catalogue.map((m) => m.name)).toContain('base.en');
    expect(() => loadConfig({ WHISPER_MODEL_SOURCE: 'ftp://mirror.example.edu/whisper' })).toThrow(
      'WHISPER_MODEL_SOURCE must be an https:// (or http://) address',
    );
    const extra = path.join(tmpdir(), `whisper-catalogue-${process.pid}.json`);
    writeFileSync(
      extra,
      JSON.stringify([{ name: 'lecture-ft', bytes: 123, sha256: 'AB'.repeat(32), multilingual: false }]),
    );
    const catalogue = loadConfig({ WHISPER_MODEL_CATALOGUE: extra }).engines.whisperModels.catalogue;
    expect(catalogue.at(-1)).toEqual({
      name: 'lecture-ft',
      bytes: 123,
      sha256: 'ab'.repeat(32),
      multilingual: false,
      family: null,
      quantisation: null,
    });
    writeFileSync(extra, JSON.stringify([{ name: 'base.en', bytes: 1, sha256: 'ab'.repeat(32), multilingual: false }]));
    expect(() => loadConfig({ WHISPER_MODEL_CATALOGUE: extra })).toThrow(
      `Invalid configuration: WHISPER_MODEL_CATALOGUE ${extra}: 0.name: already in the built-in table`,
    );
    rmSync(extra);
  });

  it('rejects a boolean flag it does not understand', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  describe('demo mode', () => {
    it('listens on loopback only, unless HOST is set explicitly', () => {
      expect(loadConfig({}).host).toBe('127.0.0.1');
      expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(loadConfig({ FIREBASE_PROJECT_ID: 'acme-prod', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    });

    it('refuses to start with NODE_ENV=production unless ALLOW_DEMO_MODE=true', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production.*ALLOW_DEMO_MODE=true/s);
      const https = { PUBLIC_URL: 'https://media.example.edu' };
      expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_MODE: 'true', ...https }).demoMode).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme-prod', ...https }).demoMode).toBe(false);
    });

    it('refuses the Auth emulator together with a real project', () => {
      expect(() =>
        loadConfig({ FIREBASE_PROJECT_ID: 'acme-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "acme-prod" is not a demo- project/);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, 0],
      ['0', 0],
      ['2', 2],
      ['true', 1],
      ['false', 0],
    ])('reads %j as %i trusted hops', (value, hops) => {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
    });

    it.each(['-1', 'yes please', '1.5'])('rejects %j', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });
  });
});

describe('PUBLIC_URL', () => {
  it('must be an https address for NODE_ENV=production, with a message saying so', () => {
    const production = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme-prod' };
    expect(() => loadConfig(production)).toThrow(/NODE_ENV=production needs PUBLIC_URL.*it is not set/s);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://media.example.edu' })).toThrow(
      /NODE_ENV=production needs PUBLIC_URL, the https:\/\/ address .*"http:\/\/media\.example\.edu"/s,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://media.example.edu' }).publicUrl).toBe(
      'https://media.example.edu',
    );
    // Elsewhere (a laptop, the tests) http is fine.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('defaults to localhost on the port', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('keeps the origin of the configured address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://media.example.edu/' }).publicUrl).toBe('https://media.example.edu');
  });

  it.each(['media.example.edu', 'ftp://media.example.edu', 'https://media.example.edu/app'])(
    'refuses %j with a clear message',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});
