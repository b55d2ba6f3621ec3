import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiKeyScope } from '@shared/schemas/api-keys';

/**
 * The scope an API key needs for each operation of the OpenAPI document that takes a bearer token, by
 * `METHOD /path` as the document writes it: the one place this is decided (server/auth/api-key-scopes.test.ts
 * checks that every such operation is here). `null`: people only; a key is refused with 403 whatever its scopes
 * (its own account, the operator's tools, joining, browser-only flows, single sign-on, and managing keys, so a
 * key can never mint a key with more scopes than its own).
 */
export const OPERATION_SCOPES: Readonly<Record<string, ApiKeyScope | null>> = {
  // Stored media checks its own bearer token or cookie (routes/media-caller.ts), for people.
  'GET /media/{fileId}/{variant}': null,
  'GET /media/{fileId}/tracks/{trackId}/descriptions.json': null,
  'GET /media/{fileId}/tracks/{trackId}/descriptions/{clip}': null,
  'GET /media/{fileId}/voiceover/{trackId}': null,
  'GET /media/{fileId}/described-audio/{trackId}': null,
  'GET /media/{fileId}/extended-video/{trackId}': null,
  'POST /session': null,
  'GET /workspaces': null,
  'POST /workspaces': null,
  'DELETE /account': null,
  'GET /workspaces/{workspaceId}/join': null,
  'POST /workspaces/{workspaceId}/join': null,

  // Workspace, members, invitations, settings, integrations, plan: admin.
  'GET /get_workspace': 'read',
  'GET /get_workspace_members': 'admin',
  'PATCH /workspaces/{workspaceId}/members/{userId}': 'admin',
  'DELETE /workspaces/{workspaceId}/members/{userId}': 'admin',
  'GET /workspaces/{workspaceId}/invitations': 'admin',
  'POST /workspaces/{workspaceId}/invitations': 'admin',
  'POST /workspaces/{workspaceId}/invitations/{invitationId}/resend': 'admin',
  'DELETE /workspaces/{workspaceId}/invitations/{invitationId}': 'admin',
  'GET /workspaces/{workspaceId}/settings': 'admin',
  'PATCH /workspaces/{workspaceId}/settings': 'admin',
  'GET /workspaces/{workspaceId}/integrations': 'admin',
  'PUT /workspaces/{workspaceId}/integrations/{platformType}': 'admin',
  'DELETE /workspaces/{workspaceId}/integrations/{platformType}': 'admin',
  'GET /workspaces/{workspaceId}/integrations/oauth-clients': 'admin',
  'POST /workspaces/{workspaceId}/integrations/{platformType}/oauth/start': null,
  'GET /workspaces/{workspaceId}/lti/platforms': 'admin',
  'POST /workspaces/{workspaceId}/lti/platforms': 'admin',
  'PUT /workspaces/{workspaceId}/lti/platforms/{platformId}': 'admin',
  'DELETE /workspaces/{workspaceId}/lti/platforms/{platformId}': 'admin',
  'GET /workspaces/{workspaceId}/sso/providers': null,
  'POST /sso/providers': null,
  'DELETE /sso/providers/{id}': null,
  'POST /sso/providers/{id}/toggle': null,
  'POST /workspaces/{workspaceId}/sso/providers/{id}/domains/{domain}/verify': null,
  'GET /workspaces/{workspaceId}/api-keys': null,
  'POST /workspaces/{workspaceId}/api-keys': null,
  'DELETE /workspaces/{workspaceId}/api-keys/{keyId}': null,
  'GET /workspaces/{workspaceId}/webhooks': 'admin',
  'POST /workspaces/{workspaceId}/webhooks': 'admin',
  'PATCH /workspaces/{workspaceId}/webhooks/{webhookId}': 'admin',
  'DELETE /workspaces/{workspaceId}/webhooks/{webhookId}': 'admin',
  'GET /workspaces/{workspaceId}/webhooks/{webhookId}/deliveries': 'admin',
  'POST /workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver': 'admin',
  'POST /workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret': 'admin',
  'GET /workspaces/{workspaceId}/credit': 'read',
  'GET /workspaces/{workspaceId}/plan': 'read',
  'POST /workspaces/{workspaceId}/plan/change': 'admin',
  'GET /workspaces/{workspaceId}/credit/warning': 'admin',
  'PUT /workspaces/{workspaceId}/credit/warning': 'admin',
  'GET /workspaces/{workspaceId}/referrals': 'admin',
  'POST /workspaces/{workspaceId}/referral': 'admin',
  'PATCH /workspaces/{workspaceId}/compliance/settings': 'admin',

  // The library: files, tracks and their versions, showcases, labels, search, analytics.
  'GET /file_detail_get': 'read',
  'GET /files': 'read',
  'POST /files': 'write',
  'GET /files/{fileId}': 'read',
  'PATCH /files/{fileId}': 'write',
  'DELETE /files/{fileId}': 'write',
  'GET /files/{fileId}/publishing': 'read',
  'POST /files/from_link': 'write',
  'POST /files/bulk': 'write',
  'GET /workspaces/{workspaceId}/events': 'read',
  'POST /files/{fileId}/tracks': 'write',
  'DELETE /files/{fileId}/tracks/{trackId}': 'write',
  'PATCH /files/{fileId}/tracks/{trackId}': 'write',
  'POST /files/{fileId}/tracks/{trackId}/duplicate': 'write',
  'GET /files/{fileId}/tracks/{trackId}/cues': 'read',
  'GET /files/{fileId}/tracks/{trackId}/export': 'read',
  'PUT /files/{fileId}/tracks/{trackId}/cues': 'write',
  'PATCH /files/{fileId}/tracks/{trackId}/cues': 'write',
  'POST /files/{fileId}/tracks/{trackId}/cues/confirm': 'write',
  'PUT /files/{fileId}/tracks/{trackId}/transcript': 'write',
  'POST /files/{fileId}/tracks/{trackId}/speech-preview': 'write',
  'GET /files/{fileId}/tracks/{trackId}/voices': 'read',
  'GET /workspaces/{workspaceId}/tracks/{trackId}/review': 'read',
  'POST /workspaces/{workspaceId}/tracks/{trackId}/review': 'write',
  'GET /files/{fileId}/tracks/{trackId}/versions': 'read',
  'GET /files/{fileId}/tracks/{trackId}/versions/{version}': 'read',
  'POST /files/{fileId}/tracks/{trackId}/versions/{version}/restore': 'write',
  'GET /workspaces/{workspaceId}/tracks/{trackId}/versions': 'read',
  'POST /files/{fileId}/tracks/{trackId}/verifications': 'write',
  'PUT /files/{fileId}/tracks/{trackId}/verifications/{verificationId}/segments/{segmentId}': 'write',
  'POST /files/{fileId}/tracks/{trackId}/verifications/{verificationId}/complete': 'write',
  'PUT /files/{fileId}/tracks/{trackId}/editing': 'write',
  'DELETE /files/{fileId}/tracks/{trackId}/editing': 'write',
  'GET /showcases': 'read',
  'POST /showcases': 'write',
  'GET /showcases/{showcaseId}': 'read',
  'PATCH /showcases/{showcaseId}': 'write',
  'DELETE /showcases/{showcaseId}': 'write',
  'POST /showcases/{showcaseId}/publish': 'write',
  'POST /showcases/{showcaseId}/unpublish': 'write',
  'PUT /showcases/{showcaseId}/files': 'write',
  'GET /preview/showcases/{previewId}/embed/workspaces/{workspaceId}/showcases/{showcaseId}': 'read',
  'GET /preview/showcases/{previewId}/embed/workspaces/{workspaceId}/showcases/{showcaseId}/search': 'read',
  'GET /preview/showcases/{previewId}/embed/workspaces/{workspaceId}/files/{fileId}': 'read',
  'GET /preview/showcases/{previewId}/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}.vtt': 'read',
  'GET /preview/showcases/{previewId}/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}': 'read',
  'GET /workspaces/{workspaceId}/files/{fileId}/analysis': 'read',
  'GET /workspaces/{workspaceId}/search': 'read',
  'GET /workspaces/{workspaceId}/analytics': 'read',
  'GET /labels': 'read',
  'POST /labels': 'write',
  'DELETE /labels/{id}': 'write',
  'GET /engines': 'read',

  // Platforms: browsing and importing write the library; publishing writes tracks out.
  'GET /workspaces/{workspaceId}/platforms/{platform}/items': 'read',
  'GET /workspaces/{workspaceId}/platforms/{platform}/items/{itemId}': 'read',
  'POST /workspaces/{workspaceId}/platforms/{platform}/import': 'write',
  'POST /workspaces/{workspaceId}/platforms/{platform}/items/{itemId}/captions/import': 'write',
  'POST /workspaces/{workspaceId}/files/{fileId}/publish': 'write',
  'POST /workspaces/{workspaceId}/files/{fileId}/publish-described-audio': 'write',
  'POST /workspaces/{workspaceId}/files/{fileId}/publish-extended-video': 'write',

  // Engine work and anything else that spends minutes or money: jobs.
  'GET /workspaces/{workspaceId}/jobs': 'read',
  'GET /workspaces/{workspaceId}/jobs/{jobId}': 'read',
  'POST /workspaces/{workspaceId}/jobs/{jobId}/cancel': 'jobs',
  'POST /workspaces/{workspaceId}/files/{fileId}/retry': 'jobs',
  'POST /workspaces/{workspaceId}/files/{fileId}/jobs': 'jobs',
  'GET /workspaces/{workspaceId}/files/{fileId}/renders': 'read',
  'GET /workspaces/{workspaceId}/files/{fileId}/rev-orders': 'read',
  'POST /workspaces/{workspaceId}/files/{fileId}/rev-orders': 'jobs',

  // Compliance and its reports.
  'GET /workspaces/{workspaceId}/compliance': 'read',
  'GET /workspaces/{workspaceId}/compliance/assets': 'read',
  'PATCH /workspaces/{workspaceId}/compliance/assets/{assetId}': 'write',
  'POST /workspaces/{workspaceId}/compliance/assets/{assetId}/attestations': 'write',
  'DELETE /workspaces/{workspaceId}/compliance/assets/{assetId}/attestations/{criterion}': 'write',
  'PUT /workspaces/{workspaceId}/compliance/assets/{assetId}/exception': 'write',
  'DELETE /workspaces/{workspaceId}/compliance/assets/{assetId}/exception': 'write',
  'GET /workspaces/{workspaceId}/compliance/evidence/verify': 'read',
  'GET /workspaces/{workspaceId}/compliance/report.csv': 'read',
  'GET /workspaces/{workspaceId}/compliance/report.json': 'read',
  'GET /workspaces/{workspaceId}/compliance/report.html': 'read',
  // A bulk `transcribe` also needs `jobs` (routes/compliance-bulk.ts).
  'POST /workspaces/{workspaceId}/compliance/bulk': 'write',
  'GET /workspaces/{workspaceId}/compliance/scans': 'read',
  'GET /workspaces/{workspaceId}/files/{fileId}/description-analysis': 'read',
  'GET /workspaces/{workspaceId}/compliance/scans/{scanId}': 'read',
  'POST /workspaces/{workspaceId}/compliance/scans': 'write',
  'GET /workspaces/{workspaceId}/compliance/scan-schedule': 'read',
  'DELETE /workspaces/{workspaceId}/compliance/scan-schedule': 'write',
  'GET /workspaces/{workspaceId}/compliance/platform-sync': 'read',
  'POST /workspaces/{workspaceId}/compliance/platform-sync': 'write',

  // Viewers' corrections and requests, and the review queue.
  'GET /list_proposed_corrections': 'read',
  'GET /media_requests/workspaces/{workspaceId}': 'read',
  'GET /workspaces/{workspaceId}/corrections/{correctionId}': 'read',
  'POST /workspaces/{workspaceId}/corrections/{correctionId}/accept': 'write',
  'POST /workspaces/{workspaceId}/corrections/{correctionId}/reject': 'write',
  'POST /workspaces/{workspaceId}/corrections/{correctionId}/spam': 'write',
  'POST /workspaces/{workspaceId}/corrections/bulk': 'write',
  'GET /workspaces/{workspaceId}/requests/{requestId}': 'read',
  'POST /workspaces/{workspaceId}/requests/{requestId}/start': 'write',
  'POST /workspaces/{workspaceId}/requests/{requestId}/fulfil': 'write',
  'POST /workspaces/{workspaceId}/requests/{requestId}/decline': 'write',
  'GET /workspaces/{workspaceId}/review_counts': 'read',

  // Assignments, their time entries.
  'GET /workspaces/{workspaceId}/assignments': 'read',
  'GET /assignments': 'read',
  'POST /assignments': 'write',
  'GET /assignments/{id}': 'read',
  'PUT /assignments/{id}': 'write',
  'DELETE /assignments/{id}': 'write',
  'POST /assignments/{id}/assignees/{userId}/timeEntries': 'write',
  'PUT /assignments/{id}/assignees/{userId}/timeEntries/{entryId}': 'write',
  'DELETE /assignments/{id}/assignees/{userId}/timeEntries/{entryId}': 'write',
  'POST /assignments/{id}/assignees/{userId}/timeEntries/manual': 'write',

  // The operator's tools.
  'GET /operator/outbox': null,
  'GET /operator/outbox/{id}': null,
  'GET /operator/workspaces': null,
  'GET /operator/workspaces/{workspaceId}': null,
  'POST /operator/workspaces/{workspaceId}/grants': null,
  'POST /operator/workspaces/{workspaceId}/plan': null,
  'POST /operator/workspaces/{workspaceId}/type': null,
  'POST /operator/workspaces/{workspaceId}/visits': null,
  'GET /operator/audit': null,
  'GET /operator/media_requests/analytics': null,
  'GET /operator/whisper-models': null,
  'POST /operator/whisper-models/{name}/install': null,
  'DELETE /operator/whisper-models/{name}': null,
};

