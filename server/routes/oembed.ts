import { createRoute } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { EMBED_FRAME_SIZE, iframeSnippet } from '@shared/embed-frame';
import { embedPath, parseEmbedRoute } from '@shared/embed-route';
import { oembedQuerySchema, oembedResponseSchema } from '@shared/schemas/oembed';
import { publicPage } from '../db/queries/embed';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';
import { createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const NO_EMBED_PAGE = 'No embed page at that address';

/**
 * oEmbed for showcase and file embed pages, so LMSs and CMSs turn a pasted link into the iframe (with the script
 * that sizes it to its content). Only links on the configured PUBLIC_URL are ours, and every link in the answer
 * starts with it.
 */
export function oembedRouter(deps: AppDeps) {
  const router = createRouter<Env>();
  const origin = new URL(deps.publicUrl).origin;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/oembed',
      operationId: 'getOembed',
      summary: 'oEmbed (rich) for a showcase or file embed URL (public)',
      security: [],
      request: { query: oembedQuerySchema },
      responses: {
        200: jsonContent(oembedResponseSchema, 'The embed'),
        400: errorContent('Invalid url, maxwidth or maxheight'),
        404: errorContent('Not an embed page of this site, or not published'),
        501: errorContent('Only format=json is served'),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      c.header('Access-Control-Allow-Origin', '*');
      if (query.format !== 'json') throw new ApiHttpError(501, 'not_implemented', 'Only format=json is supported');
      const target = new URL(query.url);
      if (target.origin !== origin) throw notFound(NO_EMBED_PAGE);
      const route = parseEmbedRoute(target.pathname);
      const page = route.kind === 'unknown' ? null : await publicPage(deps.db, route);
      if (!page || route.kind === 'unknown') throw notFound(NO_EMBED_PAGE);
      const listed = page.kind === 'showcase' ? page.showcase.files.find((f) => f.id === page.file?.id) : undefined;
      const title = page.kind === 'file' ? page.file.name : (page.file?.name ?? page.showcase.title);
      const thumbnail =
        page.kind === 'showcase' ? (listed?.thumbnailUrl ?? page.showcase.files[0]?.thumbnailUrl ?? null) : null;
      const size = EMBED_FRAME_SIZE[page.file ? 'file' : 'showcase'];
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
          html: iframeSnippet({ origin, src, title, width, height }),
          ...(thumbnail ? { thumbnail_url: new URL(thumbnail, origin).href } : {}),
        },
        200,
      );
    },
  );

  return router;
}
