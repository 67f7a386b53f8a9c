// Where uploaded files live: one small interface, kept on local disk (one machine) or in an
// S3-compatible object store that every instance shares. Every reader and writer of uploads goes
// through it; the database keeps only the keys.
import type { Readable } from 'node:stream'
import type { FileStorageConfig } from '../config.ts'

/** A stored file, opened for reading: its bytes come as a stream, never whole into memory. */
export interface StoredFile {
  body: Readable
  size: number
  lastModified: Date
}

export interface FileStore {
  readonly kind: FileStorageConfig['kind']
  /** Stores a whole file under `key`; a reader sees either all of it or nothing. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>
  /** Removes these files; keys that are already gone are no error. */
  delete(keys: readonly string[]): Promise<void>
}

/**
 * The store could not be reached or refused the operation (network, credentials, full disk): a
 * passing outage for the person (503), a fault for the operator to see in the log.
 */
export class FileStoreUnavailableError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`File store failed to ${operation} ${key}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'FileStoreUnavailableError'
  }
}

/**
 * Keys are relative paths like `briefs/<uuid>/file.pdf`: no empty, `.` or `..` segments and no
 * backslashes, so a key read back from the database can never reach outside the store's folder.
 */
export function checkKey(key: string): string {
  const segments = key.split('/')
  if (key.includes('\\') || key.includes('\0') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`File key ${JSON.stringify(key)} is outside the file store`)
  }
  return key
}
