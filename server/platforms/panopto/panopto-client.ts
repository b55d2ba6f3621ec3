import type { PlatformContext } from '../types';
import type { ContentLanguage } from './panopto-languages';

// The Panopto Public API v1 subset we use (https://<host>/Panopto/api/v1, reference at
// https://<host>/Panopto/api/docs). Names and shapes as in its OpenAPI document; listings page by `pageNumber`
// from 0 and end with an empty `Results`.
const API = '/Panopto/api/v1';

/** The top of the folder tree, as Panopto's reference says to ask for top-level folders. */
export const ROOT_FOLDER = '00000000-0000-0000-0000-000000000000';

export interface SessionUrls {
  ViewerUrl?: string;
  EmbedUrl?: string;
  /** One-time download of the session's media; blank when downloads are not allowed. */
  DownloadUrl?: string;
  /** The session's captions, when it has any. */
  CaptionDownloadUrl?: string;
  ThumbnailUrl?: string;
}

export interface Session {
  Id: string;
  Name: string;
  Description?: string | null;
  StartTime?: string | null;
  /** Seconds. */
  Duration?: number | null;
  Folder?: string;
  /** Listings return only ViewerUrl (and ThumbnailUrl in search); `GET sessions/{id}` returns them all. */
  Urls?: SessionUrls;
}

export interface Folder {
  Id: string;
  Name: string;
  Description?: string | null;
  ParentFolder?: { Id: string; Name: string } | null;
}

interface ListResponse<T> {
  Results: T[];
}

/** Panopto ids are GUIDs; anything else cannot name a session, so it is not looked up. */
export const isPanoptoId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The API host: the origin of the connection's server URL (people paste it with or without `/Panopto`). */
export const panoptoOrigin = (serverUrl: string | undefined) =>
  serverUrl ? new URL(serverUrl).origin : 'https://demo.hosted.panopto.com';

/** Where client-credential tokens come from: the same Panopto host. */
export const panoptoTokenUrl = (baseUrl: string) => new URL('/Panopto/oauth2/connect/token', baseUrl).toString();

export function folderSessions(ctx: PlatformContext, folderId: string, pageNumber: number, query?: string) {
  const path = query ? `${API}/folders/${folderId}/sessions/search` : `${API}/folders/${folderId}/sessions`;
  return ctx.http
    .json<ListResponse<Session>>(path, {
      query: { searchQuery: query, sortField: 'CreatedDate', sortOrder: 'Desc', pageNumber },
    })
    .then((r) => r.Results);
}

/** Every session the connection can see whose name or content matches; the empty query asks for all of them. */
export function searchSessions(ctx: PlatformContext, query: string, pageNumber: number) {
  return ctx.http
    .json<ListResponse<Session>>(`${API}/sessions/search`, {
      query: { searchQuery: query, sortField: query ? 'Relevance' : 'CreatedDate', sortOrder: 'Desc', pageNumber },
    })
    .then((r) => r.Results);
}

export function childFolders(ctx: PlatformContext, parentId: string, pageNumber = 0) {
  return ctx.http
    .json<ListResponse<Folder>>(`${API}/folders/${parentId}/children`, {
      query: { sortField: 'Name', sortOrder: 'Asc', pageNumber },
    })
    .then((r) => r.Results);
}

export function searchFolders(ctx: PlatformContext, query: string, pageNumber = 0) {
  return ctx.http
    .json<ListResponse<Folder>>(`${API}/folders/search`, { query: { searchQuery: query, pageNumber } })
    .then((r) => r.Results);
}

export const sessionById = (ctx: PlatformContext, id: string) => ctx.http.json<Session>(`${API}/sessions/${id}`);

/** `POST sessions/{id}/captions`: a multipart/form-data upload of an SRT or WebVTT file in one language. */
export async function uploadSessionCaptions(
  ctx: PlatformContext,
  id: string,
  language: ContentLanguage,
  file: { name: string; type: string; text: string },
) {
  const form = new FormData();
  form.set('language', language);
  form.set('file', new Blob([file.text], { type: file.type }), file.name);
  // Serialised by the platform's own Response so the shared client can send it as a string body.
  const encoded = new Response(form);
  await ctx.http.request(`${API}/sessions/${id}/captions`, {
    method: 'POST',
    headers: { 'Content-Type': encoded.headers.get('Content-Type')! },
    body: await encoded.text(),
  });
}

/** `DELETE sessions/{id}/captions/languages/{language}`: Panopto's only way to take one language's captions off. */
export async function deleteSessionCaptions(ctx: PlatformContext, id: string, language: ContentLanguage) {
  await ctx.http.request(`${API}/sessions/${id}/captions/languages/${language}`, { method: 'DELETE' });
}
