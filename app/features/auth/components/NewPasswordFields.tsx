import { PasswordField } from '#app/components/form/text-fields.tsx'
import type { ValidatedForm } from '#app/components/form/use-validated-form.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/contract/passwords.ts'

interface NewPasswordFieldsProps {
  /** The form's `field`: ties the two controls to its `password` and `password_confirmation`. */
  field: ValidatedForm['field']
  /** «Пароль» at registration, «Новый пароль» when it replaces one. */
  label: string
  confirmationLabel: string
}

/** A new password and its confirmation, as registration, reset and the profile ask for them. */
export function NewPasswordFields({ field, label, confirmationLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...field('password')}
        label={label}
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов. Надёжнее всего — фраза из нескольких слов.`}
        autoComplete="new-password"
      />
      <PasswordField {...field('password_confirmation')} label={confirmationLabel} autoComplete="new-password" />
    </>
  )
}
