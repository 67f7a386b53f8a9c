import { type HeadContext, seo } from '#app/lib/seo.ts'

/** What a staff screen's loader answers: the screen's title (loadForStaff). */
export interface StaffScreenData {
  title: string
}

/**
 * The head of a staff screen: the title its loader named (so that the words stay in the area's
 * chunk, not in every page's entry), never indexed.
 */
export const staffHead = (context: HeadContext & { loaderData?: StaffScreenData }) =>
  seo(context, { title: `${context.loaderData?.title ?? 'Управление'} — управление сайтом`, description: null, noindex: true })
