import { displayHost, isWebUrl } from '../format.ts'
import type { PortfolioClient } from '../types.ts'
import { ExternalLinkItem } from './ExternalLinkItem.tsx'

/** The client's logo and website, under a group's title. */
export function ClientBadge({ client }: { client: PortfolioClient }) {
  const website = isWebUrl(client.website) ? client.website : null
  if (!client.logo && !website) return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-3">
      {client.logo && (
        <span className="inline-flex h-16 items-center rounded-2xl border border-line bg-white px-4">
          <img src={client.logo.src} alt={client.logo.alt} width={240} height={96} className="h-12 w-auto" decoding="async" />
        </span>
      )}
      {website && (
        <p className="flex flex-col gap-0.5 text-sm">
          <span className="text-ink-muted">Сайт клиента</span>
          <ExternalLinkItem href={website} label={displayHost(website)} />
        </p>
      )}
    </div>
  )
}
