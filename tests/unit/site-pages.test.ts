import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXED_PAGE_PATHS, isFixedPagePath } from '#shared/site-pages.ts'

/** The router's pages without a parameter in their address, read from the generated route tree. */
function fixedPagesOfTheRouter(): string[] {
  const tree = readFileSync(resolve(import.meta.dirname, '../../routeTree.gen.ts'), 'utf8')
  const byFullPath = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  const paths = [...byFullPath.matchAll(/^\s*'([^']+)'/gm)].map(([, path]) => path!)
  const pages = paths.filter((path) => !path.includes('$') && !/\.[a-z]+$/.test(path))
  return [...new Set(pages.map((path) => (path.endsWith('/') ? path : `${path}/`)))].sort()
}

describe('the fixed pages of the site', () => {
  it('are the router’s pages without a parameter, files left out', () => {
    const router = fixedPagesOfTheRouter()
    expect(router.length).toBeGreaterThan(20)
    expect([...FIXED_PAGE_PATHS].sort()).toEqual(router)
  })

  it('are recognised with or without the trailing slash, in any case', () => {
    expect(isFixedPagePath('/news')).toBe(true)
    expect(isFixedPagePath('/Profile/Sessions/')).toBe(true)
    expect(isFixedPagePath('/garant/')).toBe(false)
    expect(isFixedPagePath('/news/some-post/')).toBe(false)
  })
})
