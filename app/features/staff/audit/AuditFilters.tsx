import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '#shared/contract/staff-labels.ts'
import type { AuditSearch } from '../page-search.ts'

const ANY = { value: '', label: 'Все' }

/** A day field of the filters (the browser's own date picker). */
function DayField({ id, name, label, value }: { id: string; name: string; label: string; value: string | undefined }) {
  return (
    <FieldFrame id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={value} className={`${controlClass} min-h-12`} />
    </FieldFrame>
  )
}

/**
 * The audit log's filters: who, what they did, to which kind of item, and between which days (Moscow
 * days, both included). They live in the address, so a filtered log can be sent to a colleague; one
 * item's history comes from the «История» link of its rows and is reset here with the rest.
 */
export function AuditFilters({
  search,
  staff,
  itemTitle,
  onApply,
}: {
  search: AuditSearch
  staff: { id: number; name: string }[]
  /** The title of the one item the log is narrowed to, if any. */
  itemTitle: string | null
  onApply: (search: AuditSearch) => void
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    const actor = Number(field.text('actor'))
    onApply({
      actor: actor > 0 ? actor : undefined,
      action: field.text('action') || undefined,
      type: field.text('type') || undefined,
      item: field.text('type') === search.type ? search.item : undefined,
      from: field.text('from') || undefined,
      to: field.text('to') || undefined,
    })
  }
  const filtered = Object.entries(search).some(([name, value]) => name !== 'page' && value !== undefined)
  return (
    <search aria-label="Фильтры журнала">
      <form
        key={JSON.stringify(search)}
        method="get"
        action="/admin/audit/"
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-5 lg:items-end"
      >
        <SelectField
          id="audit-actor"
          name="actor"
          label="Кто"
          options={[ANY, ...staff.map((member) => ({ value: String(member.id), label: member.name }))]}
          defaultValue={search.actor ? String(search.actor) : ''}
        />
        <SelectField
          id="audit-action"
          name="action"
          label="Что сделал"
          options={[ANY, ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))]}
          defaultValue={search.action ?? ''}
        />
        <SelectField
          id="audit-type"
          name="type"
          label="С чем"
          options={[ANY, ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))]}
          defaultValue={search.type ?? ''}
        />
        <DayField id="audit-from" name="from" label="С дня" value={search.from} />
        <DayField id="audit-to" name="to" label="По день" value={search.to} />
        {search.item && <input type="hidden" name="item" value={search.item} />}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {filtered && (
            <Link to="/admin/audit/" className="button-secondary">
              Сбросить
            </Link>
          )}
          {itemTitle && <p className="text-ink-muted text-sm">Только записи об элементе «{itemTitle}».</p>}
        </div>
      </form>
    </search>
  )
}
