// Uploads in an S3-compatible object store (Yandex Object Storage, MinIO, AWS S3), shared by every
// instance of the site, through the official AWS SDK.
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3StorageConfig } from '../config.ts'
import { checkKey, type FileStore, FileStoreUnavailableError } from './store.ts'

/** A store that does not connect within this long is out of reach: the request answers 503 rather than hang. */
const CONNECT_TIMEOUT_MS = 5_000
/** The longest a started request may go without a byte from the store. */
const SOCKET_TIMEOUT_MS = 30_000

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

export function s3FileStore(config: S3StorageConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's own chain (environment, instance role) provides them.
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
    // One retry for a passing hiccup; more would only keep the visitor waiting for the 503.
    maxAttempts: 2,
  })
  const Bucket = config.bucket

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const Key = checkKey(key)
      try {
        // An object appears whole or not at all: S3 never shows a partly uploaded one.
        await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }))
      } catch (error) {
        throw new FileStoreUnavailableError('store', key, error)
      }
    },
    async get(key) {
      const Key = checkKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }))
        if (!(answer.Body instanceof Readable)) throw new Error('The store answered without a body')
        return { body: answer.Body, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw new FileStoreUnavailableError('read', key, error)
      }
    },
    async delete(keys) {
      // One request per key: DeleteObjects needs a checksum that not every S3-compatible store accepts.
      await Promise.all(
        keys.map(async (key) => {
          const Key = checkKey(key)
          try {
            await client.send(new DeleteObjectCommand({ Bucket, Key }))
          } catch (error) {
            if (!isMissing(error)) throw new FileStoreUnavailableError('delete', key, error)
          }
        }),
      )
    },
  }
}
