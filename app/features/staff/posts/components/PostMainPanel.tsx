import { FieldError, labelClass } from '#app/components/form/field-frame.tsx'
import { errorIdOf } from '#app/components/form/field-ids.ts'
import { POST_CATEGORIES, POST_CATEGORY_LABELS } from '#shared/contract/editorial.ts'
import { panelClass } from '../../components/AdminPageHeader.tsx'
import { suggestSlug } from '../editor-state.ts'
import { PostBodyField } from './PostBodyField.tsx'
import { PostTextInput } from './PostTextInput.tsx'
import { type PostFieldsProps, postFieldId, textFieldOf } from './post-form.ts'

/** News or article: a radio button each. */
function SectionChoice({ values, errorOf, edit }: PostFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>Раздел</legend>
      <div className="flex flex-wrap gap-2">
        {POST_CATEGORIES.map((option, index) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              id={index === 0 ? postFieldId('category') : undefined}
              name="category"
              value={option}
              checked={values.category === option}
              onChange={() => edit('category', option)}
              className="size-4 accent-brand-600"
            />
            {POST_CATEGORY_LABELS[option]}
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(postFieldId('category'))} message={errorOf('category')} />
    </fieldset>
  )
}

/** The post's address, in lower case, with the one its title suggests while it has none. */
function SlugInput(fields: PostFieldsProps) {
  const { values, edit } = fields
  const suggestion = suggestSlug(values.title)
  return (
    <PostTextInput
      {...textFieldOf(fields, 'slug')}
      label="Адрес"
      hint={`Латиницей, через дефисы: /${values.category}/${values.slug || '…'}/`}
      maxLength={120}
      onChange={(text) => edit('slug', text.toLowerCase())}
      after={
        !values.slug && suggestion ? (
          <button type="button" className="self-start text-brand-700 text-sm underline" onClick={() => edit('slug', suggestion)}>
            Подставить «{suggestion}»
          </button>
        ) : null
      }
    />
  )
}

/** What a post says: its section, title, address, the description for lists, and its text. */
export function PostMainPanel({ bodyVersion, ...fields }: PostFieldsProps & { bodyVersion: number }) {
  return (
    <section className={`${panelClass} flex flex-col gap-5`}>
      <SectionChoice {...fields} />
      <PostTextInput {...textFieldOf(fields, 'title')} label="Заголовок" maxLength={200} />
      <SlugInput {...fields} />
      <PostTextInput
        {...textFieldOf(fields, 'excerpt')}
        label="Описание для списков"
        hint="Одно-два предложения: их видят в списке новостей или статей и под заголовком."
        maxLength={500}
        multiline
      />
      <PostBodyField
        html={fields.values.body}
        version={bodyVersion}
        error={fields.errorOf('body')}
        onChange={(html) => fields.edit('body', html)}
      />
    </section>
  )
}
