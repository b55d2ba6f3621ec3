import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { escapeHtml } from '../../http/escape-html';
import { CLAIM, DEEP_LINKING_REQUEST, DEEP_LINKING_RESPONSE, LTI_VERSION, RESOURCE_LINK_REQUEST } from '../claims';

// Test-only: an LTI 1.3 platform (an "LMS") on a real socket, for server tests and e2e. It makes its own keys,
// serves its JWKS, answers OIDC authentication requests with a form post of a signed id_token, and receives
// deep-linking responses, which it checks against the tool's published JWKS as a real platform would.

/** What a launch should carry, and how to spoil it for the refusal tests. */
export interface LaunchIntent {
  messageType: typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
  /** Custom parameters of the resource link (what a deep-linking response asked for). */
  custom?: Record<string, string>;
  targetLinkUri?: string;
  /** Sign with a key the platform does not publish. */
  signWithStrangerKey?: boolean;
  audience?: string | string[];
  azp?: string;
  /** Seconds from now; negative for a token already expired. */
  expiresIn?: number;
  deploymentId?: string;
  version?: string;
}

export interface DeepLinkReceived {
  payload: JWTPayload & Record<string, unknown>;
  contentItems: { type: string; title?: string; url?: string; custom?: Record<string, string> }[];
}

export interface PlatformEmulator {
  origin: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The fields to register this platform with (POST /workspaces/{id}/lti/platforms). */
  registration: {
    kind: 'generic';
    name: string;
    issuer: string;
    clientId: string;
    deploymentIds: string[];
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
  };
  /** The third-party login initiation fields a platform sends the tool for this launch. */
  loginParams(intent: LaunchIntent): Record<string, string>;
  /** Deep-linking responses received and verified, oldest first. */
  deepLinks: DeepLinkReceived[];
  /** Refusals of deep-linking responses, in words. */
  deepLinkRefusals: string[];
  close(): Promise<void>;
}

const COURSE = { id: 'course-bio-101', title: 'Biology 101', label: 'BIO101' };

