// Screenshots of the editing workspace for docs/editor.md, from a running server with the demo seed:
// `npx tsx scripts/editor-screenshots.ts http://127.0.0.1:8080` writes docs/images/editor/workspace-<size>-<theme>.png
// at 1280×800 and 1920×1080. The demo media are sound only, so the page gets a test video (made with ffmpeg) in
// place of the file's media, through route interception; the file and its 60-cue track are made through the API
// and deleted afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, chromium, request as apiRequest } from '@playwright/test';

const WORKSPACE = 'demo-university';
const PASSWORD = 'demo-password';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const LINES = [
  'Good morning, and welcome back\nto the second week of the course.',
  'Last time we looked at how sound\ntravels through air as a wave.',
  'Today we ask what happens\nwhen that wave reaches the ear.',
  'The outer ear gathers the sound\nand funnels it down the canal.',
  'At the end of the canal\nthe eardrum starts to vibrate.',
  'Three tiny bones pass\nthe vibrations on.',
  'They are the smallest bones\nin the human body.',
  'In the cochlea the vibrations\nbecome waves in a fluid.',
  'Hair cells turn those waves\ninto nerve signals.',
  'Each part of the cochlea\nanswers best to one pitch.',
  'High notes near the entrance,\nlow notes deep inside.',
  'That is why hearing loss often\nstarts with the highest pitches.',
];
/** Long enough to read each cue at 15 characters a second, the way a careful captioner times them. */
const CUE_MS = 4200;
const VIDEO_S = 60 * (CUE_MS / 1000) + 10;

async function idToken(request: APIRequestContext, email: string): Promise<string> {
  const config = (await (await request.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const answer = await request.post(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=shots`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  );
  return ((await answer.json()) as { idToken: string }).idToken;
}

/** A test picture as long as the track with a tone, made once. */
function testVideo(): string {
  const file = path.join(tmpdir(), `media-access-editor-shots-${VIDEO_S}.webm`);
  if (!existsSync(file)) {
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...[
        '-f',
        'lavfi',
        '-i',
        'sine=f=440',
        '-t',
        String(VIDEO_S),
        '-c:v',
        'libvpx',
        '-b:v',
        '300k',
        '-c:a',
        'libopus',
        file,
      ],
    ]);
  }
  return file;
}

async function main(baseUrl: string) {
  const outDir = fileURLToPath(new URL('../docs/images/editor/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const video = readFileSync(testVideo());
  const request = await apiRequest.newContext({ baseURL: baseUrl });
  const headers = { Authorization: `Bearer ${await idToken(request, 'manager@demo.test')}` };
  const query = `workspaceId=${WORKSPACE}`;
  const source = (await (await request.get(`/api/files/gettysburg-address?${query}`, { headers })).json()) as {
    file: { media: { url: string } };
  };
  const made = await request.post('/api/files', {
    headers,
    data: {
      workspaceId: WORKSPACE,
      name: 'How we hear — lecture 2',
      media: { type: 'url', url: source.file.media.url, mimeType: 'video/webm' },
      durationMs: VIDEO_S * 1000,
    },
  });
  const fileId = ((await made.json()) as { file: { id: string } }).file.id;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const added = await request.post(`/api/files/${fileId}/tracks?${query}`, {
      headers,
      data: { language: 'en', kind: 'captions', label: 'English' },
    });
    const trackId = ((await added.json()) as { track: { id: string } }).track.id;
    const cues = Array.from({ length: 60 }, (_, i) => ({
      id: `c${i + 1}`,
      startMs: i * CUE_MS,
      endMs: i * CUE_MS + CUE_MS - 200,
      text: LINES[i % LINES.length]!,
      ...(i % 12 === 0 ? { speaker: 'Professor Okafor' } : {}),
    }));
    await request.put(`/api/files/${fileId}/tracks/${trackId}/cues?${query}`, { headers, data: { cues } });

    for (const size of SIZES) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport: size, colorScheme: theme });
        const page = await context.newPage();
        await page.route(`**${new URL(source.file.media.url, baseUrl).pathname}*`, (route) =>
          route.fulfill({ status: 200, contentType: 'video/webm', body: video }),
        );
        await page.goto('/auth');
        await page.getByLabel('Email').fill('editor@demo.test');
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
        await page.goto(`/workspaces/${WORKSPACE}/files/${fileId}?track=${trackId}&cue=c8&t=${7 * CUE_MS + 1500}`);
        await page.getByRole('textbox', { name: 'Cue 8 text', exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
        await page.mouse.move(0, size.height - 1);
        await page.waitForTimeout(500);
        const name = `workspace-${size.width}x${size.height}-${theme}.png`;
        await page.screenshot({ path: path.join(outDir, name), animations: 'disabled', caret: 'hide' });
        console.log(`docs/images/editor/${name}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await request.delete(`/api/files/${fileId}?${query}`, { headers });
    await request.dispose();
  }
}

await main(process.argv[2] ?? 'http://127.0.0.1:8080');
