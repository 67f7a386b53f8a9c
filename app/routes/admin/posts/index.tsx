import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { plural } from '#app/lib/plural.ts'
import { loadForStaff } from '#app/features/staff/access.ts'
import { listCountLead, StaffListScreen } from '#app/features/staff/components/StaffListScreen.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { PostFilters } from '#app/features/staff/posts/components/PostFilters.tsx'
import { PostList } from '#app/features/staff/posts/components/PostList.tsx'
import { isPostListFiltered, type PostListSearch, readPostListSearch } from '#app/features/staff/posts/post-search.ts'
import { adminPostsQuery } from '#app/features/staff/posts/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'

const postCount = (n: number) => `${n} ${plural(n, 'публикация', 'публикации', 'публикаций')}`

/** News and articles together, in any status: filters, search, order and page in the address. */
export const Route = createFileRoute('/admin/posts/')({
  // Read where it is used, in the area's chunk: a param that cannot be read is no filter.
  validateSearch: rawSearch<PostListSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(args, async () => {
      await args.context.queryClient.fetchQuery(adminPostsQuery(readPostListSearch(args.deps)))
      return { title: 'Публикации' }
    }),
  head: staffHead,
  component: PostsScreen,
})

function PostsScreen() {
  const search = readPostListSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  const { data: posts } = useSuspenseQuery(adminPostsQuery(search))
  const filtered = isPostListFiltered(search)
  return (
    <StaffListScreen
      title="Публикации"
      lead={listCountLead({ intro: 'Новости и статьи.', meta: posts.meta, filtered, count: postCount })}
      actions={
        <Link to="/admin/posts/new/" className="button-primary">
          Новая публикация
        </Link>
      }
      tools={<PostFilters search={search} onApply={(next) => navigate({ search: next })} />}
      list={{
        id: 'posts-list',
        title: 'Список публикаций',
        meta: posts.meta,
        rows: posts.data.length,
        filtered,
        empty: { none: 'Публикаций пока нет.', filtered: 'По этим условиям публикаций нет. Измените фильтры или сбросьте их.' },
        pagesLabel: 'Страницы публикаций',
      }}
    >
      <PostList posts={posts.data} />
    </StaffListScreen>
  )
}
