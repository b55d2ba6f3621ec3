// dist/sdk/manifest.json: the SDK's version (from sdk/package/package.json, the npm package's version, so the
// CDN and npm releases share one number) and a sha384 Subresource Integrity hash of each entry file. The
// server reads it to serve /sdk/<version>/… and /sdk/v<major>/…; snippets read it for `integrity=`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SdkManifest {
  /** Exact version, served immutable at /sdk/<version>/. */
  version: string;
  /** `v<major>`, served at /sdk/v<major>/ and updated in place within the major version. */
  major: string;
  /** Entry file name → `sha384-…`, for `<script integrity>` / `<link integrity>`. */
  integrity: Record<string, string>;
}

export function sdkVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'sdk', 'package', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export function sriOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Hashes the top-level .js/.css files of a built SDK folder and writes its manifest.json. */
export function writeSdkManifest(root: string, sdkDir: string): SdkManifest {
  const version = sdkVersion(root);
  const integrity: Record<string, string> = {};
  for (const name of readdirSync(sdkDir).sort()) {
    if (/\.(?:js|css)$/.test(name)) integrity[name] = sriOf(readFileSync(path.join(sdkDir, name)));
  }
  const manifest: SdkManifest = { version, major: `v${version.split('.')[0]}`, integrity };
  writeFileSync(path.join(sdkDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
