import { queryOptions } from '@tanstack/react-query'
import { fetchService, fetchServiceCategories, fetchServiceCategory } from './services.functions.ts'

export const serviceCategoriesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: () => fetchServiceCategories(),
})

export const serviceCategoryQuery = (category: string) =>
  queryOptions({
    queryKey: ['services', category],
    queryFn: () => fetchServiceCategory({ data: { category } }),
  })

export const serviceQuery = (category: string, slug: string) =>
  queryOptions({
    queryKey: ['services', category, slug],
    queryFn: () => fetchService({ data: { category, slug } }),
  })
