import { labelClass } from '#app/components/form/field-frame.tsx'

/**
 * The address a form acts for, shown and not editable (it came with a mailed link). Sent as the
 * username, it also tells password managers which account a new password belongs to.
 */
export function AccountEmailField({ id, email }: { id: string; email: string }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        Электронная почта
      </label>
      <input
        id={id}
        type="email"
        name="username"
        value={email}
        readOnly
        autoComplete="username"
        className="block w-full cursor-default rounded-2xl border border-line bg-surface px-4 py-3 text-base text-ink-muted"
      />
    </div>
  )
}
