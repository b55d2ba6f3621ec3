import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkVersion, writeSdkManifest } from './sdk-manifest';

const root = path.resolve(import.meta.dirname, '..');

describe('SDK manifest', () => {
  it('names the npm package version and hashes each entry as browsers check integrity=', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sdk-manifest-'));
    writeFileSync(path.join(dir, 'media-access.js'), '');
    writeFileSync(path.join(dir, 'embed.css'), 'a{}');
    writeFileSync(path.join(dir, 'media-access.js.map'), '{}');
    mkdirSync(path.join(dir, 'chunks'));
    const manifest = writeSdkManifest(root, dir);
    const version = sdkVersion(root);
    expect(manifest.version).toBe(version);
    expect(manifest.major).toBe(`v${version.split('.')[0]}`);
    // The well-known SHA-384 of empty input, base64: what a browser computes for an empty script.
    expect(manifest.integrity['media-access.js']).toBe(
      'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb',
    );
    expect(Object.keys(manifest.integrity)).toEqual(['embed.css', 'media-access.js']);
    expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });
});
