import type { Database } from '#api/db/client.ts'
import * as schema from '#api/db/schema/index.ts'

export const past = (daysAgo = 1) => new Date(Date.now() - daysAgo * 86_400_000)
export const future = () => new Date(Date.now() + 86_400_000)

/** Minimal valid rows; each test states only what matters to it. */
export const content = {
  async tag(db: Database, kind: 'post' | 'service' | 'industry', slug: string, title: string) {
    await db.insert(schema.tags).values({ kind, slug, title })
  },
  async post(db: Database, values: Partial<typeof schema.posts.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(schema.posts)
      .values({ category: 'news', title: `Пост ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async oldSlug(db: Database, postId: number, category: 'news' | 'articles', slug: string) {
    await db.insert(schema.postSlugHistory).values({ postId, category, slug })
  },
  async category(db: Database, values: Partial<typeof schema.serviceCategories.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(schema.serviceCategories)
      .values({ title: `Направление ${values.slug}`, excerpt: 'Кратко.', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async service(db: Database, values: Partial<typeof schema.services.$inferInsert> & { slug: string; categoryId: number }) {
    const [row] = await db
      .insert(schema.services)
      .values({ title: `Услуга ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async solution(db: Database, values: Partial<typeof schema.solutions.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(schema.solutions)
      .values({ title: `Решение ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async client(db: Database, values: Partial<typeof schema.clients.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(schema.clients)
      .values({ name: `Клиент ${values.slug}`, publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async group(db: Database, values: Partial<typeof schema.portfolioGroups.$inferInsert> & { slug: string }) {
    const [row] = await db
      .insert(schema.portfolioGroups)
      .values({ title: `Группа ${values.slug}`, excerpt: 'Кратко.', publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async project(db: Database, values: Partial<typeof schema.portfolioProjects.$inferInsert> & { slug: string; groupId: number }) {
    const [row] = await db
      .insert(schema.portfolioProjects)
      .values({ title: `Проект ${values.slug}`, excerpt: 'Кратко.', body: '<p>Текст.</p>', year: 2025, publishedAt: past(), ...values })
      .returning()
    return row!
  },
  async redirect(db: Database, fromPath: string, toPath: string, status = 301) {
    await db.insert(schema.redirects).values({ fromPath, toPath, status })
  },
}
