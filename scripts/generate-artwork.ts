// Draws the demo artwork that the seed content refers to: node scripts/generate-artwork.ts
//
// The seed runs into an in-memory database; every image it references under /images/demo/ is
// drawn into public/images/demo/<kind>/<name>.svg, and nothing else is left there. Drawings are
// abstract compositions in the brand palette, chosen and varied by a hash of the image's path, so
// the same seed always gives byte-identical files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../api/db/client.ts'
import { migrate } from '../api/db/migrate.ts'
import { clients, portfolioGroups, portfolioProjects, posts, serviceCategories, solutions } from '../api/db/schema/index.ts'
import { seed } from '../api/db/seed.ts'
import { SCREEN_VIEWS, type ScreenView } from '../api/db/seed/portfolio-projects.ts'
import { motifOf, type CoverMotif } from '../api/db/seed/support.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url))
const DEMO_PREFIX = '/images/demo/'
const MAX_BYTES = 6 * 1024

const C = {
  deep: '#0f5c47',
  green: '#137257',
  mid: '#1f8d6d',
  soft: '#8fcbb3',
  light: '#d2efe3',
  pale: '#ecf8f3',
  ink: '#0c1f1b',
  accent: '#f2b544',
  white: '#fff',
  line: '#c7dbd3',
  metal: '#b7cac2',
}

// ---------------------------------------------------------------- what to draw

type Job =
  | { src: string; kind: 'cover'; motif: CoverMotif | undefined }
  | { src: string; kind: 'logo'; name: string }
  | { src: string; kind: 'showcase' }
  | { src: string; kind: 'device'; view: ScreenView }
  | { src: string; kind: 'screen'; view: ScreenView }

const isDemo = (src: string | undefined): src is string => Boolean(src?.startsWith(DEMO_PREFIX))

function viewOf(src: string): ScreenView {
  const last = src
    .replace(/\.svg$/, '')
    .split('-')
    .at(-1)
  return (SCREEN_VIEWS as readonly string[]).includes(last ?? '') ? (last as ScreenView) : 'home'
}

/** Every demo image the seed refers to, with what kind of picture it should be. */
async function collectJobs(): Promise<Job[]> {
  const handle = openDatabase({ kind: 'pglite', dataDir: null })
  try {
    const db = handle.db
    await migrate(db)
    await seed(db)
    const jobs: Job[] = []
    const covers = [
      ...(await db.select({ cover: posts.cover, body: posts.body }).from(posts)),
      ...(await db.select({ cover: serviceCategories.cover, body: serviceCategories.body }).from(serviceCategories)),
      ...(await db.select({ cover: solutions.cover, body: solutions.body }).from(solutions)),
    ]
    for (const { cover, body } of covers) {
      if (isDemo(cover?.src)) jobs.push({ src: cover.src, kind: 'cover', motif: motifOf(cover.alt) })
      // Illustrations inside bodies are drawn as covers too.
      for (const [, src] of (body ?? '').matchAll(/<img[^>]*\ssrc="([^"]+)"/g))
        if (isDemo(src)) jobs.push({ src, kind: 'cover', motif: undefined })
    }
    for (const { logo, name } of await db.select({ logo: clients.logo, name: clients.name }).from(clients)) {
      if (isDemo(logo?.src)) jobs.push({ src: logo.src, kind: 'logo', name })
    }
    for (const { cover } of await db.select({ cover: portfolioGroups.cover }).from(portfolioGroups)) {
      if (isDemo(cover?.src)) jobs.push({ src: cover.src, kind: 'showcase' })
    }
    for (const { cover, images } of await db
      .select({ cover: portfolioProjects.cover, images: portfolioProjects.images })
      .from(portfolioProjects)) {
      const firstView = images.map((image) => viewOf(image.src)).find((view) => view !== 'phone') ?? 'home'
      if (isDemo(cover?.src)) jobs.push({ src: cover.src, kind: 'device', view: firstView })
      for (const image of images) if (isDemo(image.src)) jobs.push({ src: image.src, kind: 'screen', view: viewOf(image.src) })
    }
    return [...new Map(jobs.map((job) => [job.src, job])).values()]
  } finally {
    await handle.close()
  }
}

// ---------------------------------------------------------------- deterministic randomness

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

