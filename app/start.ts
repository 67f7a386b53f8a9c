import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { apiRequestErrorAdapter } from '#app/lib/api/errors.ts'

export const startInstance = createStart(() => ({
  requestMiddleware: [
    // Defining createStart turns off Start's built-in check, so server functions get it back here:
    // a cross-site call to one is refused with 403.
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
  ],
  serializationAdapters: [apiRequestErrorAdapter],
}))
