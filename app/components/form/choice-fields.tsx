import { FieldError, FieldHint, labelClass, Optional } from './field-frame.tsx'
import { describedBy, errorIdOf, hintIdOf } from './field-ids.ts'
import type { ChoiceOption } from './types.ts'

interface ChoiceGroupProps {
  id: string
  name: string
  legend: string
  type: 'checkbox' | 'radio'
  options: ChoiceOption[]
  error?: string
  hint?: string
  optional?: boolean
  columns?: 2 | 3
}

/** Checkboxes or radio buttons as selectable cards, in a fieldset with its legend. */
export function ChoiceGroup({ id, name, legend, type, options, error, hint, optional, columns = 2 }: ChoiceGroupProps) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy(hint && hintIdOf(id), error && errorIdOf(id))}>
      <legend className={`${labelClass} mb-2`}>
        {legend}
        {optional && <Optional />}
      </legend>
      <FieldHint id={id} hint={hint} className="-mt-2" />
      <div className={`grid gap-2.5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="group flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 transition-colors hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-400 has-focus-visible:outline-offset-2"
          >
            <input
              id={index === 0 ? id : undefined}
              type={type}
              name={name}
              value={option.value}
              className="size-5 shrink-0 scroll-mt-32 accent-brand-600 focus-visible:outline-none"
              aria-invalid={type === 'checkbox' && error ? true : undefined}
            />
            <span className="font-medium text-ink leading-snug">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </fieldset>
  )
}

const consentLinkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600'

/** Consent to the personal data policy; the policy opens in a new tab so the form keeps its text. */
export function ConsentField({
  id,
  error,
  agreement = false,
}: {
  id: string
  error?: string /** Also accept the user agreement (for an account). */
  agreement?: boolean
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="1"
          className="mt-0.5 size-5 shrink-0 scroll-mt-32 accent-brand-600"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
        />
        <label htmlFor={id} className="text-ink-muted text-sm leading-relaxed">
          {agreement && (
            <>
              Принимаю условия{' '}
              <a href="/agreement/" target="_blank" rel="noopener" className={consentLinkClass}>
                пользовательского соглашения
                <span className="sr-only"> (откроется в новой вкладке)</span>
              </a>{' '}
              и даю согласие{' '}
            </>
          )}
          {!agreement && 'Даю согласие '}
          на обработку персональных данных на условиях{' '}
          <a href="/privacy/" target="_blank" rel="noopener" className={consentLinkClass}>
            политики конфиденциальности
            <span className="sr-only"> (откроется в новой вкладке)</span>
          </a>
        </label>
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  )
}