class Random {
  private state: number
  constructor(seedText: string) {
    this.state = fnv1a(seedText)
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  between(min: number, max: number): number {
    return min + (max - min) * this.next()
  }
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  chance(p: number): boolean {
    return this.next() < p
  }
}

// ---------------------------------------------------------------- SVG helpers

const n = (value: number) => String(Math.round(value))

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

/** A line of text drawn as a rounded bar. */
const bar = (x: number, y: number, w: number, h = 8, fill = C.line) => rect(x, y, w, h, fill, h / 2)

const svg = (width: number, height: number, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>\n`

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const dots = (id: string, color: string, step = 24, radius = 2) =>
  `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">${circle(radius, radius, radius, color)}</pattern>`

// ---------------------------------------------------------------- covers (1200×675)

const W = 1200
const H = 675

interface Scheme {
  bg: string
  shapes: string[]
  dot: string
}

function scheme(random: Random): Scheme {
  return random.pick([
    { bg: C.deep, shapes: [C.green, C.mid, C.light, C.pale, C.soft], dot: C.mid },
    { bg: C.ink, shapes: [C.deep, C.green, C.mid, C.soft, C.light], dot: C.green },
    { bg: C.pale, shapes: [C.deep, C.green, C.mid, C.light, C.soft], dot: C.light },
    { bg: C.light, shapes: [C.deep, C.green, C.mid, C.pale, C.white], dot: C.soft },
  ])
}

/** A grid of Bauhaus-like tiles: quarter and half circles, triangles, rings. */
function tiles(random: Random, s: Scheme): string {
  const size = 225
  const parts: string[] = [rect(0, 0, W, H, s.bg)]
  const accentAt = random.chance(0.75) ? random.int(0, 17) : -1
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      const x = col * size
      const y = row * size
      const index = row * 6 + col
      const fill = index === accentAt ? C.accent : random.pick(s.shapes)
      const turn = random.int(0, 3) * 90
      const rotate = turn ? ` transform="rotate(${turn} ${x + size / 2} ${y + size / 2})"` : ''
      const kind = random.int(0, 6)
      if (kind === 0) continue
      if (kind === 1) parts.push(`<path d="M${x} ${y}h${size}A${size} ${size} 0 0 1 ${x} ${y + size}z" fill="${fill}"${rotate}/>`)
      else if (kind === 2) parts.push(`<path d="M${x} ${y}h${size}A${size / 2} ${size / 2} 0 0 1 ${x} ${y}z" fill="${fill}"${rotate}/>`)
      else if (kind === 3) parts.push(`<path d="M${x} ${y}h${size}v${size}z" fill="${fill}"${rotate}/>`)
      else if (kind === 4) parts.push(circle(x + size / 2, y + size / 2, size * 0.36, fill))
      else if (kind === 5)
        parts.push(circle(x + size / 2, y + size / 2, size * 0.3, 'none', ` stroke="${fill}" stroke-width="${random.int(14, 30)}"`))
      else parts.push(rect(x + size * 0.18, y + size * 0.18, size * 0.64, size * 0.64, fill, random.pick([0, 12, 40])))
    }
  }
  return parts.join('')
}

/** Layered hills of the brand greens under a low sun. */
function waves(random: Random, s: Scheme): string {
  const parts: string[] = [rect(0, 0, W, H, s.bg)]
  // The sun stays clear of the hills: its lowest point is above the highest crest.
  parts.push(
    circle(
      random.between(200, 1000),
      random.between(100, 170),
      random.between(50, 80),
      random.chance(0.6) ? C.accent : s.bg === C.deep || s.bg === C.ink ? C.light : C.mid,
    ),
  )
  // Far hills are light, near ones dark: one layer per shade.
  const depth = [C.white, C.pale, C.light, C.soft, C.mid, C.green, C.deep]
  const colors = s.shapes.filter((color) => color !== C.white && color !== s.bg).sort((a, b) => depth.indexOf(a) - depth.indexOf(b))
  const layers = colors.length
  for (let i = 0; i < layers; i++) {
    const base = 320 + (i * 330) / layers
    const amplitude = random.between(25, 60)
    let d = `M0 ${n(base + random.between(-amplitude, amplitude))}`
    const segments = random.int(2, 4)
    const step = W / segments
    for (let k = 1; k <= segments; k++) {
      const x = k * step
      d += `C${n(x - step * 0.66)} ${n(base - amplitude)} ${n(x - step * 0.33)} ${n(base + amplitude)} ${n(x)} ${n(base + random.between(-amplitude, amplitude))}`
    }
    parts.push(`<path d="${d}V${H}H0z" fill="${colors[i]}"/>`)
  }
  return parts.join('')
}

