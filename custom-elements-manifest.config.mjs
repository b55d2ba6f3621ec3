// `custom-elements.json` from the elements' doc blocks; run by vite.sdk.config.ts after each SDK build.
export default {
  globs: ['sdk/*/*.component.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // Lit's internal `state: true` properties are not attributes; the analyzer lists them anyway.
      name: 'drop-internal-state',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const declaration of mod.declarations ?? []) {
            if (!declaration.customElement) continue;
            const internal = new Set(
              (declaration.members ?? []).filter((m) => m.privacy === 'private').map((m) => m.name),
            );
            declaration.attributes = (declaration.attributes ?? []).filter((a) => !internal.has(a.fieldName));
            declaration.members = (declaration.members ?? []).filter((m) => m.privacy !== 'private');
          }
        }
      },
    },
  ],
};
