// One description of a mail, two renderings: plain text (always sent) and simple HTML with inline
// styles (mail clients ignore style sheets). Every string that reaches the HTML is escaped here, so
// templates never build markup from user input themselves.
import { agency } from '#shared/company.ts'

export interface MailSiteConfig {
  /** The agency's inbox: notifications go there, and replies to confirmations come back there. */
  agencyInbox: string
  /** The public site, without a trailing slash. */
  siteUrl: string
}

export interface Field {
  label: string
  /** Null or empty: shown as `empty` (or left out when `empty` is not given). */
  value: string | null | undefined
  /** What to show when there is no value, e.g. «не указан». */
  empty?: string
  /** A long text the person wrote: printed on its own lines, line breaks kept. */
  multiline?: boolean
  /** Makes the value a link in HTML (mailto:, tel:, https:). */
  href?: string
}

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'fields'; fields: Field[] }
  | { type: 'steps'; items: string[] }
  | { type: 'note'; text: string }
  /** A call to action: a button in HTML, «text: href» in plain text. Dropped href when it is not safe. */
  | { type: 'button'; text: string; href: string }
  /** A one-time code to type in: large and spaced out in HTML, alone on its line in plain text. */
  | { type: 'code'; text: string }

export interface MailContent {
  /** Used as the HTML title. */
  subject: string
  /** The main part of the mail. */
  blocks: Block[]
  /** Contacts and the like, set apart under a rule. */
  footer?: Block[]
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

/** Escaped text with its line breaks kept. */
const escapeLines = (value: string) => escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>')

/** A value for a subject line: one line, no runs of spaces, not endless. */
export function subjectPart(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/** Only links of these kinds become clickable; anything else is shown as text. */
const SAFE_HREF = /^(https?:|mailto:|tel:)/i
const isSafeHref = (href: string | undefined): href is string => !!href && SAFE_HREF.test(href)

const shownFields = (fields: Field[]) =>
  fields
    .map((field) => ({ ...field, shown: field.value != null && field.value.trim() !== '' ? field.value : field.empty }))
    .filter((field): field is typeof field & { shown: string } => field.shown !== undefined)

// ---------------------------------------------------------------- pieces shared by mails to clients

export function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

export const signature: Block = { type: 'paragraph', text: `С уважением,\nкоманда «${agency.name}»` }

/**
 * Contacts at the foot of every mail to a client, and why they got the mail. `ifNotYou` closes the
 * reason; pass null when the mail says itself what to do if it was not them.
 */
export function clientFooter(
  config: MailSiteConfig,
  reason: string,
  ifNotYou: string | null = 'Если это были не вы, просто удалите его.',
): Block[] {
  const host = hostOf(config.siteUrl)
  return [
    {
      type: 'fields',
      fields: [
        { label: 'Телефон', value: `${agency.phone.display} (${agency.hours})`, href: agency.phone.href },
        { label: 'Почта', value: config.agencyInbox, href: `mailto:${config.agencyInbox}` },
        { label: 'Адрес', value: agency.address },
        { label: 'Сайт', value: host, href: `${config.siteUrl}/` },
      ],
    },
    { type: 'note', text: [`Вы получили это письмо, потому что ${reason} на сайте ${host}.`, ifNotYou].filter(Boolean).join(' ') },
  ]
}

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as people in Moscow read it: «22 ноября 2026 в 14:05 (МСК)». */
export function formatMoscowDateTime(date: Date): string {
  // Built from parts: the joined ICU output («22 ноября 2026 г. в 14:05») differs between ICU versions.
  const parts = Object.fromEntries(MOSCOW_TIME.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.day} ${parts.month} ${parts.year} в ${parts.hour}:${parts.minute} (МСК)`
}

// ---------------------------------------------------------------- plain text

function textBlock(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
    case 'code':
      return block.text
    case 'button':
      return isSafeHref(block.href) ? `${block.text}: ${block.href}` : block.text
    case 'heading':
      return `${block.text}\n${'—'.repeat(Math.min(block.text.length, 40))}`
    case 'steps':
      return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n')
    case 'fields':
      // A long text gets blank lines around it, so it reads as a paragraph of its own.
      return shownFields(block.fields)
        .map((field) =>
          field.multiline && field.value
            ? `\n${field.label}:\n${field.shown.replace(/\r\n?/g, '\n').trim()}\n`
            : `${field.label}: ${field.shown}`,
        )
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
  }
}

function renderText(content: MailContent): string {
  const parts = content.blocks.map(textBlock)
  if (content.footer?.length) parts.push('--', ...content.footer.map(textBlock))
  return `${parts.join('\n\n')}\n`
}

// ---------------------------------------------------------------- HTML

const COLORS = { brand: '#0b6e4f', text: '#1f2a27', muted: '#5f6f6a', rule: '#e1e8e5', page: '#f2f5f4', panel: '#f7faf9' }
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif"

function link(text: string, href: string | undefined): string {
  if (!isSafeHref(href)) return escapeLines(text)
  return `<a href="${escapeHtml(href)}" style="color:${COLORS.brand};text-decoration:underline;">${escapeLines(text)}</a>`
}

function htmlBlock(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeLines(block.text)}</p>`
    case 'note':
      return `<p style="margin:0 0 12px;color:${COLORS.muted};font-size:13px;">${escapeLines(block.text)}</p>`
    case 'code':
      return `<p style="margin:0 0 20px;"><span style="display:inline-block;padding:12px 20px;background:${COLORS.panel};border:1px solid ${COLORS.rule};border-radius:6px;font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace;font-size:30px;line-height:1.2;font-weight:bold;letter-spacing:8px;color:${COLORS.text};">${escapeHtml(block.text)}</span></p>`
    case 'button': {
      if (!isSafeHref(block.href)) return `<p style="margin:0 0 16px;">${escapeLines(block.text)}</p>`
      const href = escapeHtml(block.href)
      // A link styled as a button inside a table cell: Outlook ignores padding on links, not on cells.
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 12px;"><tr><td bgcolor="${COLORS.brand}" style="background:${COLORS.brand};border-radius:6px;">`,
        `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.text)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 16px;color:${COLORS.muted};font-size:13px;">Если кнопка не работает, скопируйте ссылку в адресную строку браузера:<br><a href="${href}" style="color:${COLORS.brand};word-break:break-all;">${escapeHtml(block.href)}</a></p>`,
      ].join('')
    }
    case 'heading':
      return `<h2 style="margin:24px 0 12px;font-size:17px;line-height:1.3;color:${COLORS.text};">${escapeHtml(block.text)}</h2>`
    case 'steps':
      return `<ol style="margin:0 0 16px;padding-left:22px;">${block.items
        .map((item) => `<li style="margin:0 0 6px;">${escapeLines(item)}</li>`)
        .join('')}</ol>`
    case 'fields': {
      const rows = shownFields(block.fields).map((field) => {
        const empty = !field.value || field.value.trim() === ''
        const value = empty ? `<span style="color:${COLORS.muted};">${escapeHtml(field.shown)}</span>` : link(field.shown, field.href)
        if (field.multiline) {
          return `<tr><td colspan="2" style="padding:8px 0;border-top:1px solid ${COLORS.rule};"><div style="color:${COLORS.muted};font-size:13px;margin:0 0 4px;">${escapeHtml(field.label)}</div><div style="background:${COLORS.panel};padding:12px 14px;border-radius:6px;">${value}</div></td></tr>`
        }
        return `<tr><td style="padding:8px 16px 8px 0;border-top:1px solid ${COLORS.rule};color:${COLORS.muted};font-size:13px;vertical-align:top;white-space:nowrap;">${escapeHtml(field.label)}</td><td style="padding:8px 0;border-top:1px solid ${COLORS.rule};vertical-align:top;">${value}</td></tr>`
      })
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">${rows.join('')}</table>`
    }
  }
}

function renderHtml(content: MailContent): string {
  const footer = content.footer?.length
    ? `<tr><td style="padding:18px 28px 22px;border-top:1px solid ${COLORS.rule};color:${COLORS.muted};font-size:13px;line-height:1.5;">${content.footer.map(htmlBlock).join('')}</td></tr>`
    : ''
  return [
    '<!doctype html>',
    '<html lang="ru">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;${FONT};color:${COLORS.text};font-size:15px;line-height:1.55;">`,
    `<tr><td style="padding:18px 28px;background:${COLORS.brand};color:#ffffff;font-size:18px;font-weight:bold;letter-spacing:0.5px;border-radius:8px 8px 0 0;">${escapeHtml(agency.name)}</td></tr>`,
    `<tr><td style="padding:28px 28px 12px;">${content.blocks.map(htmlBlock).join('')}</td></tr>`,
    footer,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n')
}

export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) }
}