/** Concentric rings around an off-centre point, with a field of dots. */
function rings(random: Random, s: Scheme): string {
  const cx = random.pick([random.between(-100, 250), random.between(950, 1300)])
  const cy = random.between(-80, 700)
  const parts: string[] = [
    `<defs>${dots('d', s.dot)}</defs>`,
    rect(0, 0, W, H, s.bg),
    rect(random.pick([60, 640]), 60, 500, 250, 'url(#d)'),
  ]
  let r = random.between(40, 90)
  let i = 0
  while (r < 1400) {
    const color = s.shapes[i % s.shapes.length]!
    parts.push(
      random.chance(0.25) && i < 3
        ? circle(cx, cy, r, color)
        : circle(cx, cy, r, 'none', ` stroke="${color}" stroke-width="${random.int(6, 34)}"`),
    )
    r += random.between(50, 130)
    i++
  }
  const arc = random.between(140, 320)
  parts.push(
    `<path d="M${n(cx - arc)} ${n(cy)}A${n(arc)} ${n(arc)} 0 0 1 ${n(cx)} ${n(cy - arc)}" fill="none" stroke="${C.accent}" stroke-width="14" stroke-linecap="round"/>`,
  )
  return parts.join('')
}

/** Diagonal bands crossed by one large circle. */
function stripes(random: Random, s: Scheme): string {
  const parts: string[] = [`<defs>${dots('d', s.dot, 20)}</defs>`, rect(0, 0, W, H, s.bg)]
  let x = random.between(-400, -100)
  const slant = random.between(250, 500)
  while (x < W + 100) {
    const width = random.between(70, 220)
    if (random.chance(0.75))
      parts.push(`<path d="M${n(x)} ${H}L${n(x + slant)} 0h${n(width)}L${n(x + width)} ${H}z" fill="${random.pick(s.shapes)}"/>`)
    x += width + random.between(0, 60)
  }
  const cx = random.between(300, 900)
  const cy = random.between(200, 480)
  parts.push(circle(cx, cy, random.between(150, 230), random.chance(0.3) ? C.accent : random.pick(s.shapes)))
  parts.push(rect(cx + random.between(-300, 100), cy + random.between(-250, 50), 260, 200, 'url(#d)'))
  return parts.join('')
}

/** Floating interface cards: charts, lists and toggles without words. */
function cards(random: Random, s: Scheme): string {
  const dark = s.bg === C.deep || s.bg === C.ink
  const surface = dark ? C.pale : C.white
  const parts: string[] = [`<defs>${dots('d', s.dot)}</defs>`, rect(0, 0, W, H, s.bg), rect(0, 0, W, H, 'url(#d)', 0, ' opacity=".6"')]
  const slots = [
    [90, 90, 380, 250],
    [520, 60, 300, 180],
    [860, 110, 260, 300],
    [160, 390, 330, 210],
    [560, 290, 260, 320],
    [860, 460, 260, 150],
  ] as const
  for (const [x0, y0, w, h] of slots) {
    if (random.chance(0.15)) continue
    const x = x0 + random.between(-20, 20)
    const y = y0 + random.between(-20, 20)
    parts.push(rect(x + 10, y + 14, w, h, C.ink, 18, ' opacity=".18"'), rect(x, y, w, h, surface, 18))
    const kind = random.int(0, 3)
    const primary = random.pick([C.deep, C.green, C.mid])
    if (kind === 0) {
      const count = Math.floor((w - 48) / 30)
      for (let i = 0; i < count; i++) {
        const bh = random.between(0.2, 0.75) * (h - 70)
        parts.push(rect(x + 24 + i * 30, y + h - 24 - bh, 18, bh, i === count - 2 ? C.accent : primary, 4))
      }
      parts.push(bar(x + 24, y + 24, w * 0.4, 10, C.line))
    } else if (kind === 1) {
      const rows = Math.floor((h - 40) / 42)
      for (let i = 0; i < rows; i++) {
        parts.push(
          circle(x + 40, y + 40 + i * 42, 12, i === 0 ? primary : C.light),
          bar(x + 64, y + 35 + i * 42, (w - 100) * random.between(0.5, 1), 10),
        )
      }
    } else if (kind === 2) {
      const r = Math.min(w, h) * 0.3
      parts.push(circle(x + w / 2, y + h / 2, r, 'none', ` stroke="${C.light}" stroke-width="22"`))
      parts.push(
        `<path d="M${n(x + w / 2)} ${n(y + h / 2 - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w / 2 + r)} ${n(y + h / 2)}" fill="none" stroke="${primary}" stroke-width="22"/>`,
      )
    } else {
      parts.push(bar(x + 24, y + 28, w * 0.55, 14, C.ink), bar(x + 24, y + 58, w * 0.7), bar(x + 24, y + 76, w * 0.5))
      parts.push(rect(x + 24, y + h - 56, 110, 32, random.chance(0.4) ? C.accent : primary, 16))
    }
  }
  return parts.join('')
}

const MOTIFS: Record<CoverMotif, (random: Random, s: Scheme) => string> = { tiles, waves, rings, stripes, cards }

