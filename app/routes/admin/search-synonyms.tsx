import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { useChangeNotice } from '#app/features/staff/components/change-notice.tsx'
import { NewSynonymGroup, SynonymGroupList } from '#app/features/staff/components/SearchSynonyms.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { refreshStaffData, synonymGroupsQuery } from '#app/features/staff/queries.ts'

/** The site search's synonym groups, for editors and admins. */
export const Route = createFileRoute('/admin/search-synonyms')({
  loader: (args) =>
    loadForStaff(args, async () => {
      await args.context.queryClient.fetchQuery(synonymGroupsQuery)
      return { title: 'Синонимы поиска' }
    }),
  head: staffHead,
  component: SearchSynonymsScreen,
})

function SearchSynonymsScreen() {
  const queryClient = useQueryClient()
  const { data: groups } = useSuspenseQuery(synonymGroupsQuery)
  const notice = useChangeNotice()
  const changed = async (message: string) => {
    notice.setNotice(message)
    await refreshStaffData(queryClient)
  }
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        title="Синонимы поиска"
        lead="Слова, которые поиск по сайту читает как одно: запрос с любым из них находит и то, что находят остальные. Так «SEO» находит страницы о продвижении, а «e-commerce» — об интернет-магазинах. Изменения действуют сразу."
      />
      <NewSynonymGroup onSaved={changed} />
      <section aria-labelledby="synonyms-list-title" className="flex flex-col gap-4">
        <h2 id="synonyms-list-title" className="font-bold text-ink text-xl">
          Все группы: {groups.length}
        </h2>
        {notice.view}
        {groups.length > 0 ? (
          <SynonymGroupList groups={groups} onChanged={changed} />
        ) : (
          <p className="text-ink-muted">Групп пока нет: поиск находит только то, что написано.</p>
        )}
      </section>
    </div>
  )
}
