import type { TagRef } from '#shared/contract/common.ts'
import { type ComparedField, comparedBody, imageWords } from '../editor/compared-fields.ts'
import { OG_IMAGE_LABEL } from '../editor/og-image.ts'
import { SECTION_LABELS } from './components/labels.ts'
import type { PostValues } from './editor-state.ts'

/** A post's fields by the API's names, in the form's words. */
export const POST_FIELD_LABELS: Record<string, string> = {
  category: 'Раздел',
  title: 'Заголовок',
  slug: 'Адрес',
  excerpt: 'Описание для списков',
  body: 'Текст',
  cover: 'Обложка',
  tags: 'Темы',
  seo_title: 'Заголовок страницы',
  seo_description: 'Описание страницы',
  og_image: OG_IMAGE_LABEL,
}

/** Every field of a post in the form's order and words, as two versions hold it. */
export function comparedPostFields(theirs: PostValues, ours: PostValues, tags: TagRef[]): ComparedField[] {
  const topics = (values: PostValues) => values.tags.map((slug) => tags.find((tag) => tag.slug === slug)?.title ?? slug).join(', ')
  const fields: { label: string; of: (values: PostValues) => string }[] = [
    { label: 'Раздел', of: (values) => SECTION_LABELS[values.category] },
    { label: 'Заголовок', of: (values) => values.title },
    { label: 'Адрес', of: (values) => values.slug },
    { label: 'Описание для списков', of: (values) => values.excerpt },
    { label: 'Обложка', of: (values) => imageWords(values.cover) },
    { label: 'Темы', of: topics },
    { label: 'Заголовок страницы', of: (values) => values.seo_title },
    { label: 'Описание страницы', of: (values) => values.seo_description },
    { label: OG_IMAGE_LABEL, of: (values) => imageWords(values.og_image) },
  ]
  const compared = fields.map(({ label, of }) => ({ label, theirs: of(theirs), ours: of(ours) }))
  // The text comes after the description, as in the form.
  compared.splice(4, 0, comparedBody('Текст', theirs.body, ours.body))
  return compared
}
