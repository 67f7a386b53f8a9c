import { FieldError, labelClass, Optional } from '#app/components/form/field-frame.tsx'
import { errorIdOf } from '#app/components/form/field-ids.ts'
import type { TagRef } from '#shared/contract/common.ts'
import { panelClass } from '../../components/AdminPageHeader.tsx'
import { CoverField } from './CoverField.tsx'
import { type PostFieldsProps, postFieldId } from './post-form.ts'

/** The topics a post is about: a checkbox each. */
function TopicChoice({ tags, values, errorOf, edit }: PostFieldsProps & { tags: TagRef[] }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>
        Темы
        <Optional />
      </legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag, index) => (
          <label
            key={tag.slug}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              id={index === 0 ? postFieldId('tags') : undefined}
              checked={values.tags.includes(tag.slug)}
              onChange={(event) =>
                edit('tags', event.currentTarget.checked ? [...values.tags, tag.slug] : values.tags.filter((chosen) => chosen !== tag.slug))
              }
              className="size-4 accent-brand-600"
            />
            {tag.title}
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(postFieldId('tags'))} message={errorOf('tags')} />
    </fieldset>
  )
}

/** The post's cover and, where the site has topics, the ones it is about. */
export function PostCoverAndTopicsPanel({ tags, ...fields }: PostFieldsProps & { tags: TagRef[] }) {
  return (
    <section className={`${panelClass} flex flex-col gap-5`}>
      <CoverField
        id={postFieldId('cover')}
        value={fields.values.cover}
        error={fields.errorOf('cover')}
        onChange={(cover) => fields.edit('cover', cover)}
      />
      {tags.length > 0 && <TopicChoice tags={tags} {...fields} />}
    </section>
  )
}
