import { describe, expect, it } from 'vitest'
import { draftFor, valuesOfProfile } from '#app/features/profile/profile-draft.ts'

const profile = {
  id: 7,
  name: 'Ольга Смирнова',
  email: 'olga@example.ru',
  phone: '+79991234567',
  phone_display: '+7 (999) 123-45-67',
  company: null,
  email_verified_at: null,
  role: null,
  created_at: '2026-11-22T10:00:00Z',
}
const stored = (profileId: number, values: Partial<ReturnType<typeof valuesOfProfile>>) =>
  JSON.stringify({ profileId, values: { ...valuesOfProfile(profile), ...values } })

describe('unsaved edits of the profile kept across an ended session', () => {
  it('fill the form as the profile does, the phone as the mask shows it', () => {
    expect(valuesOfProfile(profile)).toEqual({ name: 'Ольга Смирнова', email: 'olga@example.ru', phone: '+7 (999) 123-45-67', company: '' })
  })

  it('come back to the same account', () => {
    expect(draftFor(stored(7, { name: 'Ольга Петровна' }), profile)).toMatchObject({ name: 'Ольга Петровна', email: 'olga@example.ru' })
  })

  it('never reach another account signed in in the same tab', () => {
    expect(draftFor(stored(8, { name: 'Ольга Петровна' }), profile)).toBeNull()
  })

  it('are not offered when they change nothing (spaces and the case of the address aside)', () => {
    expect(draftFor(stored(7, { name: ' Ольга Смирнова ', email: 'OLGA@example.ru' }), profile)).toBeNull()
  })

  it('are ignored when missing, unreadable or of another shape', () => {
    expect(draftFor(null, profile)).toBeNull()
    expect(draftFor('{not json', profile)).toBeNull()
    expect(draftFor(JSON.stringify({ profileId: 7, values: { name: 1 } }), profile)).toBeNull()
    expect(draftFor(JSON.stringify({ profileId: '7', values: valuesOfProfile(profile) }), profile)).toBeNull()
  })
})
