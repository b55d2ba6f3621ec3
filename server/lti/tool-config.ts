import type { LtiToolConfig } from '@shared/schemas/lti';

/** Our tool's URLs at PUBLIC_URL. One redirect URI takes both launches and deep-linking requests. */
export function ltiToolConfig(publicUrl: string): LtiToolConfig {
  const api = `${publicUrl}/api/lti`;
  return {
    loginUrl: `${api}/login`,
    launchUrl: `${api}/launch`,
    deepLinkingUrl: `${api}/launch`,
    jwksUrl: `${api}/jwks`,
    canvasConfigUrl: `${api}/canvas-config.json`,
  };
}

/** The developer-key JSON Canvas reads from a URL (Developer Keys → LTI key → Enter URL). */
export function canvasDeveloperKeyConfig(publicUrl: string) {
  const tool = ltiToolConfig(publicUrl);
  const deepLinking = (placement: string) => ({
    placement,
    message_type: 'LtiDeepLinkingRequest',
    target_link_uri: tool.deepLinkingUrl,
    text: 'Media Access',
  });
  return {
    title: 'Media Access',
    description: 'Accessible media: videos and audio with interactive transcripts, captions and audio description.',
    oidc_initiation_url: tool.loginUrl,
    target_link_uri: tool.launchUrl,
    public_jwk_url: tool.jwksUrl,
    scopes: [],
    extensions: [
      {
        platform: 'canvas.instructure.com',
        domain: new URL(publicUrl).host,
        // The tool needs no names or emails: launches open public embeds.
        privacy_level: 'anonymous',
        settings: {
          placements: [
            deepLinking('editor_button'),
            deepLinking('link_selection'),
            deepLinking('assignment_selection'),
          ],
        },
      },
    ],
    custom_fields: {},
  };
}
