import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect, type RegisteredRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { withVisitorQuery } from '#app/lib/query-string.ts'
import { requestedQuery } from '#app/lib/requested-query.ts'
import { absoluteUrl, breadcrumbJsonLd, type Crumb, type HeadContext, listQuery, seo, siteUrlOf } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'
import type { RouterContext } from '#app/lib/router-context.ts'
import { categories } from './categories.ts'
import { postQuery, postsQuery, postTagsQuery } from './queries.ts'
import { PostListSearch, PostSlug } from './schemas.ts'
import type { TagRef } from '#shared/contract/common.ts'
import { isPostRedirect, type Post, type PostCategory } from './types.ts'

/** The address of a category's RSS feed. */
const feedPath = (category: PostCategory) => `/${category}/rss.xml`

export const listCrumbs = (category: PostCategory): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label: categories[category].title, path: categories[category].path },
]

export const postCrumbs = (category: PostCategory, post: Pick<Post, 'title' | 'slug'>): Crumb[] => [
  ...listCrumbs(category),
  { label: post.title, path: `${categories[category].path}${post.slug}/` },
]

/** What a list's head needs: the page shown, the chosen topic, whether anything was found. */
export interface PostListLoaderData {
  page: number
  tag: TagRef | null
  empty: boolean
}

/**
 * A list: its page of posts and the filter's topics, read in parallel. A topic that cannot be a
 * slug answers 404 at once; one the API does not know answers 404 through the API.
 */
async function loadPostList(queryClient: QueryClient, category: PostCategory, search: PostListSearch): Promise<PostListLoaderData> {
  if (search.tag !== undefined && !v.is(PostSlug, search.tag)) throw notFound()
  const [list, tags] = await Promise.all([
    queryClient.ensureQueryData(postsQuery(category, search)),
    queryClient.ensureQueryData(postTagsQuery(category)),
  ])
  const tag = search.tag ? (tags.find((known) => known.slug === search.tag) ?? { slug: search.tag, title: search.tag }) : null
  return { page: list.meta.current_page, tag: tag && { slug: tag.slug, title: tag.title }, empty: list.data.length === 0 }
}

function postListHead(context: HeadContext, category: PostCategory, data: PostListLoaderData | undefined) {
  if (!data) return {}
  const info = categories[category]
  const title = [data.tag ? `${info.title}: ${data.tag.title}` : info.seoTitle, data.page > 1 ? `страница ${data.page}` : null]
    .filter(Boolean)
    .join(' — ')
  const head = seo(context, {
    title,
    description: info.seoDescription,
    // An empty topic is not worth a place in search results.
    noindex: data.empty,
    query: listQuery({ tag: data.tag?.slug }, data.page),
    jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), listCrumbs(category))],
  })
  return {
    ...head,
    links: [...head.links, { rel: 'alternate', type: 'application/rss+xml', title: info.feedTitle, href: feedPath(category) }],
  }
}

/**
 * The options of a category's list route but its component, which the route file writes itself:
 * only a component written in the route's options goes to the route's own lazy chunk.
 */
export const postListRoute = (category: PostCategory) => ({
  validateSearch: PostListSearch,
  loaderDeps: ({ search }: { search: PostListSearch }) => search,
  loader: ({ context, deps }: { context: RouterContext; deps: PostListSearch }) => loadPostList(context.queryClient, category, deps),
  head: (context: HeadContext & { loaderData?: PostListLoaderData }) => postListHead(context, category, context.loaderData),
})

/** What a post's head needs (the body stays in the query cache only). */
export type PostLoaderData = Pick<Post, 'slug' | 'title' | 'seo' | 'cover' | 'published_at' | 'updated_at' | 'tags'>

/**
 * A post. An old address answers with a redirect to the new one, with the API's status: a real
 * 301 with Location on the server, a client-side transition in the browser. The path rules usually
 * follow an old address before any page is asked (the API's redirects know posts' old slugs); this is
 * for a backend whose redirects do not. The visitor's query (`?utm_source=…`) goes along as written;
 * `search` is the query of the requested address.
 */
async function loadPost(queryClient: QueryClient, category: PostCategory, slug: string, search = ''): Promise<PostLoaderData> {
  if (!v.is(PostSlug, slug)) throw notFound()
  const post = await queryClient.ensureQueryData(postQuery(category, slug))
  // `href` alone (no `to`): the API's address is a plain path, not one of the typed routes.
  if (isPostRedirect(post)) throw redirect<RegisteredRouter, string>({ href: withVisitorQuery(post.url, search), statusCode: post.status })
  const { title, seo: postSeo, cover, published_at, updated_at, tags } = post
  return { slug: post.slug, title, seo: postSeo, cover, published_at, updated_at, tags }
}

function postHead(context: HeadContext, category: PostCategory, post: PostLoaderData | undefined) {
  if (!post) return {}
  const siteUrl = siteUrlOf(context.matches)
  const url = absoluteUrl(siteUrl, context.match.pathname)
  const organization = { '@type': 'Organization', name: site.name, url: `${siteUrl}/` }
  const head = seo(context, {
    title: post.seo.title,
    description: post.seo.description,
    image: post.seo.image?.src,
    type: 'article',
    jsonLd: [
      {
        '@type': 'Article',
        headline: post.title,
        ...(post.seo.description ? { description: post.seo.description } : {}),
        ...(post.cover ? { image: [absoluteUrl(siteUrl, post.cover.src)] } : {}),
        datePublished: post.published_at,
        dateModified: post.updated_at,
        inLanguage: 'ru-RU',
        articleSection: categories[category].title,
        ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.title).join(', ') } : {}),
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: organization,
        publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
      },
      breadcrumbJsonLd(siteUrl, postCrumbs(category, post)),
    ],
  })
  return {
    ...head,
    meta: [
      ...head.meta,
      { property: 'article:published_time', content: post.published_at },
      { property: 'article:modified_time', content: post.updated_at },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag.title })),
    ],
  }
}

/** The loader and head of a category's post route (`/{category}/$slug`); the route file writes the component. */
export const postRoute = (category: PostCategory) => ({
  loader: ({ context, params, location }: { context: RouterContext; params: { slug: string }; location: { searchStr: string } }) =>
    loadPost(context.queryClient, category, params.slug, requestedQuery(location)),
  head: (context: HeadContext & { loaderData?: PostLoaderData }) => postHead(context, category, context.loaderData),
})
