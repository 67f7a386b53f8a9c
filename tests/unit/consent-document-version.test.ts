import { describe, expect, it } from 'vitest'
import { documentVersion, type VersionedPage } from '#api/services/consents.ts'

const policy: VersionedPage = {
  slug: 'privacy',
  title: 'Политика обработки персональных данных',
  lead: 'Как мы обрабатываем данные.',
  body: '<p>Текст политики.</p>',
  blocks: [],
  updatedAt: new Date('2026-11-25T07:00:00Z'),
}

describe('the version of a legal page a consent names', () => {
  it('is 16 hex digits of the text, with the edition’s date', () => {
    expect(documentVersion(policy)).toEqual({
      document: 'privacy',
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
      dated: '2026-11-25T07:00:00.000Z',
    })
  })

  it('stays the same when only the time of a save changes', () => {
    expect(documentVersion({ ...policy, updatedAt: new Date('2026-12-01T10:00:00Z') }).version).toBe(documentVersion(policy).version)
  })

  it('changes with any change of the words a visitor reads: title, lead, body or blocks', () => {
    const base = documentVersion(policy).version
    const edits: Partial<VersionedPage>[] = [
      { title: 'Политика конфиденциальности' },
      { lead: null },
      { body: '<p>Текст политики!</p>' },
      { blocks: [{ type: 'stats', items: [{ value: '1', label: 'пункт' }] }] },
    ]
    for (const edit of edits) expect(documentVersion({ ...policy, ...edit }).version, JSON.stringify(edit)).not.toBe(base)
  })
})
