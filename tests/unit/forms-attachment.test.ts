import { describe, expect, it } from 'vitest'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPES_MESSAGE,
  attachmentProblem,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
} from '#app/features/forms/attachment.ts'
import { ALLOWED_EXTENSIONS, MAX_ATTACHMENT_BYTES as API_MAX_BYTES } from '#api/services/attachments.ts'

describe('attachmentProblem', () => {
  it('accepts the types the API accepts, whatever the case of the extension', () => {
    for (const extension of ALLOWED_EXTENSIONS) {
      expect(attachmentProblem({ name: `file.${extension}`, size: 1000 })).toBeNull()
    }
    expect(attachmentProblem({ name: 'Смета.PDF', size: 1000 })).toBeNull()
  })

  it('refuses other types, files without an extension, empty files and files over 10 MB', () => {
    expect(attachmentProblem({ name: 'setup.exe', size: 1000 })).toBe(ATTACHMENT_TYPES_MESSAGE)
    expect(attachmentProblem({ name: 'pdf', size: 1000 })).toBe(ATTACHMENT_TYPES_MESSAGE)
    expect(attachmentProblem({ name: 'brief.pdf', size: 0 })).toBe('Файл пустой.')
    expect(attachmentProblem({ name: 'brief.pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull()
    expect(attachmentProblem({ name: 'brief.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(ATTACHMENT_TOO_LARGE_MESSAGE)
  })

  it('agrees with the API on the limit and the list', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(API_MAX_BYTES)
    expect(ATTACHMENT_ACCEPT.split(',').sort()).toEqual(ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).sort())
  })
})

describe('formatFileSize', () => {
  it.each([
    [820, '820 Б'],
    [12_288, '12 КБ'],
    [2.4 * 1024 * 1024, '2,4 МБ'],
    [10 * 1024 * 1024, '10 МБ'],
  ])('%i bytes read as %j', (bytes, text) => {
    expect(formatFileSize(bytes).replace(/\u00a0/g, ' ')).toBe(text)
  })
})
