import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface PackageLicense {
  name: string;
  version: string;
  license: string;
  text: string;
}

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** The package folder a bundled module comes from: the last `node_modules/<name>` or `node_modules/@scope/name`. */
export function packageDirOf(moduleId: string): string | null {
  const file = moduleId.replace(/^\0/, '').split('?')[0]!.replaceAll('\\', '/');
  const marker = '/node_modules/';
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const [first, second] = file.slice(at + marker.length).split('/');
  const name = first?.startsWith('@') ? (second ? `${first}/${second}` : null) : first;
  return name ? file.slice(0, at + marker.length) + name : null;
}

function readLicense(dir: string): PackageLicense | null {
  const manifestPath = path.join(dir, 'package.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    name?: string;
    version?: string;
    license?: string | { type?: string };
  };
  if (!manifest.name) return null;
  const licenseFile = readdirSync(dir).find((name) => LICENSE_FILE.test(name));
  return {
    name: manifest.name,
    version: manifest.version ?? '',
    license: (typeof manifest.license === 'string' ? manifest.license : manifest.license?.type) ?? 'UNKNOWN',
    text: licenseFile ? readFileSync(path.join(dir, licenseFile), 'utf8').trim() : '',
  };
}

/**
 * Writes `licenses.json` next to the admin bundle: name, version, license and text of every installed
 * package whose code ends up in it, for the `/licenses` page.
 */
export function licensesPlugin(): Plugin {
  return {
    name: 'media-access-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const dir = packageDirOf(id);
          if (dir) dirs.add(dir);
        }
      }
      const byName = new Map<string, PackageLicense>();
      for (const dir of dirs) {
        const license = readLicense(dir);
        if (license) byName.set(`${license.name}@${license.version}`, license);
      }
      const list = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source: JSON.stringify(list) });
    },
  };
}
