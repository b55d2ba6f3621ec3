import { createRoute } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { embedPath, parseEmbedRoute } from '@shared/embed-route';
import { oembedQuerySchema, oembedResponseSchema } from '@shared/schemas/oembed';
import { embedFile, embedShowcase } from '../db/embed-queries';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';
import { createRouter, jsonContent } from '../http/create-router';
import { errorJson, notFound } from '../http/errors';
import { escapeHtml } from '../http/escape-html';
import type { AppDeps } from '../api';

const DEFAULT_SIZE = { file: { width: 640, height: 560 }, showcase: { width: 960, height: 720 } } as const;

/** oEmbed for showcase and file embed pages, so LMSs and CMSs turn a pasted link into the iframe. */
export function oembedRouter(deps: AppDeps) {
  const router = createRouter<Env>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/oembed',
      summary: 'oEmbed (rich) for a showcase or file embed URL',
      request: { query: oembedQuerySchema },
      responses: {
        200: jsonContent(oembedResponseSchema, 'The embed'),
        404: { description: 'Not an embed page of this site, or not published' },
        501: { description: 'Only format=json is served' },
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      c.header('Access-Control-Allow-Origin', '*');
      if (query.format !== 'json') return errorJson(c, 501, 'not_implemented', 'Only format=json is supported');
      const origin = new URL(c.req.url).origin;
      const target = new URL(query.url);
      if (target.origin !== origin) throw notFound('No embed page at that address');
      const route = parseEmbedRoute(target.pathname);
      let title: string;
      let thumbnail: string | null = null;
      if (route.kind === 'file') {
        const file = await embedFile(deps.db, route.workspaceId, route.fileId);
        if (!file) throw notFound('No embed page at that address');
        title = file.name;
      } else if (route.kind === 'showcase') {
        const showcase = await embedShowcase(deps.db, route.workspaceId, route.showcaseId);
        const file = route.view === 'file' ? showcase?.files.find((f) => f.id === route.fileId) : undefined;
        if (!showcase || (route.view === 'file' && !file)) throw notFound('No embed page at that address');
        title = file ? file.name : showcase.title;
        thumbnail = file?.thumbnailUrl ?? showcase.files[0]?.thumbnailUrl ?? null;
      } else {
        throw notFound('No embed page at that address');
      }
      const size = DEFAULT_SIZE[route.kind === 'file' || route.view === 'file' ? 'file' : 'showcase'];
      const width = Math.min(size.width, query.maxwidth ?? Infinity);
      const height = Math.min(size.height, query.maxheight ?? Infinity);
      const src = new URL(embedPath(route), origin).href + target.search;
      c.header('Cache-Control', EMBED_CACHE_CONTROL);
      return c.json(
        {
          version: '1.0' as const,
          type: 'rich' as const,
          provider_name: 'Media Access',
          provider_url: origin,
          title,
          width,
          height,
          html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;max-width:100%" allow="autoplay; fullscreen; clipboard-write" loading="lazy"></iframe>`,
          ...(thumbnail ? { thumbnail_url: new URL(thumbnail, origin).href } : {}),
        },
        200,
      );
    },
  );

  return router;
}