/** A cover of the motif its alt text names, or of one the hash picks. */
function cover(src: string, motif: CoverMotif | undefined): string {
  const random = new Random(src)
  const style = MOTIFS[motif ?? random.pick(Object.keys(MOTIFS) as CoverMotif[])]
  return svg(W, H, style(random, scheme(random)))
}

// ---------------------------------------------------------------- interface screens

interface Screen {
  primary: string
  random: Random
}

function navbar(w: number, s: Screen): string {
  const parts = [rect(0, 0, w, 44, C.white), rect(0, 43, w, 1, C.line), rect(20, 15, 64, 14, s.primary, 4)]
  for (let i = 0; i < 4; i++) parts.push(bar(w * 0.42 + i * w * 0.09, 18, w * 0.06))
  parts.push(rect(w - 112, 11, 92, 22, s.primary, 11))
  return parts.join('')
}

function homeView(w: number, h: number, s: Screen): string {
  const parts = [navbar(w, s), rect(0, 44, w, h * 0.52, C.pale)]
  const top = 44 + h * 0.08
  parts.push(bar(28, top, w * 0.36, 18, C.ink), bar(28, top + 28, w * 0.28, 18, C.ink))
  for (let i = 0; i < 3; i++) parts.push(bar(28, top + 66 + i * 15, w * (0.38 - i * 0.04)))
  parts.push(rect(28, top + 118, 120, 30, s.random.chance(0.5) ? C.accent : s.primary, 15))
  const ix = w * 0.55
  const iw = w * 0.4
  const ih = h * 0.42
  parts.push(
    rect(ix, 44 + h * 0.05, iw, ih, C.light, 10),
    circle(ix + iw * 0.35, 44 + h * 0.05 + ih * 0.55, ih * 0.3, s.primary),
    rect(ix + iw * 0.5, 44 + h * 0.05 + ih * 0.25, iw * 0.35, ih * 0.5, C.soft, 8),
  )
  const cy = 44 + h * 0.6
  const cw = (w - 56 - 32) / 3
  for (let i = 0; i < 3; i++) {
    const x = 28 + i * (cw + 16)
    parts.push(
      rect(x, cy, cw, h * 0.34, C.white, 10, ` stroke="${C.line}"`),
      circle(x + 28, cy + 30, 12, i === 1 ? C.accent : C.light),
      bar(x + 18, cy + 58, cw * 0.7, 10, C.ink),
      bar(x + 18, cy + 78, cw * 0.8),
      bar(x + 18, cy + 94, cw * 0.6),
    )
  }
  return parts.join('')
}

function catalogView(w: number, h: number, s: Screen): string {
  const parts = [navbar(w, s)]
  const side = w * 0.2
  parts.push(bar(24, 70, side * 0.7, 12, C.ink))
  for (let i = 0; i < 7; i++) {
    const y = 100 + i * 28
    if (y > h - 40) break
    parts.push(
      rect(24, y, 12, 12, i % 3 === 0 ? s.primary : C.white, 3, i % 3 === 0 ? '' : ` stroke="${C.line}"`),
      bar(44, y + 2, side * s.random.between(0.4, 0.75)),
    )
  }
  const x0 = side + 48
  const gw = (w - x0 - 24 - 2 * 16) / 3
  const gh = (h - 70 - 24 - 16) / 2
  // One product card, drawn once and placed six times.
  const card = [
    rect(0, 0, gw, gh, C.white, 10, ` stroke="${C.line}"`),
    rect(10, 10, gw - 20, gh * 0.5, C.pale, 6),
    bar(12, gh * 0.62, gw * 0.7, 9, C.ink),
    bar(12, gh * 0.62 + 18, gw * 0.5),
    bar(12, gh - 26, gw * 0.32, 14, s.primary),
  ].join('')
  parts.push(`<defs><g id="card">${card}</g></defs>`)
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const x = x0 + col * (gw + 16)
      const y = 64 + row * (gh + 16)
      parts.push(`<use href="#card" x="${n(x)}" y="${n(y)}"/>`)
      parts.push(circle(x + gw / 2, y + 10 + gh * 0.25, gh * 0.16, (row * 3 + col) % 4 === 1 ? C.accent : C.soft))
    }
  }
  return parts.join('')
}

