import { createIsomorphicFn } from '@tanstack/react-start'
import { BUILD_ID } from './build-info.server.ts'

/** The name of the meta element by which a page's HTML names the build that rendered it. */
export const BUILD_META_NAME = 'build-id'

/**
 * Stands for the build of a page whose HTML names none: it differs from every real id, so the page
 * counts as outdated at its first check and loads its next page from the server.
 */
const UNKNOWN_BUILD = 'unknown'

/**
 * The build of this page. The server renders it into the page's head (the root route); the
 * browser reads it back from there, because the client's chunks are the same for every build of
 * the same code and so cannot know which build sent them.
 */
export const pageBuildId = createIsomorphicFn()
  .server((): string => BUILD_ID)
  .client((): string => document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || UNKNOWN_BUILD)
