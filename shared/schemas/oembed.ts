import { z } from 'zod';

export const oembedQuerySchema = z.object({
  url: z.url({ error: 'url must be the address of a Media Access embed page' }).max(2000),
  maxwidth: z.coerce.number().int().min(100).max(4000).optional(),
  maxheight: z.coerce.number().int().min(100).max(4000).optional(),
  format: z.string().default('json'),
});

/** An oEmbed 1.0 `rich` answer (https://oembed.com). */
export const oembedResponseSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  html: z.string(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type OembedResponse = z.infer<typeof oembedResponseSchema>;
