import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'

/** The API's largest page: all clients fit on one screen of logos. */
const CLIENTS_PER_PAGE = 50

/** A page of clients; a page past the end is the router's not-found. */
export const fetchClients = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ data }) => orNotFound(() => api('/v1/clients', { query: { page: data.page, per_page: CLIENTS_PER_PAGE } })))
