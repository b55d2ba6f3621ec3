import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { EmbeddableItem } from '../db/queries/lti';
import { escapeHtml } from '../http/escape-html';

// The LTI endpoints answer browsers inside an LMS iframe, so they answer HTML pages: framed by any site, each
// with its own CSP nonce for the little inline style and script they need, and never cached.

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 1.5rem; background: Canvas; color: CanvasText; }
  main { max-width: 40rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  fieldset { border: 1px solid GrayText; border-radius: 0.5rem; margin: 0 0 1rem; padding: 0.75rem 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: flex; gap: 0.5rem; align-items: center; min-height: 2.75rem; cursor: pointer; }
  input[type='radio'] { width: 1.25rem; height: 1.25rem; }
  button { font: inherit; min-height: 2.75rem; padding: 0 1.25rem; border-radius: 0.5rem; border: 2px solid ButtonText;
    background: ButtonFace; color: ButtonText; cursor: pointer; }
  :focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
`;

interface PageOptions {
  status: 200 | 400 | 401 | 403 | 404 | 429 | 502 | 503;
  title: string;
  body: string;
  /** Origins forms on the page may post to (besides our own). */
  formTargets?: string[];
  script?: string;
}

function page(c: Context, { status, title, body, formTargets = [], script }: PageOptions) {
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "base-uri 'none'",
      'frame-ancestors *',
    ].join('; '),
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : '';
  return c.html(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · Media Access</title>
    <style nonce="${nonce}">${STYLE}</style>
  </head>
  <body>
    <main>
${body}
    </main>${scriptTag}
  </body>
</html>
`,
    status,
  );
}

/** Why an LTI message was refused, in words, with what the person can do about it. */
export function ltiErrorPage(c: Context, status: PageOptions['status'], reason: string) {
  return page(c, {
    status,
    title: 'This link could not be opened',
    body: `      <h1>This link could not be opened</h1>
      <p>${escapeHtml(reason)}</p>
      <p>Open it again from your course. If this keeps happening, send this message to your course's administrator.</p>`,
  });
}

/** What a workspace offers the picker: its name shows only when several workspaces registered the platform. */
export interface PickerWorkspace {
  workspaceId: string;
  name: string;
  items: EmbeddableItem[];
}

/** The radio value: which workspace's item, since one dialog may offer several workspaces. */
export const pickerItemValue = (workspaceId: string, item: Pick<EmbeddableItem, 'kind' | 'id'>) =>
  `${workspaceId}/${item.kind}:${item.id}`;

function itemGroup(legend: string, workspaceId: string, items: EmbeddableItem[], first: boolean): string {
  if (items.length === 0) return '';
  const options = items
    .map(
      (item, i) =>
        `          <label><input type="radio" name="item" value="${escapeHtml(pickerItemValue(workspaceId, item))}"${first && i === 0 ? ' required' : ''} /> ${escapeHtml(item.title)}</label>`,
    )
    .join('\n');
  return `        <fieldset>
          <legend>${escapeHtml(legend)}</legend>
${options}
        </fieldset>`;
}

/** The instructor's choice in the LMS editor: one published showcase or public file of the workspace(s). */
export function ltiPickerPage(c: Context, input: { sessionId: string; action: string; workspaces: PickerWorkspace[] }) {
  if (input.workspaces.every((w) => w.items.length === 0)) {
    return page(c, {
      status: 200,
      title: 'Nothing to add yet',
      body: `      <h1>Nothing to add yet</h1>
      <p>This workspace has no published showcase and no embeddable file. Publish one in Media Access, then open this dialog again.</p>`,
    });
  }
  const named = input.workspaces.length > 1;
  let first = true;
  const groups = input.workspaces.flatMap((workspace) =>
    (['showcase', 'file'] as const).map((kind) => {
      const items = workspace.items.filter((i) => i.kind === kind);
      const what = kind === 'showcase' ? 'Showcases' : 'Files';
      const group = itemGroup(named ? `${what} of ${workspace.name}` : what, workspace.workspaceId, items, first);
      if (items.length > 0) first = false;
      return group;
    }),
  );
  return page(c, {
    status: 200,
    title: 'Add from Media Access',
    formTargets: [new URL(input.action).origin],
    body: `      <h1>Add from Media Access</h1>
      <form method="post" action="${escapeHtml(input.action)}">
        <input type="hidden" name="session" value="${escapeHtml(input.sessionId)}" />
${groups.filter(Boolean).join('\n')}
        <button type="submit">Add to the course</button>
      </form>`,
  });
}

/** Hands a signed JWT to the platform: a form that submits itself, with a button where scripts do not run. */
export function ltiFormPostPage(c: Context, input: { action: string; fields: Record<string, string>; title: string }) {
  const inputs = Object.entries(input.fields)
    .map(([name, value]) => `        <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`)
    .join('\n');
  return page(c, {
    status: 200,
    title: input.title,
    formTargets: [new URL(input.action).origin],
    body: `      <h1>${escapeHtml(input.title)}</h1>
      <form id="return" method="post" action="${escapeHtml(input.action)}">
${inputs}
        <button type="submit">Continue</button>
      </form>`,
    script: "document.getElementById('return').submit();",
  });
}
