import { useMaskito } from '@maskito/react'
import { controlClass, FieldFrame } from './field-frame.tsx'
import { controlAria } from './field-ids.ts'
import type { TextFieldProps } from './text-fields.tsx'
import { phoneMaskOptions } from './phone-mask.ts'
import { loadPhoneRule } from './phone-rule.ts'

// Apart from the other controls: the mask (maskito) loads only with the forms that ask for a phone.

/** A Russian phone number typed into the mask +7 (999) 123-45-67. */
export function PhoneField({ id, name, label, error, hint, optional, defaultValue }: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  const maskRef = useMaskito({ options: phoneMaskOptions })
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      <input
        ref={maskRef}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (999) 123-45-67"
        defaultValue={defaultValue}
        className={controlClass}
        {...controlAria(id, { hint, error })}
        // A person about to type a phone will soon need its rule: fetch it now (a failure is retried on submit).
        onFocus={() => void loadPhoneRule().catch(() => {})}
      />
    </FieldFrame>
  )
}