function detailView(w: number, h: number, s: Screen): string {
  const parts = [navbar(w, s)]
  const iw = w * 0.46
  const ih = (h - 44) * 0.62
  parts.push(
    rect(24, 64, iw, ih, C.pale, 12),
    circle(24 + iw / 2, 64 + ih / 2, ih * 0.3, s.primary),
    circle(24 + iw / 2, 64 + ih / 2, ih * 0.14, C.light),
  )
  const tw = (iw - 3 * 12) / 4
  for (let i = 0; i < 4; i++)
    parts.push(rect(24 + i * (tw + 12), 64 + ih + 14, tw, Math.min(tw * 0.7, h - ih - 100), i === 0 ? C.light : C.pale, 8))
  const x = iw + 56
  const cw = w - x - 24
  parts.push(bar(x, 70, cw * 0.8, 18, C.ink), bar(x, 98, cw * 0.55, 18, C.ink), bar(x, 136, cw * 0.35, 22, s.primary))
  for (let i = 0; i < 6; i++) {
    const y = 180 + i * 26
    if (y > h - 60) break
    parts.push(bar(x, y, cw * 0.35), bar(x + cw * 0.5, y, cw * s.random.between(0.2, 0.45), 8, C.soft))
  }
  parts.push(rect(x, h - 56, cw * 0.55, 34, C.accent, 17))
  return parts.join('')
}

function tableView(w: number, h: number, s: Screen): string {
  const parts = [navbar(w, s), bar(24, 66, w * 0.25, 16, C.ink)]
  for (let i = 0; i < 3; i++) parts.push(rect(w - 24 - (i + 1) * 104, 62, 92, 24, i === 0 ? s.primary : C.pale, 12))
  const top = 104
  const rowH = Math.min(40, (h - top - 16) / 8)
  const widths = [0.22, 0.2, 0.16, 0.14]
  parts.push(rect(24, top, w - 48, rowH, C.light, 6))
  for (let row = 0; row < 8; row++) {
    const y = top + row * rowH
    if (row > 0 && row % 2 === 0) parts.push(rect(24, y, w - 48, rowH, C.pale))
    let x = 40
    for (const share of widths) {
      const cell = (w - 80) * share
      parts.push(bar(x, y + rowH / 2 - 4, cell * (row === 0 ? 0.5 : s.random.between(0.45, 0.85)), 8, row === 0 ? C.deep : C.line))
      x += cell + (w - 80) * 0.04
    }
    if (row > 0) parts.push(rect(x, y + rowH / 2 - 9, 80, 18, s.random.pick([s.primary, C.soft, C.accent]), 9))
  }
  return parts.join('')
}

function formView(w: number, h: number, s: Screen): string {
  const parts = [navbar(w, s), rect(0, 44, w, h - 44, C.pale)]
  const fw = Math.min(w * 0.5, 520)
  const x = (w - fw) / 2
  const fh = h - 44 - 40
  parts.push(rect(x, 64, fw, fh, C.white, 14))
  const steps = 4
  const done = s.random.int(1, 3)
  parts.push(rect(x + 40, 94, fw - 80, 3, C.line))
  for (let i = 0; i < steps; i++) parts.push(circle(x + 40 + (i * (fw - 80)) / (steps - 1), 95, 10, i < done ? s.primary : C.light))
  const fields = Math.max(2, Math.min(4, Math.floor((fh - 140) / 56)))
  for (let i = 0; i < fields; i++) {
    const y = 130 + i * 56
    parts.push(
      bar(x + 32, y, fw * 0.28, 8, C.soft),
      rect(x + 32, y + 16, fw - 64, 28, C.white, 6, ` stroke="${i === 1 ? s.primary : C.line}" stroke-width="${i === 1 ? 2 : 1}"`),
    )
  }
  parts.push(rect(x + 32, 130 + fields * 56 + 4, fw - 64, 34, s.primary, 17))
  return parts.join('')
}

function dashboardView(w: number, h: number, s: Screen): string {
  const side = w * 0.17
  const parts = [rect(0, 0, side, h, s.random.chance(0.5) ? C.ink : C.deep), rect(20, 20, side * 0.55, 14, C.accent, 4)]
  for (let i = 0; i < 6; i++) parts.push(bar(20, 64 + i * 30, side * (i === 1 ? 0.7 : 0.55), 8, i === 1 ? C.white : C.green))
  const x0 = side + 24
  const cw = (w - x0 - 24 - 2 * 16) / 3
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * (cw + 16)
    parts.push(
      rect(x, 24, cw, 72, C.white, 10, ` stroke="${C.line}"`),
      bar(x + 16, 42, cw * 0.4),
      bar(x + 16, 62, cw * 0.3, 16, i === 2 ? C.accent : s.primary),
    )
  }
  const chartW = (w - x0 - 24) * 0.62
  const chartH = h - 96 - 24 - 16
  parts.push(rect(x0, 112, chartW, chartH, C.white, 10, ` stroke="${C.line}"`), bar(x0 + 16, 128, chartW * 0.3, 10, C.ink))
  const count = 10
  const slot = (chartW - 32) / count
  for (let i = 0; i < count; i++) {
    const bh = s.random.between(0.25, 0.8) * (chartH - 64)
    parts.push(
      rect(
        x0 + 16 + i * slot + slot * 0.2,
        112 + chartH - 16 - bh,
        slot * 0.6,
        bh,
        i === count - 1 ? C.accent : i % 2 ? s.primary : C.soft,
        3,
      ),
    )
  }
  const lx = x0 + chartW + 16
  const lw = w - lx - 24
  parts.push(rect(lx, 112, lw, chartH, C.white, 10, ` stroke="${C.line}"`))
  for (let i = 0; i < 6; i++) {
    const y = 136 + i * 36
    if (y > 112 + chartH - 24) break
    parts.push(circle(lx + 24, y + 4, 9, i === 0 ? s.primary : C.light), bar(lx + 42, y, lw * 0.55))
  }
  return parts.join('')
}

