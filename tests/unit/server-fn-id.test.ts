import { describe, expect, it } from 'vitest'
import { serverFnId } from '#server/server-fn-id.ts'

describe('a server function’s id in a production build', () => {
  const logOut = { filename: 'app/features/auth/auth.functions.ts', functionName: 'logOut_createServerFn_handler' }

  it('is 12 characters an address carries as they are', () => {
    expect(serverFnId(logOut)).toMatch(/^[\w-]{12}$/)
  })

  it('is the same for the same function in every build, and another for another file or name', () => {
    const id = serverFnId(logOut)
    expect(serverFnId({ ...logOut })).toBe(id)
    expect(serverFnId({ ...logOut, filename: 'app/features/staff/staff.functions.ts' })).not.toBe(id)
    expect(serverFnId({ ...logOut, functionName: 'logIn_createServerFn_handler' })).not.toBe(id)
  })
})
