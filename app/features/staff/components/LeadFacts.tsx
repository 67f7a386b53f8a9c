import { type ReactNode, useId } from 'react'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { formatFileSize } from '#app/features/forms/attachment.ts'
import { deviceLabel } from '#shared/device-label.ts'
import { formatDateTime } from '../format.ts'
import type { Lead } from '../types.ts'
import { panelClass } from './AdminPageHeader.tsx'

/** A section of the lead's page: a panel with its heading. */
function FactsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-4 font-bold text-ink text-lg">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Terms and their values, two columns from a tablet on; a missing value reads «не указано». */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink-muted text-sm sm:pt-0.5">{term}</dt>
          <dd className="break-words text-ink">{value ?? <span className="text-ink-muted">не указано</span>}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The visitor's device named as the sessions list names it; the User-Agent it was read from only on request. */
function DeviceFact({ device, userAgent }: { device: NonNullable<Lead['device']>; userAgent: string | null }) {
  return (
    <>
      <span>{deviceLabel(device)}</span>
      {userAgent && (
        <details className="mt-1 text-sm">
          <summary className="w-fit cursor-pointer text-ink-muted">Строка User-Agent</summary>
          <p className="mt-1 break-all text-ink-muted">{userAgent}</p>
        </details>
      )}
    </>
  )
}

/** Everything the visitor sent, and what the site recorded with it. */
export function LeadFacts({ lead }: { lead: Lead }) {
  const brief = lead.kind === 'brief'
  return (
    <div className="flex flex-col gap-5">
      <FactsSection title="Контакты">
        <Facts
          rows={[
            ['Имя', lead.name],
            ...(brief ? [['Компания', lead.company] as [string, ReactNode]] : []),
            [
              'Почта',
              lead.email && (
                <a href={`mailto:${lead.email}`} className={textLinkClass}>
                  {lead.email}
                </a>
              ),
            ],
            [
              'Телефон',
              lead.phone && (
                <a href={`tel:${lead.phone}`} className={textLinkClass}>
                  {lead.phone_display}
                </a>
              ),
            ],
          ]}
        />
      </FactsSection>
      <FactsSection title={brief ? 'Задача' : 'Сообщение'}>
        {/* The visitor's own line breaks are kept. */}
        <p className="whitespace-pre-line break-words text-ink leading-relaxed">{lead.text}</p>
      </FactsSection>
      {brief && (
        <FactsSection title="Что выбрано в брифе">
          <Facts
            rows={[
              ['Услуги', lead.services.length > 0 ? lead.services.join(', ') : null],
              ['Бюджет', lead.budget],
              ['Сроки', lead.deadline],
              [
                'Файл',
                lead.attachment && (
                  <>
                    {/* A plain link, not the router's: the site's server route hands the file over as a download. */}
                    <a href={`/admin/leads/brief/${lead.id}/attachment/`} download className={textLinkClass}>
                      {lead.attachment.filename}
                    </a>{' '}
                    <span className="text-ink-muted text-sm">({formatFileSize(lead.attachment.size)})</span>
                  </>
                ),
              ],
            ]}
          />
        </FactsSection>
      )}
      <FactsSection title="Служебные сведения">
        <Facts
          rows={[
            ['Получена', formatDateTime(lead.created_at)],
            ['Согласие на обработку данных', formatDateTime(lead.consent_at)],
            ['IP-адрес', lead.ip],
            ['Устройство', lead.device && <DeviceFact device={lead.device} userAgent={lead.user_agent} />],
            ['Изменена', formatDateTime(lead.updated_at)],
          ]}
        />
      </FactsSection>
    </div>
  )
}
