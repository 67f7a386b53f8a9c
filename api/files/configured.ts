// The file store a configuration names (FILE_STORAGE), made once and kept.
import type { FileStorageConfig } from '../config.ts'
import { localFileStore } from './local.ts'
import { s3FileStore } from './s3.ts'
import type { FileStore } from './store.ts'

// One store per configuration: the S3 client keeps its connections for the life of the process.
const stores = new WeakMap<FileStorageConfig, FileStore>()

/** The store a configuration describes. */
export function fileStoreOf(config: { files: FileStorageConfig }): FileStore {
  let store = stores.get(config.files)
  if (!store) {
    store = config.files.kind === 's3' ? s3FileStore(config.files) : localFileStore(config.files.dir)
    stores.set(config.files, store)
  }
  return store
}
