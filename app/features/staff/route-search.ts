import type { SearchSchemaInput } from '@tanstack/react-router'

/** A screen's search params as the address holds them, before the screen reads them. */
export type RawSearch<Search> = { [Key in keyof Search]?: unknown }

/**
 * The validateSearch of a staff screen (docs/decisions/018-staff-routes-cost-the-entry-nothing.md):
 * the address's search as it is. Links and navigate() to the screen are typed by `Search` (what the
 * screen reads); the screen gets the params unread and reads them with its valibot schema in the
 * area's chunk, so no schema of the staff area weighs on the public pages' entry. One function for
 * every staff route: `validateSearch: rawSearch<InboxSearch>`.
 */
export const rawSearch = <Search extends object>(search: Search & SearchSchemaInput): RawSearch<Search> => search
