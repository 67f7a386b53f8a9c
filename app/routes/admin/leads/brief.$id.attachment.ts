import { createFileRoute } from '@tanstack/react-router'
import { staffDownload } from '#app/features/staff/downloads.server.ts'

/** A brief's attached file, as a download (the API's answer: octet-stream, attachment, nosniff); the API checks the id. */
export const Route = createFileRoute('/admin/leads/brief/$id/attachment')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const id = encodeURIComponent(params.id)
        return staffDownload(`/v1/admin/leads/brief/${id}/attachment`, { returnPath: `/admin/leads/brief/${id}/` })
      },
    },
  },
})
