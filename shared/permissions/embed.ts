// What the public embeds (API, iframe pages, oEmbed) may show to anyone, signed in or not. The query layer
// reads these facts from the database and asks these functions; nothing else decides visibility.

/** The facts about a file that decide whether it is public. */
export interface FileVisibilityFacts {
  /** The owner marked the file embeddable on its own. */
  embeddable: boolean;
  /** The file is in at least one published showcase of its workspace. */
  inPublishedShowcase: boolean;
}

/** A file is public when it is embeddable or in a published showcase. */
export function isFilePublic(file: FileVisibilityFacts): boolean {
  return file.embeddable || file.inPublishedShowcase;
}

/** A showcase is public while it is published. */
export function isShowcasePublic(showcase: { published: boolean }): boolean {
  return showcase.published;
}

/**
 * A file seen through a showcase page (`/embed/…/showcases/{id}/files/{fileId}`) must be one of that
 * public showcase's files: it is then public too, being in a published showcase.
 */
export function isFilePublicInShowcase(showcase: { published: boolean; fileIds: readonly string[] }, fileId: string) {
  return isShowcasePublic(showcase) && showcase.fileIds.includes(fileId);
}
