import { describe, expect, it } from 'vitest'
import { DatabaseClosedError } from '#api/db/client.ts'
import { DatabaseUnresponsiveError } from '#api/db/liveness.ts'
import { isDatabaseUnavailable } from '#api/db/unavailable.ts'

/** What Drizzle throws: its own error, with the driver's error as the cause. */
const failedQuery = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause })
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a pool that was ended', withCode('CONNECTION_ENDED', 'write CONNECTION_ENDED 127.0.0.1:5432')],
    ['a connection that timed out', withCode('CONNECT_TIMEOUT')],
    ['a broken connection (SQLSTATE 08006)', withCode('08006')],
    ['a server shutting down (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a server out of connections (53300)', withCode('53300')],
    ['a statement past the statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a database that did not answer a liveness probe', new DatabaseUnresponsiveError()],
    ['a closed embedded database', new DatabaseClosedError()],
  ])('is true for %s, wrapped by Drizzle or not', (_, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(true)
    expect(isDatabaseUnavailable(cause)).toBe(true)
  })

  it.each([
    ['a missing table (42P01)', withCode('42P01')],
    ['a unique violation (23505)', withCode('23505')],
    ['a plain error', new Error('boom')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(false)
    expect(isDatabaseUnavailable(cause)).toBe(false)
  })
})
