import { chromium } from 'playwright';

/** The flags the browser tests use too (web-test-runner.config.mjs, playwright.config.ts); Debian's Chromium needs them here. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium for a bench (`CHROMIUM_PATH` overrides /usr/bin/chromium), with any extra flags. */
export function launchChromium(extraArgs: string[] = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
