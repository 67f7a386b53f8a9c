/**
 * A desktop Chrome's user agent. Node's fetch says "node", which the site counts as a bot (bots get a
 * minimal error page): requests that stand for a person's browser send this one.
 */
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

interface SiteRequest extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>
}

/**
 * A request to a started site (`base` is its address), as a person's browser asks outside any page:
 * a browser's user agent unless `headers` names another, and no Origin.
 */
export function siteFetch(base: string, path: string, { headers, ...init }: SiteRequest = {}): Promise<Response> {
  return fetch(`${base}${path}`, { ...init, headers: { 'user-agent': BROWSER_USER_AGENT, ...headers } })
}
