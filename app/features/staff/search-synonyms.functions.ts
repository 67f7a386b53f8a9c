import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { Id } from './inputs.ts'
import { asStaff } from './staff-api.server.ts'

// The site search's synonym groups, for staff (the API refuses anyone else).

const Terms = v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(100))

/** Every group, by its first term. */
export const fetchSynonymGroups = createServerFn({ method: 'GET' }).handler(async () => (await asStaff('/v1/admin/search-synonyms')).data)

/** Adds a group, or (with an id) changes one; the API keeps each word to one group. */
export const saveSynonymGroup = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: v.optional(Id), terms: Terms })))
  .handler(({ data: { id, terms } }) =>
    formAction('search-synonyms-save', async () => {
      const saved = await asStaff(id ? `/v1/admin/search-synonyms/${id}` : '/v1/admin/search-synonyms', {
        method: id ? 'PATCH' : 'POST',
        body: { terms },
      })
      return id ? `Группа «${saved.terms.join(', ')}» сохранена.` : `Группа «${saved.terms.join(', ')}» добавлена.`
    }),
  )

export const deleteSynonymGroup = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) =>
    formAction('search-synonyms-delete', async () => {
      await asStaff(`/v1/admin/search-synonyms/${data.id}`, { method: 'DELETE' })
      return 'Группа синонимов удалена.'
    }),
  )
