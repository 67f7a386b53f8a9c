/** Debian's Chromium, installed by scripts/ensure-chromium.ts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
