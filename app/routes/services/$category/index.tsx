import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { serviceCrumbs } from '#app/features/services/crumbs.ts'
import { serviceCategoryQuery } from '#app/features/services/queries.ts'
import { breadcrumbJsonLd, seo, siteUrlOf } from '#app/lib/seo.ts'
import { ServiceCategoryView } from '#app/features/services/components/ServiceCategoryPage.tsx'

export const Route = createFileRoute('/services/$category/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(serviceCategoryQuery(params.category)),
  head: (context) => {
    const category = context.loaderData
    if (!category) return {}
    return seo(context, {
      title: category.seo.title,
      description: category.seo.description,
      image: category.seo.image?.src,
      jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), serviceCrumbs(category))],
    })
  },
  component: ServiceCategoryPage,
})

function ServiceCategoryPage() {
  const params = Route.useParams()
  const { data: category } = useSuspenseQuery(serviceCategoryQuery(params.category))
  return <ServiceCategoryView category={category} />
}
