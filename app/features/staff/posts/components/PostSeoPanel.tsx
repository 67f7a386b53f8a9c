import { panelClass } from '../../components/AdminPageHeader.tsx'
import { OG_IMAGE_LABEL, ogImageDefaultText } from '../../editor/og-image.ts'
import { CoverField, OG_IMAGE_WORDS } from './CoverField.tsx'
import { type PostFieldsProps, postFieldId, textFieldOf } from './post-form.ts'
import { PostTextInput } from './PostTextInput.tsx'

/** What search engines and social networks show of the post; empty fields fall back to the post's own. */
export function PostSeoPanel(fields: PostFieldsProps) {
  const { values, errorOf, edit } = fields
  return (
    <section className={`${panelClass} flex flex-col gap-5`} aria-labelledby="post-seo-title">
      <h2 id="post-seo-title" className="font-bold text-ink text-lg">
        Для поисковиков
      </h2>
      <PostTextInput
        {...textFieldOf(fields, 'seo_title')}
        label="Заголовок страницы"
        hint="Пусто — заголовок публикации (в подсказке). К нему добавится «— Малахит»."
        optional
        placeholder={values.title}
        maxLength={120}
      />
      <PostTextInput
        {...textFieldOf(fields, 'seo_description')}
        label="Описание страницы"
        hint="Пусто — описание для списков (в подсказке)."
        optional
        placeholder={values.excerpt}
        maxLength={300}
        multiline
      />
      <CoverField
        id={postFieldId('og_image')}
        label={OG_IMAGE_LABEL}
        emptyText={ogImageDefaultText(values.cover)}
        words={OG_IMAGE_WORDS}
        value={values.og_image}
        error={errorOf('og_image')}
        onChange={(image) => edit('og_image', image)}
      />
    </section>
  )
}
