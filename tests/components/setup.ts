import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Each test renders into an empty document (Testing Library unmounts by itself only with vitest's globals).
afterEach(cleanup)

// findBy… and waitFor wait for a state, not for a time: their limit is for a stuck test, so it must
// hold on a machine busy with the browser suite beside it (the default second did not).
configure({ asyncUtilTimeout: 10_000 })
