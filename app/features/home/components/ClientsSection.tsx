import type { Client } from '#app/features/clients/types.ts'
import { SectionHeading } from './SectionHeading.tsx'
import { ListImage } from '#app/components/ui/ListImage.tsx'

/** The clients' logos, as a calm grid. */
export function ClientsSection({ clients }: { clients: Client[] }) {
  return (
    <section className="border-line border-y bg-surface" aria-labelledby="home-clients">
      <div className="container-page py-20 sm:py-24">
        <SectionHeading
          id="home-clients"
          title="Нам доверяют"
          lead="Транспорт, ритейл, медицина, производство: с большинством клиентов мы работаем годами."
          more={{ label: 'Все клиенты', to: '/clients/' }}
        />
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
      </div>
    </section>
  )
}
