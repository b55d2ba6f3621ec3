// The examples chooser: each layout live beside its snippets (the script tag pinned to the deployed SDK version
// with its SRI hash from /sdk/manifest.json, the iframe, the oEmbed URL) and a playground whose layout, theme
// and accent rewrite its preview and snippets. Plain ES module, no build: what a customer's page could run.
const origin = location.origin;
const WORKSPACE = 'demo-university';
const FILE = 'jfk-rice-moon-speech';

const LAYOUTS = [
  {
    id: 'auto',
    title: 'Auto (the default)',
    text: 'Chooses by the element’s width and the media: side by side from 720 px, stacked below, compact for audio.',
    attrs: {},
  },
  {
    id: 'stacked',
    title: 'Stacked',
    text: 'The player above the transcript: for narrow columns and articles.',
    attrs: { layout: 'stacked' },
  },
  {
    id: 'side-by-side',
    title: 'Side by side',
    text: 'A video beside the transcript: for wide pages and lessons (an audio file, with no picture, stacks).',
    attrs: { layout: 'side-by-side' },
  },
  {
    id: 'compact',
    title: 'Compact',
    text: 'A slim audio bar over the transcript: for podcasts and speeches.',
    attrs: { layout: 'compact' },
  },
  {
    id: 'transcript-only',
    title: 'Transcript only',
    text: 'Your page keeps its own player; for names it, and the transcript follows and seeks it.',
    attrs: { layout: 'transcript-only', for: 'own-audio' },
    ownPlayer: true,
  },
];

const OWN_AUDIO = `<audio id="own-audio" controls preload="none" src="${origin}/media/demo/${FILE}.opus"></audio>`;

async function loadManifest() {
  try {
    const res = await fetch('/sdk/manifest.json');
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

function scriptTag(manifest) {
  const integrity = manifest?.integrity?.['media-access.js'];
  if (!integrity) return `<script type="module" src="${origin}/sdk/media-access.js"></script>`;
  return `<script type="module" src="${origin}/sdk/${manifest.version}/media-access.js" integrity="${integrity}" crossorigin="anonymous"></script>`;
}

/** Attributes as markup, in a stable order, leaving out the defaults a customer need not write. */
function attributeText(attrs) {
  return Object.entries(attrs)
    .filter(
      ([name, value]) => value && !(name === 'layout' && value === 'auto') && !(name === 'theme' && value === 'auto'),
    )
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

function iframeUrl(attrs) {
  const url = new URL(`/embed/${WORKSPACE}/files/${FILE}`, origin);
  for (const name of ['layout', 'theme', 'accent']) {
    const value = attrs[name];
    if (value && value !== 'auto') url.searchParams.set(name, value);
  }
  return url.href;
}

function snippetsFor(manifest, attrs, ownPlayer) {
  const element = `<transcript-embed workspace-id="${WORKSPACE}" file-id="${FILE}"${attributeText(attrs)}></transcript-embed>`;
  const script = {
    label: 'Script tag',
    value: [scriptTag(manifest), ...(ownPlayer ? [OWN_AUDIO] : []), element].join('\n'),
  };
  // An iframe cannot follow a player on the page around it: that layout is for the script tag only.
  if (ownPlayer) return [script];
  const frame = iframeUrl(attrs);
  return [
    script,
    {
      label: 'Iframe',
      // The file page's snippet (shared/embed-frame.ts): its suggested size, and the script that sizes it.
      value:
        `<iframe src="${frame}" title="Media with transcript" width="640" height="1000" style="border:0;max-width:100%" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" loading="lazy"></iframe>\n` +
        `<script async src="${origin}/sdk/iframe-resize.js"></script>`,
    },
    { label: 'oEmbed URL', value: `${origin}/api/oembed?url=${encodeURIComponent(frame)}` },
  ];
}

const status = document.getElementById('copy-status');

/** Fills `container` with one heading, copy button and code block per snippet. */
function renderSnippets(container, prefix, name, snippets, level) {
  container.replaceChildren(
    ...snippets.map((snippet, i) => {
      const id = `${prefix}-snippet-${i}`;
      const block = document.createElement('div');
      block.className = 'snippet';
      const head = document.createElement('div');
      head.className = 'snippet-head';
      const heading = document.createElement(`h${level}`);
      heading.id = id;
      heading.textContent = snippet.label;
      const copy = document.createElement('button');
      copy.type = 'button';
      copy.textContent = 'Copy';
      copy.setAttribute('aria-label', `Copy the ${snippet.label} for ${name}`);
      copy.addEventListener('click', async () => {
        try {
          await navigator.clipboard.writeText(snippet.value);
          status.textContent = `Copied the ${snippet.label} for ${name}.`;
        } catch {
          status.textContent = 'Copying is blocked here: select the text and copy it yourself.';
        }
      });
      head.append(heading, copy);
      const pre = document.createElement('pre');
      pre.tabIndex = 0;
      pre.setAttribute('aria-labelledby', id);
      const code = document.createElement('code');
      code.textContent = snippet.value;
      pre.append(code);
      block.append(head, pre);
      return block;
    }),
  );
}

function renderLayouts(manifest) {
  const list = document.getElementById('layouts');
  for (const layout of LAYOUTS) {
    const section = document.createElement('section');
    section.className = 'example';
    section.setAttribute('aria-labelledby', `layout-${layout.id}`);
    const live = document.createElement('div');
    live.className = 'live';
    const title = document.createElement('h3');
    title.id = `layout-${layout.id}`;
    title.textContent = layout.title;
    const text = document.createElement('p');
    text.textContent = layout.text;
    live.append(title, text);
    if (layout.ownPlayer) live.insertAdjacentHTML('beforeend', OWN_AUDIO);
    const element = document.createElement('transcript-embed');
    element.setAttribute('workspace-id', WORKSPACE);
    element.setAttribute('file-id', FILE);
    for (const [name, value] of Object.entries(layout.attrs)) element.setAttribute(name, value);
    live.append(element);
    const snippets = document.createElement('div');
    snippets.className = 'snippets';
    renderSnippets(
      snippets,
      layout.id,
      `the ${layout.title.toLowerCase()} layout`,
      snippetsFor(manifest, layout.attrs, layout.ownPlayer),
      4,
    );
    section.append(live, snippets);
    list.append(section);
  }
}

function wirePlayground(manifest) {
  const form = document.getElementById('playground');
  const preview = document.getElementById('playground-preview');
  const container = document.querySelector('[data-snippets="playground"]');
  const update = () => {
    const data = new FormData(form);
    const attrs = { layout: data.get('layout'), theme: data.get('theme'), accent: data.get('accent') };
    for (const [name, value] of Object.entries(attrs)) preview.setAttribute(name, value);
    renderSnippets(container, 'playground', 'your settings', snippetsFor(manifest, attrs, false), 3);
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  update();
}

const manifest = await loadManifest();
document.getElementById('sdk-version').textContent = manifest
  ? `SDK ${manifest.version}: the script tags load /sdk/${manifest.version}/ (never changes) with its integrity hash; /sdk/${manifest.major}/ follows every ${manifest.major} release.`
  : 'The SDK manifest is not available here: the script tags use /sdk/media-access.js.';
wirePlayground(manifest);
renderLayouts(manifest);
