import { notFound } from '@tanstack/react-router'
import { isApiStatus } from './errors.ts'

/** Runs an API read; an API 404 becomes the router's not-found (the 404 page with a real 404 status). */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound()
    throw error
  }
}
