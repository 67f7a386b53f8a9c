import type { Database } from '#api/db/client.ts'
import {
  clients,
  portfolioGroups,
  portfolioProjects,
  posts,
  postSlugHistory,
  redirects,
  serviceCategories,
  services,
  solutions,
  tags,
} from '#api/db/schema.ts'

export const past = (daysAgo = 1) => new Date(Date.now() - daysAgo * 86_400_000)
export const future = () => new Date(Date.now() + 86_400_000)

/** Minimal valid rows; each test states only what matters to it. */
export const content = {
  async tag(db: Database, kind: 'post' | 'service' | 'industry', slug: string, title: string) {
    await db.insert(tags).values({ kind, slug, title })
  },
  async post(db: Database, values: Partial<typeof posts.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(posts)
      .values({ category: 'news', title: `Пост ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async oldSlug(db: Database, postId: number, category: 'news' | 'articles', slug: string) {
    await db.insert(postSlugHistory).values({ postId, category, slug })
  },
  async category(db: Database, values: Partial<typeof serviceCategories.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(serviceCategories)
      .values({ title: `Направление ${values.slug}`, excerpt: 'Кратко.', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async service(db: Database, values: Partial<typeof services.$inferInsert> & { slug: string; categoryId: number }) {
    const [row] = await db
      .insert(services)
      .values({ title: `Услуга ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async solution(db: Database, values: Partial<typeof solutions.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(solutions)
      .values({ title: `Решение ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async client(db: Database, values: Partial<typeof clients.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(clients)
      .values({ name: `Клиент ${values.slug}`, publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async group(db: Database, values: Partial<typeof portfolioGroups.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(portfolioGroups)
      .values({ title: `Группа ${values.slug}`, excerpt: 'Кратко.', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async project(db: Database, values: Partial<typeof portfolioProjects.$inferInsert> & { slug: string; groupId: number }) {
    const [row] = await db
      .insert(portfolioProjects)
      .values({ title: `Проект ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', year: 2025, publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async redirect(db: Database, fromPath: string, toPath: string, status = 301) {
    await db.insert(redirects).values({ fromPath, toPath, status })
  },
}
