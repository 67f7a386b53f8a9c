/** Which counters the deployment loads (YM_COUNTER_ID, GTM_ID): only those get their hosts in the policy. */
export interface AnalyticsHosts {
  yandexMetrika: boolean
  googleTagManager: boolean
}

export interface ContentSecurityPolicyOptions {
  /** Fresh for every response; the scripts and styles the server renders carry it. */
  nonce: string
  analytics: AnalyticsHosts
  /**
   * False only under the Vite dev server, whose client injects unsigned <style> elements for CSS
   * hot updates. Scripts stay nonce-only either way.
   */
  production: boolean
}

interface Sources {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
}

/** Metrika's own CSP guide: tag.js and its modules, hits (https and the WebSocket of Webvisor), pixels, frames. */
const YANDEX_METRIKA_SOURCES: Sources = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.ru', 'wss://mc.yandex.com'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
}

/** Google's CSP guide for Tag Manager with Google Analytics 4. */
const GOOGLE_TAG_MANAGER_SOURCES: Sources = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
}

/**
 * 16 random bytes in base64url: a nonce for one response (CSP asks for at least 128 bits). The
 * URL-safe alphabet has nothing HTML, JSON or JavaScript would escape, so the nonce appears in a
 * page only as itself, and a cached page can be given a fresh one by plain replacement.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * The Content-Security-Policy of an HTML page. Nothing loads unless a directive names it
 * (`default-src 'none'`), and each kind of resource the site uses has its own directive.
 * Scripts run only with the response's nonce, or when a script that has it loads them
 * ('strict-dynamic': the bundle's chunks, the counters' tags); 'self' and the counters' hosts are
 * the fallback for browsers without 'strict-dynamic'.
 * See docs/decisions/007-content-security-policy.md and 015-token-endpoint-and-headers.md.
 */
export function contentSecurityPolicy({ nonce, analytics, production }: ContentSecurityPolicyOptions): string {
  const counters = [analytics.yandexMetrika && YANDEX_METRIKA_SOURCES, analytics.googleTagManager && GOOGLE_TAG_MANAGER_SOURCES].filter(
    (sources) => sources !== false,
  )
  const hosts = (kind: keyof Sources) => counters.flatMap((sources) => sources[kind])
  const nonceSource = `'nonce-${nonce}'`
  const frames = hosts('frame')

  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", nonceSource, "'strict-dynamic'", ...hosts('script')],
    // The stylesheet and nonced <style> only; no style attributes (the site renders none).
    // The dev server's HMR styles carry no nonce.
    production ? ['style-src', "'self'", nonceSource] : ['style-src', "'self'", "'unsafe-inline'"],
    // The site's images and icon (the build inlines none as data: URLs).
    ['img-src', "'self'", ...hosts('img')],
    // The self-hosted Manrope.
    ['font-src', "'self'"],
    // Server functions, the build check, route data; the counters' hits.
    ['connect-src', "'self'", ...hosts('connect')],
    // Only the counters frame anything (Metrika's, Tag Manager's no-script frames).
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    // Workers would otherwise fall back to script-src: the site starts none.
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