/** Starts the emulated platform; the tool's endpoints and published keys are what it talks to. */
export async function startPlatformEmulator(tool: {
  loginUrl: string;
  launchUrl: string;
  jwks: () => Promise<JSONWebKeySet>;
}): Promise<PlatformEmulator> {
  const platformKey = await generateKeyPair('RS256');
  const strangerKey = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(platformKey.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = `client-${randomBytes(6).toString('hex')}`;
  const deploymentId = 'deployment-1';
  const intents = new Map<string, LaunchIntent>();
  const deepLinks: DeepLinkReceived[] = [];
  const deepLinkRefusals: string[] = [];
  let origin = '';

  const loginParams = (intent: LaunchIntent) => {
    const hint = randomBytes(12).toString('hex');
    intents.set(hint, intent);
    return {
      iss: origin,
      login_hint: 'emulated-instructor',
      target_link_uri: intent.targetLinkUri ?? tool.launchUrl,
      lti_message_hint: hint,
      client_id: clientId,
      lti_deployment_id: deploymentId,
    };
  };

  async function idToken(intent: LaunchIntent, nonce: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = intent.expiresIn ?? 300;
    const claims: Record<string, unknown> = {
      nonce,
      sub: 'emulated-instructor',
      ...(intent.azp ? { azp: intent.azp } : {}),
      [CLAIM.messageType]: intent.messageType,
      [CLAIM.version]: intent.version ?? LTI_VERSION,
      [CLAIM.deploymentId]: intent.deploymentId ?? deploymentId,
      [CLAIM.targetLinkUri]: intent.targetLinkUri ?? tool.launchUrl,
      [CLAIM.roles]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
      [CLAIM.context]: COURSE,
    };
    if (intent.messageType === RESOURCE_LINK_REQUEST) {
      claims[CLAIM.resourceLink] = { id: randomBytes(6).toString('hex'), title: 'Media' };
      claims[CLAIM.custom] = intent.custom ?? {};
    } else {
      claims[CLAIM.deepLinkingSettings] = {
        deep_link_return_url: `${origin}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'emulator-opaque-data',
      };
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(origin)
      .setAudience(intent.audience ?? clientId)
      .setIssuedAt(now - Math.max(0, -expiresIn) - 60)
      .setExpirationTime(now + expiresIn)
      .sign(intent.signWithStrangerKey ? strangerKey.privateKey : platformKey.privateKey);
  }

  const page = (title: string, body: string, script = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
  const autoPost = (action: string, fields: Record<string, string>, target = '') =>
    `<form id="post" method="post" action="${escapeHtml(action)}"${target ? ` target="${target}"` : ''}>` +
    Object.entries(fields)
      .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
      .join('') +
    '<button type="submit">Continue</button></form>';
  const courseLinks: DeepLinkReceived['contentItems'] = [];

  const app = new Hono();
  app.get('/jwks', (c) => c.json({ keys: [publicJwk] }));

  // The OIDC authorisation endpoint: checks the tool's authentication request, then posts the id_token back.
  app.get('/auth', async (c) => {
    const q = c.req.query();
    const problems = [
      q.scope !== 'openid' && 'scope must be openid',
      q.response_type !== 'id_token' && 'response_type must be id_token',
      q.response_mode !== 'form_post' && 'response_mode must be form_post',
      q.prompt !== 'none' && 'prompt must be none',
      q.client_id !== clientId && 'unknown client_id',
      q.redirect_uri !== tool.launchUrl && 'redirect_uri is not the registered launch URL',
      !q.state && 'state is missing',
      !q.nonce && 'nonce is missing',
      q.login_hint !== 'emulated-instructor' && 'login_hint does not match',
    ].filter(Boolean);
    const intent = intents.get(q.lti_message_hint ?? '');
    if (!intent) problems.push('lti_message_hint is unknown');
    if (problems.length > 0) return c.html(page('Refused', `<h1>Refused</h1><p>${problems.join('; ')}</p>`), 400);
    const token = await idToken(intent!, q.nonce!);
    return c.html(
      page(
        'Launching',
        autoPost(q.redirect_uri!, { id_token: token, state: q.state! }),
        'document.getElementById("post").submit()',
      ),
    );
  });

  // The deep_link_return_url: verifies the tool's response against the tool's JWKS.
  app.post('/deep-link-return', async (c) => {
    const body = await c.req.parseBody();
    try {
      const { payload } = await jwtVerify(String(body.JWT ?? ''), createLocalJWKSet(await tool.jwks()), {
        issuer: clientId,
        audience: origin,
        requiredClaims: ['exp', 'iat', 'nonce'],
      });
      const claims = payload as DeepLinkReceived['payload'];
      if (claims[CLAIM.messageType] !== DEEP_LINKING_RESPONSE) throw new Error('not an LtiDeepLinkingResponse');
      if (claims[CLAIM.version] !== LTI_VERSION) throw new Error('wrong version');
      if (claims[CLAIM.deploymentId] !== deploymentId) throw new Error('wrong deployment_id');
      if (claims[CLAIM.data] !== 'emulator-opaque-data') throw new Error('data was not echoed');
      const contentItems = (claims[CLAIM.contentItems] ?? []) as DeepLinkReceived['contentItems'];
      deepLinks.push({ payload: claims, contentItems });
      courseLinks.push(...contentItems);
      const added = contentItems.map((i) => escapeHtml(i.title ?? '')).join(', ');
      return c.html(
        page(
          'Added',
          `<h1>Added to the course</h1><p>${added}</p><p><a href="/course" target="_top">Open the course page</a></p>`,
        ),
      );
    } catch (error) {
      deepLinkRefusals.push((error as Error).message);
      return c.html(page('Refused', `<h1>Refused</h1><p>${escapeHtml((error as Error).message)}</p>`), 400);
    }
  });

  // The "LMS editor": its button opens the tool's deep-linking dialog in a frame.
  app.get('/editor', (c) =>
    c.html(
      page(
        'Course editor',
        `<h1>Course editor</h1>${autoPost(tool.loginUrl, loginParams({ messageType: DEEP_LINKING_REQUEST }), 'tool').replace('>Continue<', '>Add from Media Access<')}` +
          '<iframe name="tool" title="Media Access" width="800" height="600"></iframe>',
      ),
    ),
  );

  // The course page shows each added link in a frame that launches it.
  app.get('/course', (c) =>
    c.html(
      page(
        COURSE.title,
        `<h1>${COURSE.title}</h1>` +
          courseLinks
            .map(
              (link, i) =>
                `<iframe src="/course/launch/${i}" title="${escapeHtml(link.title ?? 'Media')}" width="960" height="640"></iframe>`,
            )
            .join(''),
      ),
    ),
  );
  app.get('/course/launch/:index', (c) => {
    const link = courseLinks[Number(c.req.param('index'))];
    if (!link) return c.html(page('Not found', '<h1>No such link</h1>'), 404);
    const intent: LaunchIntent = { messageType: RESOURCE_LINK_REQUEST, custom: link.custom, targetLinkUri: link.url };
    return c.html(
      page('Launching', autoPost(tool.loginUrl, loginParams(intent)), 'document.getElementById("post").submit()'),
    );
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    issuer: origin,
    clientId,
    deploymentId,
    registration: {
      kind: 'generic',
      name: 'Emulated LMS',
      issuer: origin,
      clientId,
      deploymentIds: [deploymentId],
      authUrl: `${origin}/auth`,
      tokenUrl: `${origin}/token`,
      jwksUrl: `${origin}/jwks`,
    },
    loginParams,
    deepLinks,
    deepLinkRefusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
