/**
 * HTML written by editors, sanitized by the API when stored (api/content/sanitize.ts) and prepared
 * by it for reading (api/content/reading.ts: tables that become cards on a phone or scroll).
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes this HTML before it is stored.
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
