import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { config } from '#server/config.ts'
import { lookupLegacyRedirect } from './legacy.server.ts'
import { type PathRuleResult, resolvePathRules } from './resolve.ts'

const AddressInput = v.object({
  href: v.pipe(
    v.string('Укажите адрес.'),
    v.startsWith('/', 'Адрес должен начинаться с «/».'),
    v.maxLength(2048, 'Адрес слишком длинный.'),
  ),
})

/**
 * The redirect the path rules give an address of this site (path and query), or null: the same
 * answer the server gives a request for it, legacy redirects included. The router asks it on client
 * navigations (lib/path-rules/in-router.ts).
 */
export const pathRuleRedirect = createServerFn({ method: 'GET' })
  .validator(validInput(AddressInput))
  .handler(({ data }): Promise<PathRuleResult | null> => {
    const queryAt = data.href.indexOf('?')
    const url = new URL(config().siteUrl)
    // Set piece by piece: a path such as //host stays a path of this site.
    url.pathname = queryAt === -1 ? data.href : data.href.slice(0, queryAt)
    url.search = queryAt === -1 ? '' : data.href.slice(queryAt)
    return resolvePathRules(url, lookupLegacyRedirect, config().siteUrl)
  })
