import { describe, expect, it } from 'vitest';
import { packageDirOf } from './licenses-plugin';

describe('packageDirOf', () => {
  it('finds the innermost package of a bundled module, scoped or not', () => {
    expect(packageDirOf('/app/node_modules/react/cjs/react.production.js')).toBe('/app/node_modules/react');
    expect(packageDirOf('/app/node_modules/@firebase/auth/dist/esm/index.js')).toBe('/app/node_modules/@firebase/auth');
    expect(packageDirOf('/app/node_modules/a/node_modules/b/index.js?commonjs-es-import')).toBe(
      '/app/node_modules/a/node_modules/b',
    );
  });

  it('ignores the app’s own modules and virtual ids', () => {
    expect(packageDirOf('/app/admin/src/main.tsx')).toBeNull();
    expect(packageDirOf('\0vite/preload-helper')).toBeNull();
  });
});
