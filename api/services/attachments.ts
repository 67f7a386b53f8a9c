import { randomUUID } from 'node:crypto'
import { extname } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import type { StoredAttachment } from '../db/schema/index.ts'
import type { FileStore } from '../files/store.ts'

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'Файл больше 10 МБ. Сожмите его или пришлите ссылку в описании.'

interface FileKind {
  /** The type the file is stored and mailed as. */
  mime: string
  /** What a content sniffer may report for a genuine file of this kind. */
  sniffed: string[]
}

// Office files of 1997-2003 are OLE containers (x-cfb); newer ones are zip packages, which a
// sniffer names either by their own type or as plain zip.
const legacyOffice = (mime: string): FileKind => ({ mime, sniffed: ['application/x-cfb'] })
const openXml = (mime: string): FileKind => ({ mime, sniffed: [mime, 'application/zip'] })
const same = (mime: string): FileKind => ({ mime, sniffed: [mime] })

const ALLOWED: Record<string, FileKind> = {
  pdf: same('application/pdf'),
  doc: legacyOffice('application/msword'),
  xls: legacyOffice('application/vnd.ms-excel'),
  ppt: legacyOffice('application/vnd.ms-powerpoint'),
  docx: openXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: openXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: openXml('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  png: same('image/png'),
  jpg: same('image/jpeg'),
  jpeg: same('image/jpeg'),
  zip: same('application/zip'),
}

const extensionOf = (name: string) => extname(name).slice(1).toLowerCase()

export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED)

/** Why a file cannot be accepted, in words for the person, or null when it can. */
export async function attachmentProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'Файл пустой.'
  if (file.size > MAX_ATTACHMENT_BYTES) return TOO_LARGE_MESSAGE
  const kind = ALLOWED[extensionOf(file.name)]
  if (!kind) return 'Подойдут файлы PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, PNG, JPG или ZIP.'
  // The name can lie: the content must be of the type the extension claims.
  const detected = await fileTypeFromBuffer(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()))
  if (!detected || !kind.sniffed.includes(detected.mime)) return 'Содержимое файла не совпадает с его расширением.'
  return null
}

/** A file name that is safe on any file system and in a mail header, keeping its extension. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file'
  const extension = extname(base).toLowerCase()
  const stem = base
    .slice(0, base.length - extension.length)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
  return `${stem || 'file'}${extension}`
}

/** Saves a file that passed attachmentProblem() in the file store; returns what the database keeps about it. */
export async function storeAttachment(files: FileStore, folder: string, file: File): Promise<StoredAttachment> {
  const filename = safeFilename(file.name)
  // A folder of its own: two files of one name never meet.
  const path = `${folder}/${randomUUID()}/${filename}`
  const contentType = ALLOWED[extensionOf(filename)]?.mime ?? 'application/octet-stream'
  await files.put(path, new Uint8Array(await file.arrayBuffer()), contentType)
  return { path, filename, contentType, size: file.size }
}

/** Removes stored attachments (their request could not be saved, or was erased). */
export async function removeAttachments(files: FileStore, attachments: readonly StoredAttachment[]): Promise<void> {
  await files.delete(attachments.map((attachment) => attachment.path))
}
