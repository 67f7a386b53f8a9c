import { fieldId } from '#app/components/form/field-ids.ts'
import { PasswordField } from '#app/components/form/text-fields.tsx'
import { errorOf } from '#app/components/form/use-form-submission.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
import { PASSWORD_MIN_LENGTH } from '../validation.ts'

interface NewPasswordFieldsProps {
  form: string
  errors: FieldErrors
  /** «Пароль» at registration, «Новый пароль» when it replaces one. */
  label: string
  confirmationLabel: string
}

/** A new password and its confirmation, as registration, reset and the profile ask for them. */
export function NewPasswordFields({ form, errors, label, confirmationLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={fieldId(form, 'password')}
        name="password"
        label={label}
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов. Надёжнее всего — фраза из нескольких слов.`}
        autoComplete="new-password"
        error={errorOf(errors, 'password')}
      />
      <PasswordField
        id={fieldId(form, 'password_confirmation')}
        name="password_confirmation"
        label={confirmationLabel}
        autoComplete="new-password"
        error={errorOf(errors, 'password_confirmation')}
      />
    </>
  )
}
