// Defined in the server bundle only (vite.config.ts): the client's chunks carry no build id, so
// their names depend on the code alone. Pages learn their build from their HTML (page-build.ts).
declare const __BUILD_ID__: string
declare const __BUILD_TIME__: string

/** This build's id, fixed by vite.config.ts at build time ('development' under `vite dev`). */
export const BUILD_ID: string = __BUILD_ID__
/** When this build was made (ISO 8601), fixed with the id; under `vite dev`, when the dev server started. */
export const BUILD_TIME: string = __BUILD_TIME__
