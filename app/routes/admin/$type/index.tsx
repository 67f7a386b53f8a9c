import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { EditorialList } from '#app/features/staff/components/EditorialList.tsx'
import { listCountLead, StaffListScreen } from '#app/features/staff/components/StaffListScreen.tsx'
import { ContentFilters } from '#app/features/staff/content/components/ContentFilters.tsx'
import { ContentTypeNav } from '#app/features/staff/content/components/ContentTypeNav.tsx'
import { type ContentListSearch, isContentListFiltered, readContentListSearch } from '#app/features/staff/content/content-search.ts'
import { CONTENT_VIEWS, contentTypeOf } from '#app/features/staff/content/content-types.ts'
import { adminTagsQuery, contentListQuery, itemOptionsQuery } from '#app/features/staff/content/queries.ts'
import { TagsScreen, tagKindOf } from '#app/features/staff/content/components/TagsScreen.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { rawSearch } from '#app/lib/route-search.ts'
import type { TagKind } from '#shared/contract/editorial.ts'

/**
 * A kind of content in any status (/admin/services/): filters, search, order and page in the
 * address; and the tag vocabularies (/admin/tags/).
 */
export const Route = createFileRoute('/admin/$type/')({
  // Read where it is used, in the area's chunk: a param that cannot be read is no filter.
  validateSearch: rawSearch<ContentListSearch & { kind?: TagKind }>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(args, async () => {
      // The tag vocabularies live beside the kinds of content (/admin/tags/).
      if (args.params.type === 'tags') {
        await args.context.queryClient.fetchQuery(adminTagsQuery(tagKindOf(args.deps)))
        return { title: 'Метки' }
      }
      const type = contentTypeOf(args.params.type)
      if (!type) throw notFound()
      const view = CONTENT_VIEWS[type]
      const { queryClient } = args.context
      await Promise.all([
        queryClient.fetchQuery(contentListQuery(type, readContentListSearch(args.deps))),
        view.parent && queryClient.fetchQuery(itemOptionsQuery(view.parent.of)),
      ])
      return { title: view.title }
    }),
  head: staffHead,
  component: ContentScreen,
})

function ContentScreen() {
  const { type } = Route.useParams()
  const search = Route.useSearch()
  return type === 'tags' ? <TagsScreen kind={tagKindOf(search)} /> : <ContentListScreen />
}

function ContentListScreen() {
  const type = contentTypeOf(Route.useParams().type)!
  const view = CONTENT_VIEWS[type]
  const search = readContentListSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  const { data: items } = useSuspenseQuery(contentListQuery(type, search))
  const filtered = isContentListFiltered(search)
  return (
    <StaffListScreen
      nav={<ContentTypeNav />}
      title={view.title}
      lead={listCountLead({ intro: view.lead, meta: items.meta, filtered, count: view.count })}
      actions={
        view.fixed ? undefined : (
          <Link
            to="/admin/$type/$id/"
            params={{ type, id: 'new' }}
            search={search.parent ? { parent: search.parent } : {}}
            className="button-primary"
          >
            {view.newTitle}
          </Link>
        )
      }
      tools={<ContentFilters view={view} search={search} onApply={(next) => navigate({ search: next })} />}
      list={{
        id: 'content-list',
        title: `Список: ${view.title.toLowerCase()}`,
        meta: items.meta,
        rows: items.data.length,
        filtered,
        empty: { none: 'Здесь пока пусто.', filtered: 'По этим условиям ничего нет. Измените фильтры или сбросьте их.' },
        pagesLabel: `Страницы: ${view.title.toLowerCase()}`,
      }}
    >
      <EditorialList
        items={items.data}
        caption={view.title}
        column={view.parent && { label: view.parent.label, of: (item) => item.parent?.title }}
        link={(item, className) => (
          <Link to="/admin/$type/$id/" params={{ type, id: String(item.id) }} className={className}>
            {item.title}
          </Link>
        )}
      />
    </StaffListScreen>
  )
}