/** The tus upload protocol's routes, which the OpenAPI document does not describe (docs/api.md, "Uploads"). */
const TUS_UPLOAD_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'POST /uploads': 'write',
  'GET /uploads/{workspaceId}/{fileId}': 'write', // HEAD: the offset to resume from
  'PATCH /uploads/{workspaceId}/{fileId}': 'write',
  'DELETE /uploads/{workspaceId}/{fileId}': 'write',
};

/**
 * The scope a key needs for the route a request matched (`c.req.routePath`, e.g. `/api/files/:fileId`), or null
 * when keys may not call it at all (people only, or not in the table).
 */
export function scopeForRoute(method: string, routePath: string): ApiKeyScope | null {
  // `:name{pattern}` is `{name}` in the document; one whose pattern ends in an extension (`:trackId{….vtt}`) is
  // `{trackId}.vtt` there.
  const path = routePath
    .replace(/^\/api(?=\/)/, '')
    .replace(/:(\w+)(?:\{[^}]*?\\\.(\w+)\}|\{[^}]*\})?/g, (_, name: string, ext?: string) =>
      ext ? `{${name}}.${ext}` : `{${name}}`,
    );
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const operation = `${verb} ${path}`;
  return OPERATION_SCOPES[operation] ?? TUS_UPLOAD_SCOPES[operation] ?? null;
}

/**
 * Writes each operation's scope into the OpenAPI document as `x-api-key-scope` (`none`: keys may not call it), so
 * integrators read it beside the operation. Call after every router is mounted.
 */
export function describeApiKeyScopes(registry: OpenAPIHono['openAPIRegistry']): void {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const operation = `${definition.route.method.toUpperCase()} ${definition.route.path}`;
    if (operation in OPERATION_SCOPES) {
      Object.assign(definition.route, { 'x-api-key-scope': OPERATION_SCOPES[operation] ?? 'none' });
    }
  }
}
