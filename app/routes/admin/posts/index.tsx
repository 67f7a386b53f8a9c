import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { plural } from '#app/lib/plural.ts'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { ListSection } from '#app/features/staff/components/ListSection.tsx'
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
  const { current_page: page, last_page: lastPage, total } = posts.meta
  const found = isPostListFiltered(search) ? `Найдено: ${postCount(total)}` : `Всего ${postCount(total)}`
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        title="Публикации"
        lead={lastPage > 1 ? `Новости и статьи. ${found}, страница ${page} из ${lastPage}.` : `Новости и статьи. ${found}.`}
        actions={
          <Link to="/admin/posts/new/" className="button-primary">
            Новая публикация
          </Link>
        }
      />
      <PostFilters search={search} onApply={(next) => navigate({ search: next })} />
      <ListSection
        id="posts-list"
        title="Список публикаций"
        meta={posts.meta}
        empty={
          posts.data.length > 0
            ? null
            : isPostListFiltered(search)
              ? 'По этим условиям публикаций нет. Измените фильтры или сбросьте их.'
              : 'Публикаций пока нет.'
        }
        pagesLabel="Страницы публикаций"
      >
        <PostList posts={posts.data} />
      </ListSection>
    </div>
  )
}
