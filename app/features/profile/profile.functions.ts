import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { api } from '#app/lib/api/api.server.ts'
import { clearSessionCookies } from '#app/lib/session/cookies.server.ts'
import { withUserToken } from '#app/lib/session/session.server.ts'

const text = (max = 1000) => v.pipe(v.string(), v.maxLength(max))

/** Edits name, phone, company and email (a new email needs the current password and a new verification). */
export const updateProfile = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ name: text(), phone: text(), company: text(), email: text(), current_password: text() })))
  .handler(({ data }) =>
    formAction('update-profile', async () => {
      await withUserToken((token) => api('/v1/users', { method: 'PATCH', body: data, token }))
      return 'Изменения сохранены.'
    }),
  )

/** Changes the password; the API ends every other session of the account. */
export const changePassword = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ current_password: text(), password: text(), password_confirmation: text() })))
  .handler(({ data }) =>
    formAction('change-password', async () => {
      await withUserToken((token) => api('/v1/users', { method: 'PATCH', body: data, token }))
      return 'Пароль изменён. На других устройствах нужно будет войти заново.'
    }),
  )

/**
 * Deletes the account with all its data, and signs out. The API asks for the password, and for the
 * second factor's code when the account has one (until then it answers 422 under `code`).
 */
export const deleteAccount = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ password: text(), code: text(100) })))
  .handler(({ data: { password, code } }) =>
    formAction('delete-account', async () => {
      await withUserToken((token) => api('/v1/users', { method: 'DELETE', body: code ? { password, code } : { password }, token }))
      clearSessionCookies()
      return 'Аккаунт удалён.'
    }),
  )