function planView(w: number, h: number, s: Screen): string {
  const parts = [rect(0, 0, w, h, C.light)]
  parts.push(
    `<path d="M0 ${n(h * 0.62)}C${n(w * 0.3)} ${n(h * 0.5)} ${n(w * 0.6)} ${n(h * 0.8)} ${n(w)} ${n(h * 0.66)}" fill="none" stroke="${C.white}" stroke-width="22"/>`,
  )
  parts.push(rect(w * 0.34, 0, 18, h, C.white))
  for (let i = 0; i < 16; i++)
    parts.push(circle(s.random.between(20, w - 20), s.random.between(20, h - 20), s.random.between(8, 18), i % 3 ? C.soft : C.mid))
  const highlight = s.random.int(0, 5)
  for (let i = 0; i < 6; i++) {
    const x = w * (0.06 + (i % 3) * 0.31) + s.random.between(0, 30)
    const y = h * (i < 3 ? 0.1 : 0.42) + s.random.between(0, 20)
    const bw = w * s.random.between(0.12, 0.18)
    const bh = h * s.random.between(0.14, 0.22)
    parts.push(rect(x, y, bw, bh, i === highlight ? C.accent : C.white, 6, ` stroke="${s.primary}" stroke-width="3"`))
    if (i === highlight)
      parts.push(
        rect(x + bw + 12, y - 6, 150, 76, C.white, 10),
        bar(x + bw + 26, y + 10, 100, 10, C.ink),
        bar(x + bw + 26, y + 28, 80),
        rect(x + bw + 26, y + 44, 70, 16, s.primary, 8),
      )
  }
  return parts.join('')
}

function phoneView(w: number, h: number, s: Screen): string {
  const parts = [
    rect(0, 0, w, 48, C.white),
    rect(14, 18, 50, 12, s.primary, 3),
    rect(w - 38, 16, 22, 3, C.ink),
    rect(w - 38, 23, 22, 3, C.ink),
    rect(w - 38, 30, 22, 3, C.ink),
  ]
  parts.push(
    rect(12, 58, w - 24, h * 0.26, C.pale, 10),
    bar(24, 74, (w - 48) * 0.8, 12, C.ink),
    bar(24, 94, (w - 48) * 0.6, 12, C.ink),
    rect(24, 58 + h * 0.26 - 40, 80, 24, C.accent, 12),
  )
  const top = 70 + h * 0.26
  for (let i = 0; i < 3; i++) {
    const y = top + i * 62
    if (y + 52 > h - 50) break
    parts.push(
      rect(12, y, w - 24, 52, C.white, 8, ` stroke="${C.line}"`),
      rect(20, y + 8, 36, 36, i === 0 ? s.primary : C.light, 6),
      bar(66, y + 14, (w - 100) * 0.8, 8, C.ink),
      bar(66, y + 30, (w - 100) * 0.55),
    )
  }
  parts.push(rect(12, h - 46, w - 24, 34, s.primary, 17))
  return parts.join('')
}

const VIEWS: Record<ScreenView, (w: number, h: number, s: Screen) => string> = {
  home: homeView,
  catalog: catalogView,
  detail: detailView,
  table: tableView,
  form: formView,
  dashboard: dashboardView,
  plan: planView,
  phone: phoneView,
}

const inside = (x: number, y: number, content: string) => `<g transform="translate(${n(x)} ${n(y)})">${content}</g>`

function browser(x: number, y: number, w: number, h: number, view: ScreenView, s: Screen): string {
  return [
    rect(x + 12, y + 18, w, h, C.ink, 14, ' opacity=".16"'),
    rect(x, y, w, h, C.white, 14),
    rect(x, y, w, 36, C.pale, 14),
    rect(x, y + 22, w, 14, C.pale),
    circle(x + 20, y + 18, 5, '#e08b74'),
    circle(x + 38, y + 18, 5, C.accent),
    circle(x + 56, y + 18, 5, C.soft),
    rect(x + w * 0.3, y + 9, w * 0.4, 18, C.white, 9),
    inside(x, y + 36, VIEWS[view](w, h - 36, s)),
  ].join('')
}

