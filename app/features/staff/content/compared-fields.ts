import type { ImageRef } from '#shared/contract/common.ts'
import type { EditorialType, TagKind } from '#shared/contract/editorial.ts'
import { type ComparedField, comparedBody, imageWords } from '../editor/compared-fields.ts'
import type { ContentTypeView, FieldSpec, FormValues } from './content-types.ts'

/** The names of what a field points at: another item's title, a tag's title (undefined: not known here). */
export interface FieldNames {
  item: (type: EditorialType, id: string) => string | undefined
  tag: (kind: TagKind, slug: string) => string | undefined
}

/** A field's value in words, as the form shows it. */
function fieldWords({ control, name }: FieldSpec, values: FormValues, names: FieldNames): string {
  const value = values[name]
  switch (control.kind) {
    case 'image':
    case 'og-image':
      return imageWords(value as ImageRef | null)
    case 'images':
      return ((value as ImageRef[] | null) ?? []).map(imageWords).join('\n')
    case 'item':
      return value ? (names.item(control.of, String(value)) ?? `№ ${String(value)}`) : ''
    case 'tag':
      return value ? (names.tag(control.tags, String(value)) ?? String(value)) : ''
    case 'tags':
      return ((value as string[] | null) ?? []).map((slug) => names.tag(control.tags, slug) ?? slug).join(', ')
    default:
      return typeof value === 'string' ? value : ''
  }
}

/** Every field of an item of `view`'s kind in the form's order and words, as two versions hold it. */
export function comparedContentFields(view: ContentTypeView, theirs: FormValues, ours: FormValues, names: FieldNames): ComparedField[] {
  return view.fields.map((spec) =>
    spec.control.kind === 'rich'
      ? comparedBody(spec.label, String(theirs[spec.name] ?? ''), String(ours[spec.name] ?? ''))
      : { label: spec.label, theirs: fieldWords(spec, theirs, names), ours: fieldWords(spec, ours, names) },
  )
}
