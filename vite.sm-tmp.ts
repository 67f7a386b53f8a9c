import { mergeConfig } from 'vite'
import base from './vite.config.ts'
export default (env: any) => mergeConfig((base as any)(env), { build: { sourcemap: true } })