function laptop(x: number, y: number, w: number, h: number, view: ScreenView, s: Screen): string {
  return [
    rect(x - 40, y + h + 6, w + 80, 20, C.ink, 10, ' opacity=".18"'),
    rect(x, y, w, h, C.ink, 16),
    rect(x + 14, y + 14, w - 28, h - 28, C.white, 4),
    inside(x + 14, y + 14, VIEWS[view === 'phone' ? 'home' : view](w - 28, h - 28, s)),
    `<path d="M${n(x - 56)} ${n(y + h)}H${n(x + w + 56)}l-26 20H${n(x - 30)}z" fill="${C.metal}"/>`,
    rect(x + w / 2 - 50, y + h, 100, 6, C.ink, 3, ' opacity=".25"'),
  ].join('')
}

function phone(x: number, y: number, w: number, h: number, s: Screen): string {
  return [
    rect(x + 10, y + 16, w, h, C.ink, 30, ' opacity=".2"'),
    rect(x, y, w, h, C.ink, 30),
    rect(x + 9, y + 9, w - 18, h - 18, C.white, 22),
    inside(x + 9, y + 22, phoneView(w - 18, h - 36, s)),
    rect(x + w / 2 - 30, y + 9, 60, 12, C.ink, 6),
  ].join('')
}

function backdrop(random: Random): string {
  const dark = random.chance(0.5)
  const bg = dark ? random.pick([C.deep, C.green]) : random.pick([C.pale, C.light])
  return [
    `<defs>${dots('d', dark ? C.mid : C.soft)}</defs>`,
    rect(0, 0, W, H, bg),
    circle(random.between(0, W), random.between(0, H), random.between(260, 420), dark ? C.green : C.white, dark ? '' : ' opacity=".7"'),
    rect(random.pick([40, 900]), random.pick([40, 420]), 260, 220, 'url(#d)'),
  ].join('')
}

/** Project cover: the project on a laptop and a phone. */
function device(src: string, view: ScreenView): string {
  const random = new Random(src)
  const s: Screen = { primary: random.pick([C.deep, C.green, C.mid]), random }
  const phoneLeft = random.chance(0.35)
  return svg(
    W,
    H,
    [backdrop(random), laptop(phoneLeft ? 330 : 130, 110, 700, 430, view, s), phone(phoneLeft ? 110 : 880, 200, 200, 400, s)].join(''),
  )
}

/** Group cover: a large browser window with a card floating beside it. */
function showcase(src: string): string {
  const random = new Random(src)
  const s: Screen = { primary: random.pick([C.deep, C.green, C.mid]), random }
  const left = random.chance(0.5)
  const bx = left ? 110 : 250
  const card = left ? 860 : 70
  return svg(
    W,
    H,
    [
      backdrop(random),
      browser(bx, 80, 840, 510, random.pick(['home', 'catalog', 'dashboard'] as const), s),
      rect(card + 10, 394, 270, 180, C.ink, 16, ' opacity=".18"'),
      rect(card, 380, 270, 180, C.white, 16),
      circle(card + 60, 470, 38, 'none', ` stroke="${C.light}" stroke-width="14"`),
      `<path d="M${card + 60} 432A38 38 0 0 1 ${card + 98} 470" fill="none" stroke="${C.accent}" stroke-width="14"/>`,
      bar(card + 120, 440, 120, 12, C.ink),
      bar(card + 120, 464, 90),
      bar(card + 120, 484, 110),
    ].join(''),
  )
}

/** Project image: one screen of the project, in a browser or on a phone. */
function screen(src: string, view: ScreenView): string {
  const random = new Random(src)
  const s: Screen = { primary: random.pick([C.deep, C.green, C.mid]), random }
  const parts = [`<defs>${dots('d', C.light)}</defs>`, rect(0, 0, W, H, C.pale), rect(0, 0, W, H, 'url(#d)', 0, ' opacity=".8"')]
  if (view === 'phone') {
    parts.push(circle(600, 338, 300, C.light), circle(random.pick([250, 950]), random.pick([140, 540]), 70, C.soft))
    parts.push(phone(450, 30, 300, 615, s))
  } else {
    parts.push(browser(60, 40, 1080, 600, view, s))
  }
  return svg(W, H, parts.join(''))
}

// ---------------------------------------------------------------- client logos (240×96)

