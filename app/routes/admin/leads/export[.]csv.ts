import { createFileRoute } from '@tanstack/react-router'
import { staffDownload } from '#app/features/staff/downloads.server.ts'

/** The filters the export passes on to the API, which checks them (a wrong one: 422). */
const FILTERS = ['kind', 'status', 'assignee', 'q'] as const

/** «Выгрузить в CSV»: the leads the inbox's filters keep, as the API's CSV for Excel. */
export const Route = createFileRoute('/admin/leads/export.csv')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const params = new URL(request.url).searchParams
        const query = Object.fromEntries(FILTERS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])))
        return staffDownload('/v1/admin/leads/export.csv', { query, returnPath: '/admin/leads/' })
      },
    },
  },
})
