import { controlClass, FieldFrame } from './field-frame.tsx'
import { controlAttributes } from './field-ids.ts'
import type { ChoiceOption } from './types.ts'

interface SelectFieldProps {
  id: string
  name: string
  label: string
  options: readonly ChoiceOption[]
  error?: string
  hint?: string
  /** The value chosen at first. */
  defaultValue?: string
}

/** A drop-down list in the field's frame, with the browser's own control (keyboard and screen readers know it). */
export function SelectField({ id, name, label, options, error, hint, defaultValue }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select defaultValue={defaultValue} className={`${controlClass} min-h-12 pr-10`} {...controlAttributes({ id, name, hint, error })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
