import { createFileRoute } from '@tanstack/react-router'
import { userDownload } from '#app/lib/api/download.server.ts'

/** «Скачать мои данные»: everything the site holds about the signed-in person, as the API's JSON file. */
export const Route = createFileRoute('/profile/export.json')({
  server: {
    handlers: {
      GET: () => userDownload('/v1/profile/export', { returnPath: '/profile/' }),
    },
  },
})
