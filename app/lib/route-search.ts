import type { SearchSchemaInput } from '@tanstack/react-router'

/** A screen's search params as the address holds them, before the screen reads them. */
export type RawSearch<Search> = { [Key in keyof Search]?: unknown }

/**
 * The validateSearch of a screen whose route must stay light (decision 018: every staff screen, and
 * the search page): the address's search as it is. Links and navigate() to the screen are typed by
 * `Search` (what the screen reads); the screen gets the params unread and reads them with its
 * valibot schema in its own chunk, so no such schema weighs on the entry every page loads. Used as
 * `validateSearch: rawSearch<InboxSearch>`.
 */
export const rawSearch = <Search extends object>(search: Search & SearchSchemaInput): RawSearch<Search> => search
