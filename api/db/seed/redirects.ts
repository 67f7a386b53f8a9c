import type { redirects } from '../schema/index.ts'

type NewRedirect = typeof redirects.$inferInsert

/**
 * Addresses of the previous version of the site and where they live now. Paths are stored as
 * lookups normalize them (api/services/redirects.ts): lower case, no trailing slash.
 */
export function seedRedirects(): NewRedirect[] {
  return [
    { fromPath: '/rzd-svrpk', toPath: '/rzd/svrpk/', status: 301 },
    { fromPath: '/garant', toPath: '/garant-auto/garant/', status: 301 },
    { fromPath: '/uslugi', toPath: '/services/', status: 301 },
    { fromPath: '/uslugi/razrabotka-sajtov', toPath: '/services/websites/', status: 301 },
    { fromPath: '/o-kompanii', toPath: '/company/', status: 301 },
    { fromPath: '/kontakty', toPath: '/contacts/', status: 301 },
    { fromPath: '/blog', toPath: '/articles/', status: 301 },
  ]
}
