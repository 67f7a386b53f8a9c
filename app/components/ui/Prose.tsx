/**
 * A table can be wider than a phone, so it scrolls within itself there (site.css), and a region
 * that scrolls must be reachable from the keyboard. The sanitizer allows no attribute on `<table>`,
 * so a stored table opens with exactly this tag.
 */
const withKeyboardScroll = (html: string) => html.replaceAll('<table>', '<table tabindex="0">')

/** HTML written by editors and sanitized by the API when stored (api/content/sanitize.ts). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes this HTML before it is stored.
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: withKeyboardScroll(html) }} />
}