/** The wordmark and its caption: «Опора» from «Страховая компания «Опора»», РЖД over its directorate. */
function wordmark(name: string): { main: string; caption: string } {
  const quoted = name.match(/^(.*?)«(.+)»(.*)$/)
  if (quoted) {
    const prefix = quoted[1]!.trim().replace(/^ГК$/, 'группа компаний')
    return { main: quoted[2]!, caption: `${prefix} ${quoted[3]!.trim()}`.trim().toLowerCase() }
  }
  const [main, ...rest] = name.split(' — ')
  return { main: main!, caption: rest.join(' — ') }
}

function logo(src: string, name: string): string {
  const random = new Random(src)
  const { main, caption } = wordmark(name)
  const color = random.pick([C.deep, C.green, C.ink, C.mid])
  const markColor = random.pick([C.deep, C.green, C.mid])
  const initial = escapeXml(main.charAt(0).toUpperCase())
  const font = 'font-family="Manrope, Arial, sans-serif"'
  const parts: string[] = []
  // The mark: 56×56 at (12, 20).
  const mark = random.int(0, 5)
  const letter = (fill: string) =>
    `<text x="40" y="58" ${font} font-size="30" font-weight="800" text-anchor="middle" fill="${fill}">${initial}</text>`
  if (mark === 0) parts.push(circle(40, 48, 28, markColor), letter(C.white))
  else if (mark === 1) parts.push(rect(12, 20, 56, 56, markColor, 14), letter(C.white))
  else if (mark === 2) parts.push(`<path d="M40 18l28 30-28 30-28-30z" fill="${markColor}"/>`, circle(40, 48, 9, C.accent))
  else if (mark === 3) parts.push(circle(32, 48, 20, markColor), circle(50, 48, 20, C.soft, ' opacity=".85"'))
  else if (mark === 4) parts.push(circle(40, 48, 24, 'none', ` stroke="${markColor}" stroke-width="8"`), letter(markColor))
  else for (let i = 0; i < 4; i++) parts.push(rect(14 + i * 14, 68 - (i + 1) * 12, 10, (i + 1) * 12, i === 3 ? C.accent : markColor, 2))

  // The words: fit into 152 px from x = 78.
  const available = 152
  const upper = main.length <= 10 && random.chance(0.5)
  const text = upper ? main.toUpperCase() : main
  const perChar = upper ? 0.72 : 0.62
  const words = text.split(' ')
  const lines =
    words.length > 1 && text.length * perChar * 22 > available
      ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]
      : [text]
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.min(lines.length > 1 ? 22 : 28, Math.floor(available / (longest * perChar)))
  const fit = (line: string) =>
    line.length * perChar * size > available ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"` : ''
  const spacing = upper ? ' letter-spacing="1"' : ''
  const captionSize = 11
  const block = lines.length * size * 1.05 + (caption ? captionSize + 6 : 0)
  let y = 48 - block / 2 + size * 0.8
  for (const line of lines) {
    parts.push(
      `<text x="78" y="${n(y)}" ${font} font-size="${size}" font-weight="800"${spacing}${fit(line)} fill="${color}">${escapeXml(line)}</text>`,
    )
    y += size * 1.05
  }
  if (caption) {
    const captionFit = caption.length * 0.56 * captionSize > available ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"` : ''
    parts.push(
      `<text x="78" y="${n(y + 2)}" ${font} font-size="${captionSize}" font-weight="600"${captionFit} fill="${C.mid}">${escapeXml(caption)}</text>`,
    )
  }
  return svg(240, 96, parts.join(''))
}

// ---------------------------------------------------------------- run

function draw(job: Job): string {
  switch (job.kind) {
    case 'cover':
      return cover(job.src, job.motif)
    case 'logo':
      return logo(job.src, job.name)
    case 'showcase':
      return showcase(job.src)
    case 'device':
      return device(job.src, job.view)
    case 'screen':
      return screen(job.src, job.view)
  }
}

async function main() {
  const jobs = await collectJobs()
  const outDir = join(PUBLIC_DIR, DEMO_PREFIX)
  rmSync(outDir, { recursive: true, force: true })
  const tooLarge: string[] = []
  for (const job of jobs) {
    if (!job.src.endsWith('.svg')) throw new Error(`Only SVG artwork is generated: ${job.src}`)
    const file = join(PUBLIC_DIR, job.src)
    const content = draw(job)
    if (Buffer.byteLength(content) > MAX_BYTES) tooLarge.push(`${job.src} (${Buffer.byteLength(content)} B)`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  console.log(`Generated ${jobs.length} images in ${outDir}`)
  if (tooLarge.length > 0) {
    console.error(`Larger than ${MAX_BYTES} bytes:\n  ${tooLarge.join('\n  ')}`)
    process.exitCode = 1
  }
}

await main()
