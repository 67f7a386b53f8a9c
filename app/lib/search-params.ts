import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * The site's query strings are plain `key=value` text (`?tag=seo&page=2`), never JSON. The router's
 * default reads values as JSON and writes text that looks like a number in quotes (`?tag=%222024%22`);
 * on the server it answers any request whose search it would write differently with a redirect.
 * Plain text reads and writes every value the same way. Numbers and true/false still arrive as such
 * (`page` is a number); a schema may turn them back into text without changing the address.
 */
export const parseSearch = parseSearchWith((value) => value)
export const stringifySearch = stringifySearchWith(String)
