import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { controlClass, FieldError, FieldFrame, labelClass, Optional } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf, fieldId, hintIdOf } from '#app/components/form/field-ids.ts'
import type { ChoiceOption } from '#app/components/form/types.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import type { EditorialType, TagKind } from '#shared/contract/editorial.ts'
import { ImagePicker } from '../../media/ImagePicker.tsx'
import { ogImageDefaultText } from '../../editor/og-image.ts'
import { CoverField, IMAGE_WORDS, OG_IMAGE_WORDS } from '../../posts/components/CoverField.tsx'
import type { FieldSpec, FormValues } from '../content-types.ts'
import { itemOptionsQuery, tagOptionsQuery } from '../queries.ts'

export const CONTENT_FORM = 'content'

// The editor (Tiptap and ProseMirror, the largest piece of the staff area) loads with the editor screens only.
const RichTextEditor = lazy(() => import('../../editor/RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })))

const chipClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50'

interface FieldProps<Value> {
  spec: FieldSpec
  value: Value
  error?: string
  onChange: (value: Value) => void
}

/** A drop-down of choices, with a first one for none. */
function ChoiceSelect({ spec, options, none, value, error, onChange }: FieldProps<string> & { options: ChoiceOption[]; none: string }) {
  const id = fieldId(CONTENT_FORM, spec.name)
  return (
    <FieldFrame id={id} label={spec.label} hint={spec.hint} optional={spec.optional} error={error}>
      <select
        {...controlAttributes({ id, name: spec.name, hint: spec.hint, error })}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${controlClass} min-h-12 pr-10`}
      >
        {[{ value: '', label: none }, ...options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** The items of another kind (a service's section, a group's client). */
function ItemSelect({ of, ...props }: FieldProps<string> & { of: EditorialType }) {
  const { data: items } = useSuspenseQuery(itemOptionsQuery(of))
  const options = items.map((item) => ({ value: String(item.id), label: item.title }))
  return <ChoiceSelect {...props} options={options} none={props.spec.optional ? 'Нет' : 'Выберите…'} />
}

/** One tag of a vocabulary, or none. */
function TagSelect({ tags, ...props }: FieldProps<string> & { tags: TagKind }) {
  const { data } = useSuspenseQuery(tagOptionsQuery(tags))
  return <ChoiceSelect {...props} options={data.map((tag) => ({ value: tag.slug, label: tag.title }))} none="Не указана" />
}

/** Tags of a vocabulary, any number. */
function TagChoice({ spec, tags, value, error, onChange }: FieldProps<string[]> & { tags: TagKind }) {
  const { data: options } = useSuspenseQuery(tagOptionsQuery(tags))
  const id = fieldId(CONTENT_FORM, spec.name)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>
        {spec.label}
        {spec.optional && <Optional />}
      </legend>
      {options.length === 0 && <p className="text-ink-muted text-sm">Словарь пуст: добавьте метки в разделе «Метки».</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((tag, index) => (
          <label key={tag.slug} className={chipClass}>
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={value.includes(tag.slug)}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? [...value, tag.slug] : value.filter((chosen) => chosen !== tag.slug))
              }
              className="size-4 accent-brand-600"
            />
            {tag.title}
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </fieldset>
  )
}

/** A gallery: images picked from the library, each with its description, removable. */
function Gallery({ spec, value, error, onChange }: FieldProps<ImageRef[]>) {
  const [picking, setPicking] = useState(false)
  const id = fieldId(CONTENT_FORM, spec.name)
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${labelClass} mb-2`}>
        {spec.label}
        {spec.optional && <Optional />}
      </legend>
      {value.length === 0 && <p className="text-ink-muted text-sm">Изображений пока нет.</p>}
      <ul className="flex flex-col gap-3">
        {value.map((image, index) => (
          <li key={image.src} className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <img src={image.src} alt="" className="aspect-[16/9] w-full rounded-xl bg-brand-50 object-cover sm:w-40" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <label htmlFor={`${id}-${index}`} className="font-semibold text-ink text-sm">
                Описание изображения {index + 1}
              </label>
              <input
                id={`${id}-${index}`}
                type="text"
                maxLength={300}
                value={image.alt}
                onChange={(event) =>
                  onChange(value.map((other, at) => (at === index ? { ...other, alt: event.currentTarget.value } : other)))
                }
                className={controlClass}
              />
              <button
                type="button"
                className="self-start rounded-full px-3 py-2 font-semibold text-red-700 text-sm hover:bg-red-50"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                Убрать из галереи
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FieldError id={errorIdOf(id)} message={error} />
      <button id={id} type="button" className="button-secondary self-start" onClick={() => setPicking(true)}>
        Добавить изображение
      </button>
      <ImagePicker
        open={picking}
        title={spec.label}
        onPick={(image) => onChange(value.some((kept) => kept.src === image.src) ? value : [...value, image])}
        onClose={() => setPicking(false)}
      />
    </fieldset>
  )
}

/** A text, a number or lines typed in a field of the form. */
function TypedField({ spec, value, error, onChange }: FieldProps<string>) {
  const id = fieldId(CONTENT_FORM, spec.name)
  const { control } = spec
  const multiline = control.kind === 'lines' || control.kind === 'pairs' || (control.kind === 'text' && control.multiline)
  const attributes = {
    ...controlAttributes({ id, name: spec.name, hint: spec.hint, error }),
    value,
    'aria-required': !spec.optional || undefined,
  }
  return (
    <FieldFrame id={id} label={spec.label} hint={spec.hint} optional={spec.optional} error={error}>
      {multiline ? (
        <textarea
          {...attributes}
          rows={control.kind === 'text' ? 3 : 5}
          maxLength={control.kind === 'text' ? control.max : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${controlClass} resize-y leading-relaxed`}
        />
      ) : (
        <input
          {...attributes}
          type="text"
          inputMode={control.kind === 'number' ? 'numeric' : undefined}
          maxLength={control.kind === 'text' ? control.max : control.kind === 'slug' ? 120 : undefined}
          onChange={(event) => onChange(control.kind === 'slug' ? event.currentTarget.value.toLowerCase() : event.currentTarget.value)}
          className={controlClass}
        />
      )}
    </FieldFrame>
  )
}

/** One field of a content form, with the control its kind calls for. */
export function ContentField({
  spec,
  values,
  error,
  bodyVersion,
  onChange,
}: {
  spec: FieldSpec
  values: FormValues
  error?: string
  bodyVersion: number
  onChange: (value: FormValues[string]) => void
}) {
  const value = values[spec.name]
  const id = fieldId(CONTENT_FORM, spec.name)
  switch (spec.control.kind) {
    case 'rich':
      return (
        <div className="flex flex-col gap-2">
          <span id={`${id}-label`} className={labelClass}>
            {spec.label}
            {spec.optional && <Optional />}
          </span>
          <Suspense fallback={<div className={`${controlClass} min-h-80 text-ink-muted`}>Загружаем редактор…</div>}>
            <RichTextEditor
              key={bodyVersion}
              id={id}
              labelId={`${id}-label`}
              initialHtml={String(value ?? '')}
              onChange={onChange}
              describedBy={[spec.hint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ')}
              invalid={Boolean(error)}
            />
          </Suspense>
          <FieldError id={errorIdOf(id)} message={error} />
        </div>
      )
    case 'image':
      return (
        <CoverField
          id={id}
          label={spec.label}
          emptyText={spec.control.emptyText}
          words={IMAGE_WORDS}
          value={(value as ImageRef | null) ?? null}
          error={error}
          onChange={onChange}
        />
      )
    case 'og-image':
      return (
        <CoverField
          id={id}
          label={spec.label}
          emptyText={ogImageDefaultText(values.cover as ImageRef | null | undefined)}
          words={OG_IMAGE_WORDS}
          value={(value as ImageRef | null) ?? null}
          error={error}
          onChange={onChange}
        />
      )
    case 'images':
      return <Gallery spec={spec} value={(value as ImageRef[]) ?? []} error={error} onChange={onChange} />
    case 'item':
      return <ItemSelect spec={spec} of={spec.control.of} value={String(value ?? '')} error={error} onChange={onChange} />
    case 'tag':
      return <TagSelect spec={spec} tags={spec.control.tags} value={String(value ?? '')} error={error} onChange={onChange} />
    case 'tags':
      return <TagChoice spec={spec} tags={spec.control.tags} value={(value as string[]) ?? []} error={error} onChange={onChange} />
    default:
      return <TypedField spec={spec} value={String(value ?? '')} error={error} onChange={onChange} />
  }
}
