import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Each test renders into an empty document (Testing Library unmounts by itself only with vitest's globals).
afterEach(cleanup)
