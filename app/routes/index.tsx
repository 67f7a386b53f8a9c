import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#app/features/pages/components/PageBlocks.tsx'
import { pageQuery } from '#app/features/pages/queries.ts'
import { seo, siteUrlOf } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'

/** schema.org Organization: who the agency is and how to reach it. */
function organizationJsonLd(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    foundingDate: String(site.foundedYear),
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: 'Москва', addressCountry: 'RU' },
  }
}

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('home')),
  head: (context) =>
    context.loaderData
      ? seo(context, {
          title: context.loaderData.seo.title,
          description: context.loaderData.seo.description,
          jsonLd: [organizationJsonLd(siteUrlOf(context.matches))],
        })
      : {},
  component: HomePage,
})

function HomePage() {
  const { data: page } = useSuspenseQuery(pageQuery('home'))
  return <PageBlocks blocks={page.blocks} />
}
