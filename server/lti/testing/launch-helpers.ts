import type { TestEnv } from '../../testing/test-env';
import type { LaunchIntent, PlatformEmulator } from './platform-emulator';

/** The tool as the test env serves it (PUBLIC_URL http://localhost), for the emulator. */
export const testTool = (env: TestEnv) => ({
  loginUrl: 'http://localhost/api/lti/login',
  launchUrl: 'http://localhost/api/lti/launch',
  jwks: async () => (await env.request('GET', '/lti/jwks')).json(),
});

/** The value of a hidden field in an HTML form. */
export function formField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`No field ${name} in: ${html.slice(0, 500)}`);
  return match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export const formPost = (env: TestEnv, path: string, fields: Record<string, string>) =>
  env.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** Login initiation at the tool, then the platform's answer: the id_token and state it would post back. */
export async function loginAtPlatform(env: TestEnv, platform: PlatformEmulator, intent: LaunchIntent) {
  const login = await env.request('GET', `/lti/login?${new URLSearchParams(platform.loginParams(intent))}`);
  if (login.status !== 302) throw new Error(`Login answered ${login.status}: ${await login.text()}`);
  const answer = await fetch(login.headers.get('Location')!);
  const html = await answer.text();
  if (answer.status !== 200) throw new Error(`The platform refused the login: ${html}`);
  return { id_token: formField(html, 'id_token'), state: formField(html, 'state') };
}

/** A whole launch: login, the platform's form post, and the tool's answer to it. */
export async function launch(env: TestEnv, platform: PlatformEmulator, intent: LaunchIntent) {
  return formPost(env, '/lti/launch', await loginAtPlatform(env, platform, intent));
}
