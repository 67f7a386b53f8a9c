/** Query parameters that carry secrets or personal data (mailed links: `?token=…&email=…`). */
const PRIVATE_PARAMS = ['token', 'email', 'code', 'password']

/**
 * The address as counters may see it: one-time tokens and e-mail addresses from mailed links are
 * cut out, so they never reach a third party.
 */
export function publicUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  for (const name of [...url.searchParams.keys()]) {
    if (PRIVATE_PARAMS.includes(name.toLowerCase())) url.searchParams.delete(name)
  }
  return url.href
}
