import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { serviceCrumbs } from '#app/features/services/crumbs.ts'
import { serviceJsonLd } from '#app/features/services/json-ld.ts'
import { serviceQuery } from '#app/features/services/queries.ts'
import { breadcrumbJsonLd, seo, siteUrlOf } from '#app/lib/seo.ts'
import { ServiceView } from '#app/features/services/components/ServicePage.tsx'

export const Route = createFileRoute('/services/$category/$slug')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(serviceQuery(params.category, params.slug)),
  head: (context) => {
    const service = context.loaderData
    if (!service) return {}
    const siteUrl = siteUrlOf(context.matches)
    return seo(context, {
      title: service.seo.title,
      description: service.seo.description,
      image: service.seo.image?.src,
      jsonLd: [
        breadcrumbJsonLd(siteUrl, serviceCrumbs(service.category, service)),
        serviceJsonLd({
          siteUrl,
          path: `/services/${service.category.slug}/${service.slug}/`,
          name: service.title,
          description: service.seo.description ?? service.excerpt,
          serviceType: service.category.title,
          priceFrom: service.price_from,
        }),
      ],
    })
  },
  component: ServicePage,
})

function ServicePage() {
  const params = Route.useParams()
  const { data: service } = useSuspenseQuery(serviceQuery(params.category, params.slug))
  return <ServiceView service={service} />
}
