import { queryOptions } from '@tanstack/react-query'
import { fetchPortfolio, fetchPortfolioGroup, fetchPortfolioProject } from './portfolio.functions.ts'
import type { PortfolioSearch } from './search.ts'

export const portfolioListQuery = ({ service, industry, page }: PortfolioSearch) =>
  queryOptions({
    queryKey: ['portfolio', 'list', { service, industry, page: page ?? 1 }],
    queryFn: () => fetchPortfolio({ data: { service, industry, page } }),
  })

export const portfolioGroupQuery = (group: string) =>
  queryOptions({
    queryKey: ['portfolio', 'group', group],
    queryFn: () => fetchPortfolioGroup({ data: { group } }),
  })

export const portfolioProjectQuery = (group: string, project: string) =>
  queryOptions({
    queryKey: ['portfolio', 'project', group, project],
    queryFn: () => fetchPortfolioProject({ data: { group, project } }),
  })
