// Uploads on the local disk, under one folder: the default when the site runs on one machine.
import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { checkKey, type FileStore, FileStoreUnavailableError } from './store.ts'

/**
 * Only a missing path is no file under the key (404). Anything else in its place (a folder, a file
 * where a folder of ours should be, something not a regular file, no permission) is the store failing.
 */
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT'

/** Something other than a regular file under a key: the folder is damaged, not the file missing. */
class NotAFileError extends Error {
  override name = 'NotAFileError'
}

export function localFileStore(folder: string): FileStore {
  const root = resolve(folder)
  const pathOf = (key: string) => join(root, checkKey(key))

  return {
    kind: 'local',
    async put(key, bytes) {
      const target = pathOf(key)
      // Written aside and renamed into place: a reader, or a crash, never leaves half a file under the key.
      const partial = join(dirname(target), `.${randomUUID()}.partial`)
      try {
        await mkdir(dirname(target), { recursive: true })
        await writeFile(partial, bytes, { flag: 'wx' })
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true }).catch(() => {})
        throw new FileStoreUnavailableError('store', key, error)
      }
    },
    async get(key) {
      const path = pathOf(key)
      try {
        const handle = await open(path, 'r')
        const stats = await handle.stat().catch(async (error: unknown) => {
          await handle.close()
          throw error
        })
        if (!stats.isFile()) {
          await handle.close()
          throw new NotAFileError('Not a regular file')
        }
        return { body: handle.createReadStream(), size: stats.size, lastModified: stats.mtime }
      } catch (error) {
        if (isMissing(error)) return null
        throw new FileStoreUnavailableError('read', key, error)
      }
    },
    async delete(keys) {
      for (const key of keys) {
        const path = pathOf(key)
        try {
          await rm(path, { force: true })
        } catch (error) {
          throw new FileStoreUnavailableError('delete', key, error)
        }
        // The folders a key made (media/<uuid>/, briefs/<uuid>/) go with their last file.
        for (let parent = dirname(path); parent.startsWith(root) && parent !== root; parent = dirname(parent)) {
          if (
            !(await rmdir(parent).then(
              () => true,
              () => false,
            ))
          )
            break
        }
      }
    },
  }
}
