declare const __BUILD_ID__: string

/** This build's id, fixed by vite.config.ts at build time ('development' under `vite dev`). */
export const BUILD_ID: string = __BUILD_ID__
