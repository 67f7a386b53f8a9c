import type { Client } from '../types.ts'
import { ListImage } from '#app/components/ui/images.tsx'

/** A client: logo, name, industry and what we do together. */
export function ClientCard({ client, eager = false }: { client: Client; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-white p-6 transition-[border-color,box-shadow] hover:border-brand-200 hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)] sm:p-7">
      <div className="flex h-28 items-center justify-center rounded-2xl bg-surface px-4">
        {client.logo ? (
          <ListImage image={client.logo} shape="logo" eager={eager} className="h-auto max-h-24 w-full max-w-60" />
        ) : (
          <span aria-hidden="true" className="font-extrabold text-2xl text-brand-700">
            {client.name}
          </span>
        )}
      </div>
      <div className="mt-6 flex flex-1 flex-col gap-3">
        {client.industry && (
          <p className="self-start rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 text-xs">{client.industry.title}</p>
        )}
        <h2 className="font-bold text-ink text-xl leading-snug tracking-tight">{client.name}</h2>
        {client.description && <p className="text-ink-muted leading-relaxed">{client.description}</p>}
      </div>
    </article>
  )
}
