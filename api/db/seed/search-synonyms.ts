import type { searchSynonyms } from '../schema/index.ts'

type NewSynonymGroup = typeof searchSynonyms.$inferInsert

/**
 * The words people search the agency's site by that its texts say otherwise: English terms, their
 * Russian names and spellings in either alphabet. Staff keep the list at /admin/search-synonyms/.
 */
export function seedSearchSynonyms(): NewSynonymGroup[] {
  return [
    ['e-commerce', 'ecommerce', 'электронная коммерция', 'интернет-магазин', 'онлайн-магазин'],
    ['SEO', 'сео', 'продвижение', 'поисковое продвижение', 'раскрутка сайта'],
    ['CRM', 'црм', 'CRM-система'],
    ['UX', 'юзабилити', 'интерфейс', 'пользовательский опыт', 'UI'],
    ['Bitrix', 'Битрикс', '1С-Битрикс', '1C-Bitrix'],
    ['1С', '1C', '1С:Предприятие'],
    ['CMS', 'система управления сайтом', 'движок сайта', 'админка'],
    ['техподдержка', 'техническая поддержка', 'сопровождение сайта'],
    ['лендинг', 'landing', 'landing page', 'посадочная страница', 'одностраничный сайт'],
    ['разработка сайтов', 'создание сайтов', 'сделать сайт'],
    ['редизайн', 'переделка сайта', 'обновление дизайна'],
    ['доступность', 'accessibility', 'a11y', 'WCAG', 'версия для слабовидящих'],
    ['ускорение сайта', 'скорость сайта', 'Core Web Vitals', 'PageSpeed'],
    ['веб-аналитика', 'Яндекс Метрика', 'Google Analytics', 'аналитика сайта'],
    ['личный кабинет', 'ЛК', 'кабинет клиента'],
    ['стоимость', 'цена', 'прайс', 'сколько стоит'],
  ].map((terms) => ({ terms }))
}
