import type { ExtractSchema } from 'hono/types'
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status'
import type { JSONValue } from 'hono/utils/types'
import type { Api } from '#api/app.ts'
import type { JsonValue } from '#shared/contract/common.ts'
import type { ApiRequestOptions } from './client.ts'

// The answers of the API as its routes make them. The reference API's route types are the contract of
// whichever backend the site talks to (in process or at API_BASE_URL): types only, nothing of the API
// runs here, so a field the API renames fails the typecheck where the site reads it.

type Schema = ExtractSchema<Api>

/** Every endpoint of the API by its route pattern, without the `/api` base: `/v1/posts/:slug`. */
type Endpoints = { [Pattern in keyof Schema as Pattern extends `/api${infer Path}` ? Path : never]: Schema[Pattern] }

/** Every route pattern of the API: `/v1/posts/:slug`. */
export type ApiRoute = keyof Endpoints & string

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [Path]

/** A `:param` segment takes any non-empty segment; any other segment only itself. */
type SegmentsMatch<Called extends string[], Route extends string[]> = Called extends [
  infer Segment extends string,
  ...infer CalledRest extends string[],
]
  ? Route extends [infer RouteSegment extends string, ...infer RouteRest extends string[]]
    ? (
        RouteSegment extends `:${string}`
          ? Segment extends ''
            ? false
            : true
          : [Segment] extends [RouteSegment]
            ? true
            : false
      ) extends true
      ? SegmentsMatch<CalledRest, RouteRest>
      : false
    : false
  : Route extends []
    ? true
    : false

/**
 * The route patterns that answer a called path: the path itself when the API has it (so that
 * `/v1/posts/tags` is not taken for the slug `tags`), else the patterns whose `:param` segments take
 * the path's (`/v1/posts/${slug}` is `/v1/posts/:slug`). A union of paths gives a union of patterns.
 */
type RouteOf<Path extends string> = Path extends ApiRoute
  ? Path
  : { [Route in ApiRoute]: SegmentsMatch<Segments<Path>, Segments<Route>> extends true ? Route : never }[ApiRoute]

/** The endpoints that answer the call: each route of the path with each of the methods (a call may name either of two). */
type EndpointOf<Path extends string, Method extends ApiMethod> =
  RouteOf<Path> extends infer Route
    ? Route extends ApiRoute
      ? Method extends ApiMethod
        ? `$${Lowercase<Method>}` extends infer Key extends keyof Endpoints[Route]
          ? Endpoints[Route][Key]
          : never
        : never
      : never
    : never

/** An error status throws (ApiRequestError) before anything reads the answer. */
type Succeeded<Endpoint> = Endpoint extends { status: ClientErrorStatusCode | ServerErrorStatusCode } ? never : Endpoint

/**
 * Hono writes a value of a recursive type (JsonValue) or of unknown as its own JSONValue, which also
 * admits undefined and functions: parsed, it is any JSON value.
 */
type Parsed<T> = [JSONValue] extends [T] ? JsonValue : T extends object ? { [Key in keyof T]: Parsed<T[Key]> } : T

/**
 * The body as the client hands it over: JSON as the route's `c.json` typed it (dates as strings), no
 * body (204) as undefined. A file is no answer of `api`'s (downloads pass it on: download.server.ts).
 */
type BodyOf<Endpoint> = Endpoint extends { outputFormat: 'json'; output: infer Output }
  ? Parsed<Output>
  : Endpoint extends { output: null }
    ? undefined
    : never

/** What the API answers `Method Path` with when it succeeds: `ApiAnswer<'/v1/posts/tags'>`, `ApiAnswer<'/v1/users', 'PATCH'>`. */
export type ApiAnswer<Path extends string, Method extends ApiMethod = 'GET'> = BodyOf<Succeeded<EndpointOf<Path, Method>>>

/**
 * Intersected with a called path: nothing when the API answers the path for the method (with JSON
 * or no body), else a type no string is, so the call does not compile and the error names the call.
 */
export type KnownPath<Path extends string, Method extends ApiMethod = 'GET'> = [ApiAnswer<Path, Method>] extends [never]
  ? { 'the API answers no JSON to': `${Method} ${Path}` }
  : unknown

/** A GET of the path that answers a body other than JSON: a file. */
type FileEndpointOf<Path extends string> = Exclude<EndpointOf<Path, 'GET'>, { outputFormat: 'json' } | { output: null }>

/** As KnownPath, for a file the API answers (a download). */
export type KnownFilePath<Path extends string> = [FileEndpointOf<Path>] extends [never] ? { 'the API answers no file at': Path } : unknown

/** The options of a call whose answer is typed: the method, when not GET, as a literal. */
export type ApiCallOptions<Method extends ApiMethod> = Omit<ApiRequestOptions, 'method'> & { method?: Method }
