import { articles } from './posts/articles.ts'
import type { NewPost } from './posts/define.ts'
import { news } from './posts/news.ts'

export function seedPosts(): NewPost[] {
  return [...news, ...articles]
}
