import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** A category as `GET /v1/services` lists it, with its services. */
export type ServiceCategorySummary = ApiAnswer<'/v1/services'>['data'][number]

/** A service in lists (a category's services, a service's related ones): `price_from` in roubles, null when agreed per project. */
export type ServiceSummary = ServiceCategorySummary['services'][number]

/** `GET /v1/services/{category}`: its body is sanitized HTML. */
export type ServiceCategory = ApiAnswer<'/v1/services/:category'>

/** `GET /v1/services/{category}/{slug}`: its body is sanitized HTML; `related` are other services of the category. */
export type Service = ApiAnswer<'/v1/services/:category/:slug'>
