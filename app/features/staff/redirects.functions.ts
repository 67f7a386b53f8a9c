import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { forgetLegacyRedirects } from '#app/lib/path-rules/legacy.server.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { REDIRECT_STATUSES } from '#shared/contract/staff.ts'
import { Id, Page, SearchText } from './inputs.ts'
import { asStaff } from './staff-api.server.ts'

// Redirects from old addresses, for admins (the API refuses anyone else with 403).

const Path = v.pipe(v.string(), v.maxLength(2000))
const RedirectFields = { from_path: Path, to_path: Path, status: v.picklist(REDIRECT_STATUSES) }

/** A page of redirects, by old address, found by a part of either address. */
export const fetchRedirects = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ q: SearchText, page: Page })))
  .handler(({ data }) => asStaff('/v1/admin/redirects', { query: { ...data, per_page: 25 } }))

/** Adds a redirect, or (with an id) changes one; the API keeps each to one hop. */
export const saveRedirect = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: v.optional(Id), ...RedirectFields })))
  .handler(({ data: { id, ...fields } }) =>
    formAction('redirect-save', async () => {
      const saved = await asStaff(id ? `/v1/admin/redirects/${id}` : '/v1/admin/redirects', {
        method: id ? 'PUT' : 'POST',
        body: fields,
      })
      forgetLegacyRedirects()
      return id ? `Переадресация с ${saved.from_path} сохранена.` : `Переадресация с ${saved.from_path} добавлена.`
    }),
  )

export const deleteRedirect = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) =>
    formAction('redirect-delete', async () => {
      await asStaff(`/v1/admin/redirects/${data.id}`, { method: 'DELETE' })
      forgetLegacyRedirects()
      return 'Переадресация удалена.'
    }),
  )
