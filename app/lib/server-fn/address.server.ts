/**
 * Start's path of server functions; what follows it is the function's id. Not configuration: Start's
 * Vite plugin writes the value into the bundle at build time, which needs this exact expression.
 */
// biome-ignore lint/style/noProcessEnv: Start's Vite plugin replaces this very expression at build time; it is no setting of ours.
const SERVER_FN_BASE = process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'

/** True for an address of the server functions that names no function (Start would fail with 500). */
export function namesNoFunction(pathname: string): boolean {
  return pathname.startsWith(SERVER_FN_BASE) && pathname.slice(SERVER_FN_BASE.length).split('/')[0] === ''
}
