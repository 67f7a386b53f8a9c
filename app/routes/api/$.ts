import { createFileRoute } from '@tanstack/react-router'
import { usesInProcessApi } from '#app/lib/api/transport.server.ts'
import { inProcessApi } from '#app/lib/api/in-process.server.ts'

// Every /api/* request goes to the reference API when the site serves it in-process;
// with API_BASE_URL set, the API lives elsewhere and nothing is served here.
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: ({ request }) =>
        usesInProcessApi ? inProcessApi().fetch(request) : Response.json({ message: 'Адрес API не найден.' }, { status: 404 }),
    },
  },
})
