import { site } from '#app/lib/site.ts'
import { xmlText } from '#app/lib/xml-text.ts'
import { searchUrlTemplate } from './json-ld.ts'

/** What browsers call the search they add (16 characters at most). */
const SHORT_NAME = site.name
const DESCRIPTION = `Поиск по сайту веб-студии «${site.name}»: услуги, решения, проекты, клиенты, статьи и новости`

/** The OpenSearch description (`/opensearch.xml`): lets a browser add the site's search as a search engine. */
export function openSearchDescription(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${xmlText(SHORT_NAME)}</ShortName>`,
    `  <Description>${xmlText(DESCRIPTION)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    '  <Language>ru-RU</Language>',
    `  <Image type="image/svg+xml" width="64" height="64">${xmlText(`${siteUrl}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${xmlText(searchUrlTemplate(siteUrl, 'searchTerms'))}"/>`,
    `  <moz:SearchForm>${xmlText(`${siteUrl}/search/`)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n')
}
