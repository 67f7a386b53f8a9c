/** HTML written by editors and sanitized by the API when stored (api/content/sanitize.ts). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
