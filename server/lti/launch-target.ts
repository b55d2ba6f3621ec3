import { type EmbedRoute, parseEmbedRoute } from '@shared/embed-route';
import { CLAIM, EMBED_PATH_PARAMETER } from './claims';
import { LtiRefusal, type VerifiedLaunch } from './verify-launch';

export type EmbedTarget = Exclude<EmbedRoute, { kind: 'unknown' }>;

/**
 * The embed page a resource link opens: named by our custom parameter (links made by deep linking), else by
 * a target_link_uri that is itself an embed page (links an administrator typed). It must be the workspace's of
 * one of the launch's registrations (another workspace that registered the same platform cannot take it over).
 */
export function launchTarget(launch: VerifiedLaunch): EmbedTarget {
  const custom = launch.claims[CLAIM.custom] as Record<string, unknown> | undefined;
  const fromCustom = typeof custom?.[EMBED_PATH_PARAMETER] === 'string' ? custom[EMBED_PATH_PARAMETER] : null;
  const targetLinkUri = launch.claims[CLAIM.targetLinkUri];
  const fromTarget = typeof targetLinkUri === 'string' ? URL.parse(targetLinkUri)?.pathname : undefined;
  const route = parseEmbedRoute(fromCustom ?? fromTarget ?? '');
  if (route.kind === 'unknown') {
    throw new LtiRefusal(400, 'This link does not name a Media Access file or showcase; add it again from the editor.');
  }
  if (!launch.registrations.some((r) => r.workspaceId === route.workspaceId)) {
    throw new LtiRefusal(
      403,
      "This link opens another workspace's media, which this platform's registration does not cover.",
    );
  }
  return route;
}

/** The course's title (or label) from the context claim, when the platform sent one. */
export function contextTitle(launch: VerifiedLaunch): string | undefined {
  const context = launch.claims[CLAIM.context] as { title?: unknown; label?: unknown } | undefined;
  const title = context?.title ?? context?.label;
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}
