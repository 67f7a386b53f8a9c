import * as v from 'valibot'
import type { Profile } from '#app/features/auth/types.ts'

/**
 * Edits of the profile's details that were not saved when the session ended: kept in this tab
 * (sessionStorage) for the same account only, and offered again once the person has signed back in.
 * Passwords are never kept.
 */
const DraftValues = v.object({
  name: v.pipe(v.string(), v.maxLength(1000)),
  email: v.pipe(v.string(), v.maxLength(1000)),
  phone: v.pipe(v.string(), v.maxLength(1000)),
  company: v.pipe(v.string(), v.maxLength(1000)),
})
/** A stored draft: JSON of the account's id and its values (anything else reads as no draft). */
const StoredDraft = v.pipe(v.string(), v.parseJson(), v.object({ profileId: v.number(), values: DraftValues }))

export type ProfileDraftValues = v.InferOutput<typeof DraftValues>

const STORAGE_KEY = 'profile-draft'

/** The form's values as the profile fills them in (the phone as the mask shows it). */
export const valuesOfProfile = (profile: Profile): ProfileDraftValues => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone_display ?? '',
  company: profile.company ?? '',
})

const sameValues = (a: ProfileDraftValues, b: ProfileDraftValues) =>
  a.name.trim() === b.name.trim() &&
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() &&
  a.phone.trim() === b.phone.trim() &&
  a.company.trim() === b.company.trim()

/** What a stored draft gives back to this profile's form: only its own account's, and only real changes. */
export function draftFor(stored: string | null, profile: Profile): ProfileDraftValues | null {
  const draft = v.safeParse(StoredDraft, stored)
  if (!draft.success || draft.output.profileId !== profile.id) return null
  return sameValues(draft.output.values, valuesOfProfile(profile)) ? null : draft.output.values
}

/** Storage may be off (private mode, a full quota): a draft is a kindness, never a failure. */
function withStorage<T>(use: (storage: Storage) => T, fallback: T): T {
  try {
    return use(window.sessionStorage)
  } catch {
    return fallback
  }
}

export const loadProfileDraft = (profile: Profile) =>
  draftFor(
    withStorage((storage) => storage.getItem(STORAGE_KEY), null),
    profile,
  )

export function saveProfileDraft(profile: Profile, values: ProfileDraftValues): void {
  withStorage((storage) => storage.setItem(STORAGE_KEY, JSON.stringify({ profileId: profile.id, values })), undefined)
}

export function clearProfileDraft(): void {
  withStorage((storage) => storage.removeItem(STORAGE_KEY), undefined)
}
