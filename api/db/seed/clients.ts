import type { clients } from '../schema/index.ts'
import { artwork, moscow } from './support.ts'

type NewClient = typeof clients.$inferInsert

interface ClientSource {
  slug: string
  name: string
  /** Slug of an industry tag (api/db/seed/tags.ts). */
  industry: string
  website: string
  description: string
  logoAlt: string
}

// Websites are fictional: the .example domain is reserved and never resolves.
const sources: ClientSource[] = [
  {
    slug: 'rzd',
    name: 'РЖД — Свердловская дирекция',
    industry: 'transport',
    website: 'https://sverdlovsk-rzd.example',
    description:
      'Региональная дирекция железнодорожного холдинга. С 2022 года разрабатываем и поддерживаем сайты для пассажиров пригородных поездов и соискателей.',
    logoAlt: 'Логотип Свердловской дирекции РЖД',
  },
  {
    slug: 'garant-auto',
    name: 'Гарант-Авто',
    industry: 'auto',
    website: 'https://garant-auto.example',
    description: 'Дилерский центр: новые автомобили четырёх марок, автомобили с пробегом и два сервисных центра в Москве и Подольске.',
    logoAlt: 'Логотип дилерского центра «Гарант-Авто»',
  },
  {
    slug: 'tekhnostal',
    name: 'ТехноСталь',
    industry: 'manufacturing',
    website: 'https://tekhnostal.example',
    description:
      'Завод трубопроводной арматуры и соединительных деталей для энергетики и нефтегазовой отрасли, 120 дилеров по всей России.',
    logoAlt: 'Логотип завода «ТехноСталь»',
  },
  {
    slug: 'vektor-med',
    name: 'Вектор-Мед',
    industry: 'medicine',
    website: 'https://vektor-med.example',
    description: 'Сеть многопрофильных клиник: восемь филиалов в Москве и Подмосковье, больше 200 врачей.',
    logoAlt: 'Логотип сети клиник «Вектор-Мед»',
  },
  {
    slug: 'shinny-dvor',
    name: 'Шинный двор',
    industry: 'retail',
    website: 'https://shinny-dvor.example',
    description: 'Сеть из 14 шинных центров в Московском регионе: продажа шин и дисков, шиномонтаж и сезонное хранение.',
    logoAlt: 'Логотип сети шинных центров «Шинный двор»',
  },
  {
    slug: 'zeleny-kvartal',
    name: 'ГК «Зелёный квартал»',
    industry: 'construction',
    website: 'https://zeleny-kvartal.example',
    description: 'Девелопер жилых комплексов комфорт-класса в Новой Москве.',
    logoAlt: 'Логотип группы компаний «Зелёный квартал»',
  },
  {
    slug: 'opora',
    name: 'Страховая компания «Опора»',
    industry: 'finance',
    website: 'https://opora-insurance.example',
    description: 'Страхование имущества, ответственности и здоровья для частных клиентов и малого бизнеса.',
    logoAlt: 'Логотип страховой компании «Опора»',
  },
  {
    slug: 'akademiya-kompetentsiy',
    name: 'Академия компетенций',
    industry: 'education',
    website: 'https://akademiya-kompetentsiy.example',
    description: 'Центр корпоративного обучения и повышения квалификации инженеров и руководителей промышленных предприятий.',
    logoAlt: 'Логотип «Академии компетенций»',
  },
  {
    slug: 'severnaya-logistika',
    name: 'Северная логистика',
    industry: 'transport',
    website: 'https://severnaya-logistika.example',
    description: 'Грузоперевозки по Северо-Западу и ответственное хранение. Поддерживаем корпоративный сайт и кабинет отслеживания грузов.',
    logoAlt: 'Логотип транспортной компании «Северная логистика»',
  },
  {
    slug: 'fermerskaya-lavka',
    name: 'Фермерская лавка',
    industry: 'retail',
    website: 'https://fermerskaya-lavka.example',
    description: 'Магазины фермерских продуктов с доставкой по Москве. Развиваем интернет-магазин и программу лояльности.',
    logoAlt: 'Логотип магазинов «Фермерская лавка»',
  },
  {
    slug: 'uralenergoservis',
    name: 'УралЭнергоСервис',
    industry: 'energy',
    website: 'https://uralenergoservis.example',
    description: 'Монтаж, наладка и обслуживание энергетического оборудования. Сделали корпоративный сайт и каталог услуг.',
    logoAlt: 'Логотип компании «УралЭнергоСервис»',
  },
  {
    slug: 'belaya-liniya',
    name: 'Стоматология «Белая линия»',
    industry: 'medicine',
    website: 'https://belaya-liniya.example',
    description: 'Сеть стоматологических клиник. Запустили сайт с онлайн-записью и предварительным расчётом стоимости лечения.',
    logoAlt: 'Логотип стоматологии «Белая линия»',
  },
  {
    slug: 'trayektoriya',
    name: 'Бизнес-школа «Траектория»',
    industry: 'education',
    website: 'https://trayektoriya.example',
    description: 'Программы для руководителей и собственников бизнеса. Разработали сайт с каталогом программ и онлайн-оплатой обучения.',
    logoAlt: 'Логотип бизнес-школы «Траектория»',
  },
  {
    slug: 'lesnoy-dvor',
    name: 'Мебельная фабрика «Лесной двор»',
    industry: 'manufacturing',
    website: 'https://lesnoy-dvor.example',
    description: 'Производитель мебели из массива. Сделали сайт-каталог и конфигуратор для дизайнеров интерьера.',
    logoAlt: 'Логотип мебельной фабрики «Лесной двор»',
  },
]

export function seedClients(): NewClient[] {
  return sources.map(({ logoAlt, ...client }, index) => ({
    ...client,
    logo: artwork('clients', client.slug, logoAlt),
    position: index + 1,
    publishedAt: moscow('2025-01-10 10:00'),
  }))
}
