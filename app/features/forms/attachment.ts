/** The brief's attachment rules, as the API checks them (api/services/attachments.ts). */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg', 'zip'] as const

/** The file input's `accept`: .pdf,.doc,... */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export const ATTACHMENT_TYPES_MESSAGE = 'Подойдут файлы PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, PNG, JPG или ZIP.'
export const ATTACHMENT_TOO_LARGE_MESSAGE = 'Файл больше 10 МБ. Сожмите его или пришлите ссылку в описании.'

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Why the chosen file cannot be sent, or null when it can. The API also checks the content. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return ATTACHMENT_TYPES_MESSAGE
  if (file.size === 0) return 'Файл пустой.'
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_TOO_LARGE_MESSAGE
  return null
}

const sizeFormat = (maximumFractionDigits: number) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits })

/** A file size as people read it: 820 Б, 12 КБ, 2,4 МБ. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`
  if (bytes < 1024 * 1024) return `${sizeFormat(0).format(Math.round(bytes / 1024))} КБ`
  return `${sizeFormat(1).format(bytes / (1024 * 1024))} МБ`
}
