/**
 * The request with a multipart body encoded to bytes up front. Node's stream of a FormData body
 * keeps writing after a reader cancels it, which surfaces as an unhandled rejection (and ends the
 * process) when the API stops reading at its body cap; a byte body cancels cleanly. Other bodies
 * pass as they are.
 */
export async function settledRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Request> {
  if (!(init?.body instanceof FormData)) return new Request(input, init)
  const encoded = new Response(init.body)
  const headers = new Headers(init.headers)
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data')
  return new Request(input, { ...init, headers, body: await encoded.arrayBuffer() })
}
