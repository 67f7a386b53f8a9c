import { useMaskito } from '@maskito/react'
import { type TextFieldProps, TextField } from './text-fields.tsx'
import { phoneMaskOptions } from './phone-mask.ts'
import { loadPhoneRule } from './phone-rule.ts'

// Apart from the other controls: the mask (maskito) loads only with the forms that ask for a phone.

type PhoneFieldProps = Pick<TextFieldProps, 'id' | 'name' | 'label' | 'error' | 'hint' | 'optional' | 'defaultValue'>

/** A phone number: a Russian one typed into the mask +7 (999) 123-45-67, another country's as written after a plus. */
export function PhoneField(props: PhoneFieldProps) {
  const maskRef = useMaskito({ options: phoneMaskOptions })
  return (
    <TextField
      {...props}
      ref={maskRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (999) 123-45-67"
      // A person about to type a phone will soon need its rule: fetch it now (a failure is retried on submit).
      onFocus={() => void loadPhoneRule().catch(() => {})}
    />
  )
}
