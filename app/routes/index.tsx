import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#app/features/pages/components/PageBlocks.tsx'
import { pageQuery } from '#app/features/pages/queries.ts'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('home')),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: loaderData.seo.title },
          ...(loaderData.seo.description ? [{ name: 'description', content: loaderData.seo.description }] : []),
          { property: 'og:title', content: loaderData.seo.title },
          { property: 'og:type', content: 'website' },
        ]
      : [],
  }),
  component: HomePage,
})

function HomePage() {
  const { data: page } = useSuspenseQuery(pageQuery('home'))
  return <PageBlocks blocks={page.blocks} />
}
