// What a person expects the site search to answer on the demo content: Russian queries as people type
// them, with the items of the seed that answer them. Read from the seed's texts, not from the search.

/** One query of the relevance set. */
export interface RelevanceCase {
  q: string
  /** What kind of reading the query tests. */
  kind: 'word forms' | 'derived forms' | 'typos' | 'keyboard layout' | 'Latin' | 'synonyms' | 'titles'
  /** The answers a person looks for first: at least one of them must be among the first three hits. */
  top: readonly string[]
  /** Other items a person would be glad to see among the first three (besides `top`). */
  also?: readonly string[]
}

/** Queries with nothing to find on the site: they answer normally (200), whatever they find. */
export const NO_ANSWER_QUERIES = ['я', 'с', 'ы', 'Ж'] as const

const ECOMMERCE = [
  '/services/ecommerce/',
  '/services/ecommerce/online-store/',
  '/services/ecommerce/b2b-store/',
  '/services/ecommerce/integration-1c/',
  '/solutions/online-store-selling-tires-and-wheels-rims/',
  '/shinny-dvor/store/',
  '/garant-auto/parts/',
  '/articles/integraciya-internet-magazina-s-1s/',
  '/news/shinnyj-dvor-podbor-po-avtomobilyu/',
]
const STORE_FIRST = ['/services/ecommerce/', '/services/ecommerce/online-store/']
const WEBSITES = [
  '/services/websites/',
  '/services/websites/corporate-site/',
  '/services/websites/landing/',
  '/services/websites/catalog-site/',
  '/services/websites/redesign/',
  '/articles/kak-podgotovit-brif/',
  '/articles/skolko-stoit-korporativnyj-sajt/',
  '/articles/kak-vybrat-cms/',
  '/brief/',
  '/news/rejting-veb-indeks-2025/',
  '/',
]
const ACCESSIBILITY_FIRST = ['/services/design/accessibility-audit/', '/articles/dostupnost-sajta/', '/news/audit-dostupnosti/']
const ACCESSIBILITY = [...ACCESSIBILITY_FIRST, '/news/svrpk-premiya-za-dostupnost/', '/rzd/svrpk/', '/rzd/']
const ACCOUNTS = [
  '/services/web-services/',
  '/services/web-services/personal-account/',
  '/articles/lichnyj-kabinet-dlya-b2b/',
  '/news/doklad-na-uralskom-veb-forume/',
  '/opora/client-portal/',
  '/vektor-med/patient-account/',
  '/shinny-dvor/fleet/',
  '/solutions/b2b-dealer-portal/',
  '/services/web-services/dealer-portal/',
]
const DEALERS_FIRST = ['/services/web-services/dealer-portal/', '/solutions/b2b-dealer-portal/', '/tekhnostal/dealer-portal/']
const DEALERS = [...DEALERS_FIRST, '/news/dilerskij-portal-tekhnostal/', '/tekhnostal/']
// The contacts page tells clients on technical support how to reach the engineer on duty.
const SUPPORT = ['/services/support/', '/services/support/tech-support/', '/services/support/development/', '/contacts/']
const REDESIGN = [
  '/services/websites/redesign/',
  '/articles/seo-pri-pereezde-sajta/',
  '/services/marketing/seo-migration/',
  '/services/design/ux-research/',
]
const LANDING = ['/services/websites/landing/', '/services/websites/', '/zeleny-kvartal/berezovaya-roshcha/', '/zeleny-kvartal/']
const ONE_C_FIRST = ['/services/ecommerce/integration-1c/', '/articles/integraciya-internet-magazina-s-1s/']
const ONE_C = [
  ...ONE_C_FIRST,
  '/services/ecommerce/',
  '/services/ecommerce/online-store/',
  '/services/ecommerce/b2b-store/',
  '/services/web-services/integrations/',
  '/articles/kak-vybrat-cms/',
  '/solutions/online-store-selling-tires-and-wheels-rims/',
]
const CATALOG = ['/services/websites/catalog-site/', '/tekhnostal/catalog/', '/services/websites/', '/tekhnostal/']
const CORPORATE = [
  '/services/websites/corporate-site/',
  '/articles/skolko-stoit-korporativnyj-sajt/',
  '/articles/kak-vybrat-cms/',
  '/news/rejting-veb-indeks-2025/',
  '/services/websites/',
]
const CLINICS_FIRST = ['/solutions/clinic-website/', '/vektor-med/site/', '/vektor-med/']
const CLINICS = [
  ...CLINICS_FIRST,
  '/news/novyj-sajt-vektor-med/',
  '/news/gotovoe-reshenie-dlya-klinik/',
  '/vektor-med/patient-account/',
  '/clients/',
]
const TIRES_FIRST = ['/solutions/online-store-selling-tires-and-wheels-rims/', '/shinny-dvor/store/', '/shinny-dvor/']
const TIRES = [...TIRES_FIRST, '/news/shinnyj-dvor-podbor-po-avtomobilyu/', '/shinny-dvor/fleet/', '/clients/']
const SPEED_FIRST = ['/services/support/performance/', '/articles/core-web-vitals/']
const SPEED = [...SPEED_FIRST, '/news/doklad-ob-inp/']
const SEO_FIRST = ['/services/marketing/seo/', '/services/marketing/']
const SEO = [...SEO_FIRST, '/services/marketing/seo-migration/', '/articles/seo-pri-pereezde-sajta/']
const ANALYTICS = ['/services/marketing/analytics/', '/services/marketing/', '/news/napravlenie-produktovoj-analitiki/']
// Everything the agency does with Yandex Metrica, and how the site itself uses it (the privacy policy).
const METRIKA = [
  '/services/marketing/analytics/',
  '/services/marketing/',
  '/services/ecommerce/online-store/',
  '/services/design/ux-research/',
  '/services/websites/landing/',
  '/privacy/',
]
const DESIGN = ['/services/design/ui-design/', '/services/design/', '/services/design/ux-research/', '/news/stazhirovka-2026/']
const UX_FIRST = ['/services/design/ux-research/', '/services/design/']
const BITRIX = ['/articles/kak-vybrat-cms/', '/services/web-services/integrations/', '/company/']
const CRM = [
  '/services/web-services/integrations/',
  '/news/zelenyj-kvartal-vybor-kvartiry/',
  '/articles/skolko-stoit-korporativnyj-sajt/',
  '/articles/lichnyj-kabinet-dlya-b2b/',
  '/services/websites/landing/',
  '/services/websites/corporate-site/',
  '/articles/kak-podgotovit-brif/',
  '/services/marketing/analytics/',
  '/solutions/online-store-selling-tires-and-wheels-rims/',
  '/solutions/clinic-website/',
  '/garant-auto/garant/',
  '/zeleny-kvartal/berezovaya-roshcha/',
  '/zeleny-kvartal/site/',
]

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // The title of a section, as it is written: its own section first.
  { q: 'Интернет-магазины', kind: 'titles', top: ['/services/ecommerce/'], also: ECOMMERCE },
  { q: 'Корпоративный сайт', kind: 'titles', top: ['/services/websites/corporate-site/'], also: CORPORATE },
  { q: 'Аудит доступности', kind: 'titles', top: ['/services/design/accessibility-audit/'], also: ACCESSIBILITY },
  { q: 'Дизайн и UX', kind: 'titles', top: ['/services/design/'], also: DESIGN },
  { q: 'Контакты', kind: 'titles', top: ['/contacts/'], also: ['/company/', '/news/novyj-ofis/'] },
  { q: 'Core Web Vitals', kind: 'titles', top: ['/articles/core-web-vitals/'], also: SPEED },
  { q: 'Вектор-Мед', kind: 'titles', top: ['/vektor-med/', '/clients/', '/vektor-med/site/'], also: CLINICS },

  // Any form of a word.
  { q: 'интернет-магазином', kind: 'word forms', top: STORE_FIRST, also: ECOMMERCE },
  { q: 'разработки сайтов', kind: 'word forms', top: ['/services/websites/'], also: WEBSITES },
  { q: 'доступностью', kind: 'word forms', top: ACCESSIBILITY_FIRST, also: ACCESSIBILITY },
  {
    q: 'личные кабинеты',
    kind: 'word forms',
    top: ['/services/web-services/', '/services/web-services/personal-account/'],
    also: ACCOUNTS,
  },
  { q: 'дилерского портала', kind: 'word forms', top: DEALERS_FIRST, also: DEALERS },
  { q: 'технической поддержки', kind: 'word forms', top: ['/services/support/tech-support/'], also: SUPPORT },
  { q: 'редизайном', kind: 'word forms', top: ['/services/websites/redesign/'], also: REDESIGN },
  { q: 'лендинги', kind: 'word forms', top: ['/services/websites/landing/'], also: LANDING },
  { q: 'интеграцию с 1С', kind: 'word forms', top: ONE_C_FIRST, also: ONE_C },
  { q: 'корпоративного сайта', kind: 'word forms', top: ['/services/websites/corporate-site/'], also: CORPORATE },
  { q: 'клиники', kind: 'word forms', top: CLINICS_FIRST, also: CLINICS },
  { q: 'брифа', kind: 'word forms', top: ['/brief/', '/articles/kak-podgotovit-brif/'] },
  { q: 'шины', kind: 'word forms', top: TIRES_FIRST, also: TIRES },
  { q: 'вакансии', kind: 'word forms', top: ['/rzd/career/'], also: ['/rzd/', '/news/stazhirovka-2026/'] },
  { q: 'персональные данные', kind: 'word forms', top: ['/privacy/'], also: ['/agreement/'] },
  {
    q: 'сколько стоит сайт',
    kind: 'word forms',
    top: ['/articles/skolko-stoit-korporativnyj-sajt/'],
    also: ['/articles/kak-podgotovit-brif/', '/articles/kak-vybrat-cms/'],
  },

  { q: 'ритуальное агентство', kind: 'word forms', top: ['/solutions/ritual-agency/'] },
  {
    q: 'шиномонтаж',
    kind: 'word forms',
    top: ['/solutions/online-store-selling-tires-and-wheels-rims/', '/shinny-dvor/store/'],
    also: TIRES,
  },
  { q: 'страхование', kind: 'word forms', top: ['/opora/policies/', '/opora/', '/opora/client-portal/'], also: ['/clients/'] },
  {
    q: 'дистанционное обучение',
    kind: 'word forms',
    top: ['/akademiya-kompetentsiy/learning-platform/'],
    also: ['/akademiya-kompetentsiy/'],
  },
  {
    q: 'выбор квартиры',
    kind: 'word forms',
    top: ['/zeleny-kvartal/site/', '/news/zelenyj-kvartal-vybor-kvartiry/'],
    also: ['/zeleny-kvartal/'],
  },
  { q: 'стажировка', kind: 'word forms', top: ['/news/stazhirovka-2026/'] },
  {
    q: 'РЖД',
    kind: 'titles',
    top: ['/rzd/', '/clients/'],
    also: ['/rzd/svrpk/', '/rzd/career/', '/news/svrpk-premiya-za-dostupnost/'],
  },
  { q: 'офис', kind: 'word forms', top: ['/news/novyj-ofis/', '/contacts/'], also: ['/company/'] },

  // Words of one root: a verb for a noun, a noun for a verb.
  { q: 'ускорить сайт', kind: 'derived forms', top: ['/services/support/performance/'], also: SPEED },
  { q: 'ускорение сайта', kind: 'derived forms', top: SPEED_FIRST, also: SPEED },
  { q: 'продвигать сайт', kind: 'derived forms', top: SEO_FIRST, also: SEO },
  {
    q: 'разработать интернет-магазин',
    kind: 'derived forms',
    top: STORE_FIRST,
    // The home page offers online stores among the studio's work; the CMS article weighs what to build one on.
    also: [...ECOMMERCE, '/', '/articles/kak-vybrat-cms/'],
  },
  { q: 'интегрировать 1С', kind: 'derived forms', top: ['/services/ecommerce/integration-1c/'], also: ONE_C },
  { q: 'оптимизировать скорость', kind: 'derived forms', top: SPEED_FIRST, also: [...SPEED, '/shinny-dvor/store/'] },
  { q: 'поддерживать сайт', kind: 'derived forms', top: ['/services/support/tech-support/', '/services/support/'], also: SUPPORT },
  { q: 'проверить доступность сайта', kind: 'derived forms', top: ACCESSIBILITY_FIRST, also: ACCESSIBILITY },

  // Typos.
  { q: 'интернет-магазны', kind: 'typos', top: STORE_FIRST, also: ECOMMERCE },
  { q: 'корпаративный сайт', kind: 'typos', top: ['/services/websites/corporate-site/'], also: CORPORATE },
  { q: 'дизйн интерфейсов', kind: 'typos', top: ['/services/design/ui-design/'], also: DESIGN },
  { q: 'аналитка', kind: 'typos', top: ANALYTICS, also: ANALYTICS },
  { q: 'лэндинг', kind: 'typos', top: ['/services/websites/landing/'], also: LANDING },
  { q: 'редизаин', kind: 'typos', top: ['/services/websites/redesign/'], also: REDESIGN },
  { q: 'доступнасть', kind: 'typos', top: ACCESSIBILITY_FIRST, also: ACCESSIBILITY },

  // Typed with the English layout on.
  { q: 'bynthytn-vfufpby', kind: 'keyboard layout', top: STORE_FIRST, also: ECOMMERCE },
  { q: 'ktylbyu', kind: 'keyboard layout', top: ['/services/websites/landing/'], also: LANDING },
  { q: 'cfqn-rfnfkju', kind: 'keyboard layout', top: ['/services/websites/catalog-site/', '/tekhnostal/catalog/'], also: CATALOG },
  { q: 'gjllth;rf', kind: 'keyboard layout', top: ['/services/support/', '/services/support/tech-support/'], also: SUPPORT },
  { q: 'fyfkbnbrf', kind: 'keyboard layout', top: ANALYTICS, also: ANALYTICS },
  { q: 'rjhgjhfnbdysq cfqn', kind: 'keyboard layout', top: ['/services/websites/corporate-site/'], also: CORPORATE },

  // Latin letters: a Russian word written in them, or a name the site writes in Cyrillic (and back).
  { q: 'bitrix', kind: 'Latin', top: ['/articles/kak-vybrat-cms/'], also: BITRIX },
  { q: '1c bitrix', kind: 'Latin', top: ['/articles/kak-vybrat-cms/'], also: [...BITRIX, ...ONE_C] },
  { q: 'internet magazin', kind: 'Latin', top: STORE_FIRST, also: ECOMMERCE },
  { q: 'dostupnost', kind: 'Latin', top: ACCESSIBILITY_FIRST, also: ACCESSIBILITY },
  { q: 'korporativnyj sajt', kind: 'Latin', top: ['/services/websites/corporate-site/'], also: CORPORATE },
  { q: 'lichnyj kabinet', kind: 'Latin', top: ['/services/web-services/personal-account/', '/services/web-services/'], also: ACCOUNTS },
  { q: 'wordpress', kind: 'Latin', top: ['/articles/kak-vybrat-cms/'] },
  { q: 'вордпресс', kind: 'Latin', top: ['/articles/kak-vybrat-cms/'] },

  // The synonyms the site ships with.
  { q: 'e-commerce', kind: 'synonyms', top: STORE_FIRST, also: [...ECOMMERCE, '/services/marketing/analytics/'] },
  { q: 'электронная коммерция', kind: 'synonyms', top: STORE_FIRST, also: [...ECOMMERCE, '/services/marketing/analytics/'] },
  { q: 'SEO', kind: 'synonyms', top: ['/services/marketing/seo/'], also: SEO },
  { q: 'продвижение', kind: 'synonyms', top: SEO_FIRST, also: SEO },
  { q: 'CRM', kind: 'synonyms', top: ['/services/web-services/integrations/'], also: CRM },
  { q: 'юзабилити', kind: 'synonyms', top: UX_FIRST, also: DESIGN },
  { q: 'UX', kind: 'synonyms', top: UX_FIRST, also: DESIGN },
  { q: 'интерфейс', kind: 'synonyms', top: ['/services/design/ui-design/'], also: [...DESIGN, '/news/doklad-ob-inp/'] },
  { q: 'техподдержка', kind: 'synonyms', top: ['/services/support/tech-support/'], also: SUPPORT },
  { q: 'битрикс', kind: 'synonyms', top: ['/articles/kak-vybrat-cms/'], also: BITRIX },
  { q: '1С', kind: 'synonyms', top: ONE_C_FIRST, also: ONE_C },
  { q: '1C', kind: 'synonyms', top: ONE_C_FIRST, also: ONE_C },
  { q: 'лендинг', kind: 'word forms', top: ['/services/websites/landing/'], also: LANDING },
  { q: 'landing page', kind: 'synonyms', top: ['/services/websites/landing/'], also: LANDING },
  { q: 'яндекс метрика', kind: 'word forms', top: ['/services/marketing/analytics/'], also: METRIKA },
]
