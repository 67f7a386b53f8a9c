import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/**
 * The CSP nonce of the response being rendered, for `createRouter({ ssr: { nonce } })`: the
 * security middleware in app/start.ts makes it and passes it on in the request context. In the
 * browser the router reads it back from the page (`<meta property="csp-nonce">`) when it hydrates.
 */
export const requestNonce = createIsomorphicFn()
  .server((): string | undefined => {
    try {
      return getGlobalStartContext()?.cspNonce
    } catch {
      // A router made outside a request's middleware chain renders nothing, so needs no nonce.
      return undefined
    }
  })
  .client((): string | undefined => undefined)
