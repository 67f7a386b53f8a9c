/** HTML written by editors and sanitized by the API when stored (api/content/sanitize.ts). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes this HTML before it is stored.
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
