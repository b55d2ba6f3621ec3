import { multipartRelated } from '../multipart-related';
import type { PlatformContext } from '../types';

// The Google Drive API v3 subset we use (https://developers.google.com/drive/api/reference/rest/v3/files), typed.
// Every call goes through ctx.http, so refresh, rate limits and outages behave as for every other platform.

export const FILES = '/drive/v3/files';
const UPLOAD = '/upload/drive/v3/files';
export const FOLDER_MIME = 'application/vnd.google-apps.folder';

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  description?: string;
  parents?: string[];
  createdTime?: string;
  thumbnailLink?: string;
  webViewLink?: string;
  /** int64 values arrive as JSON strings. */
  videoMediaMetadata?: { durationMillis?: string };
  appProperties?: Record<string, string>;
}

interface FileList {
  nextPageToken?: string;
  files: DriveFile[];
}

/**
 * A string literal for a Drive query (`q`): backslashes, then single quotes, escaped with a backslash, as the
 * search guide says (`name contains 'quinn\'s paper\\essay'`). Anything else would end the literal early.
 */
export function driveLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export interface ListFilesOptions {
  q: string;
  fields: string;
  orderBy: string;
  pageSize: number;
  pageToken?: string;
}

/** One page of `files.list`, including shared drives the person can see. */
export function listFiles(ctx: PlatformContext, options: ListFilesOptions): Promise<FileList> {
  return ctx.http.json<FileList>(FILES, {
    query: { ...options, supportsAllDrives: true, includeItemsFromAllDrives: true },
  });
}

export function getFile(ctx: PlatformContext, fileId: string, fields: string): Promise<DriveFile> {
  return ctx.http.json<DriveFile>(`${FILES}/${encodeURIComponent(fileId)}`, {
    query: { fields, supportsAllDrives: true },
  });
}

/** The file's bytes (`alt=media`), as text. */
export function fileText(ctx: PlatformContext, fileId: string): Promise<string> {
  return ctx.http.text(`${FILES}/${encodeURIComponent(fileId)}`, { query: { alt: 'media', supportsAllDrives: true } });
}

/** Where the file's bytes are downloaded from (with the bearer header). */
export function mediaUrl(ctx: PlatformContext, fileId: string): string {
  return ctx.http.url(`${FILES}/${encodeURIComponent(fileId)}`, { alt: 'media', supportsAllDrives: true });
}

export interface UploadOptions {
  /** Replace this file's content and metadata (`PATCH`) instead of creating a file (`POST`). */
  fileId?: string;
  metadata: Partial<Omit<DriveFile, 'id'>>;
  media: string;
  mediaType: string;
}

/** A multipart upload (`uploadType=multipart`): metadata JSON and content in one `multipart/related` request. */
export function uploadFile(ctx: PlatformContext, options: UploadOptions): Promise<DriveFile> {
  const { body, contentType } = multipartRelated(options.metadata, options.media, options.mediaType);
  const path = options.fileId ? `${UPLOAD}/${encodeURIComponent(options.fileId)}` : UPLOAD;
  return ctx.http.json<DriveFile>(path, {
    method: options.fileId ? 'PATCH' : 'POST',
    query: { uploadType: 'multipart', fields: 'id,name', supportsAllDrives: true },
    headers: { 'Content-Type': contentType },
    body,
  });
}
