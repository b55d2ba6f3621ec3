// Regenerates custom-elements.json (the analyzer reads the elements' doc blocks) and the reference part of
// docs/sdk.md from it. vite.sdk.config.ts runs this after every SDK build; `npx tsx scripts/generate-sdk-docs.ts`
// runs it alone.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

interface Described {
  name: string;
  description?: string;
  fieldName?: string;
  type?: { text: string };
  default?: string;
}
interface Declaration {
  customElement?: boolean;
  tagName?: string;
  name: string;
  description?: string;
  attributes?: Described[];
  members?: (Described & { kind: string; privacy?: string })[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

const START = '<!-- reference:start (generated from custom-elements.json by scripts/generate-sdk-docs.ts) -->';
const END = '<!-- reference:end -->';
const cell = (s = '') => s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function table(title: string, head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  return [
    `#### ${title}`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}

export function referenceMarkdown(manifest: { modules: { declarations?: Declaration[] }[] }): string {
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
  elements.sort((a, b) => (a.tagName ?? '').localeCompare(b.tagName ?? ''));
  return elements
    .map((el) => {
      const attributes = el.attributes ?? [];
      const byField = new Set(attributes.map((a) => a.fieldName));
      const extraProps = (el.members ?? []).filter(
        (m) => m.kind === 'field' && m.privacy !== 'private' && !byField.has(m.name),
      );
      return [
        `### \`<${el.tagName}>\``,
        '',
        cell(el.description),
        '',
        table(
          'Attributes and properties',
          ['Attribute', 'Property', 'Type', 'Description'],
          attributes.map((a) => [
            `\`${a.name}\``,
            // An attribute without a property (read with hasAttribute) is a presence switch.
            a.fieldName ? `\`${a.fieldName}\`` : '—',
            a.type?.text ? `\`${a.type.text}\`` : 'present or absent',
            a.description ?? '',
          ]),
        ),
        table(
          'Properties only',
          ['Property', 'Type', 'Description'],
          extraProps.map((p) => [`\`${p.name}\``, `\`${p.type?.text ?? ''}\``, p.description ?? '']),
        ),
        table(
          'Methods',
          ['Method', 'Description'],
          (el.members ?? [])
            .filter((m) => m.kind === 'method' && m.privacy !== 'private' && m.privacy !== 'protected')
            .map((m) => [`\`${m.name}()\``, m.description ?? '']),
        ),
        table(
          'Events',
          ['Event', 'Description'],
          (el.events ?? []).map((e) => [`\`${e.name}\``, e.description ?? '']),
        ),
        table(
          'Slots',
          ['Slot', 'Description'],
          (el.slots ?? []).map((s) => [`\`${s.name}\``, s.description ?? '']),
        ),
        table(
          'CSS parts',
          ['Part', 'Description'],
          (el.cssParts ?? []).map((p) => [`\`${p.name}\``, p.description ?? '']),
        ),
        table(
          'CSS custom properties',
          ['Property', 'Description'],
          (el.cssProperties ?? []).map((p) => [`\`${p.name}\``, p.description ?? '']),
        ),
      ].join('\n');
    })
    .join('\n');
}

export async function generateSdkDocs(root: string): Promise<void> {
  execFileSync(path.join(root, 'node_modules', '.bin', 'cem'), ['analyze'], { cwd: root, stdio: 'ignore' });
  const manifestFile = path.join(root, 'custom-elements.json');
  const docsFile = path.join(root, 'docs', 'sdk.md');
  const options = (await prettier.resolveConfig(docsFile)) ?? {};
  const manifestText = readFileSync(manifestFile, 'utf8');
  writeFileSync(manifestFile, await prettier.format(manifestText, { ...options, filepath: manifestFile }));
  const docs = readFileSync(docsFile, 'utf8');
  const from = docs.indexOf(START);
  const to = docs.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`docs/sdk.md needs the ${START} and ${END} markers`);
  const next = `${docs.slice(0, from + START.length)}\n\n${referenceMarkdown(JSON.parse(manifestText))}\n${docs.slice(to)}`;
  writeFileSync(docsFile, await prettier.format(next, { ...options, filepath: docsFile }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await generateSdkDocs(fileURLToPath(new URL('..', import.meta.url)));
}
