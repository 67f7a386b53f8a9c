/** One page of each kind the site renders: the server's headers are checked on them, and the browser walks them under the policy. */
export const PAGE_KINDS = {
  home: '/',
  list: '/news/',
  post: '/articles/core-web-vitals/',
  service: '/services/websites/corporate-site/',
  'portfolio project': '/garant-auto/garant/',
  '404': '/no-such-page/',
  login: '/login/',
} as const
