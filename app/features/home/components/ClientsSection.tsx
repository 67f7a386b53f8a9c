import type { Client } from '#app/features/clients/types.ts'
import { ListImage } from '#app/components/ui/images.tsx'
import { homeHeadings } from '../section-headings.ts'
import { HomeSection } from './HomeSection.tsx'

/** The clients' logos, as a calm grid. */
export function ClientsSection({ clients }: { clients: Client[] }) {
  return (
    <HomeSection heading={homeHeadings.clients} band className="container-page py-20 sm:py-24">
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((client) => (
          <li key={client.slug} className="flex items-center justify-center rounded-2xl border border-line bg-white p-4">
            {client.logo ? (
              <ListImage image={client.logo} shape="logo" className="h-auto w-full max-w-[180px]" />
            ) : (
              <span className="font-semibold text-ink">{client.name}</span>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
