import { describe, expect, it } from 'vitest'
import { ogImageDefaultText } from '#app/features/staff/editor/og-image.ts'
import { CONTENT_VIEWS, draftOf, formValuesOf } from '#app/features/staff/content/content-types.ts'

const share = { src: '/images/share.png', alt: 'Карточка для соцсетей' }

describe('the OpenGraph image field', () => {
  it('says what an empty field shares: the cover, the cover once there is one, or no picture for a kind without covers', () => {
    expect(ogImageDefaultText({ src: '/images/cover.png', alt: 'Обложка' })).toBe('Если не выбрать, в соцсетях покажется обложка.')
    expect(ogImageDefaultText(null)).toMatch(/^Если не выбрать, в соцсетях покажется обложка\. Пока её нет/)
    expect(ogImageDefaultText(undefined)).toMatch(/без картинки: обложки у этой страницы нет/)
  })

  it('is in the SEO panel of every kind with a public page, and not of clients', () => {
    for (const view of Object.values(CONTENT_VIEWS)) {
      const field = view.fields.find((spec) => spec.name === 'og_image')
      if (view.type === 'clients') expect(field).toBeUndefined()
      else expect(field, view.type).toMatchObject({ group: 'seo', optional: true, control: { kind: 'og-image' } })
    }
  })

  it('goes to the API as it was picked, and empty as null', () => {
    const view = CONTENT_VIEWS.services
    expect(formValuesOf(view, { og_image: share }).og_image).toEqual(share)
    expect(formValuesOf(view, {}).og_image).toBeNull()
    expect(draftOf(view, formValuesOf(view, { og_image: share })).og_image).toEqual(share)
    expect(draftOf(view, formValuesOf(view, null)).og_image).toBeNull()
  })
})
