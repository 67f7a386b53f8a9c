import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CoverImage } from '#app/components/ui/images.tsx'
import { ListImage } from '#app/components/ui/images.tsx'

const uploaded = {
  src: '/api/v1/media/k/1440.jpg',
  alt: 'Команда на запуске',
  sources: [
    { type: 'image/avif' as const, srcset: '/api/v1/media/k/480.avif 480w, /api/v1/media/k/960.avif 960w' },
    { type: 'image/webp' as const, srcset: '/api/v1/media/k/480.webp 480w, /api/v1/media/k/960.webp 960w' },
  ],
}

describe('images on public pages', () => {
  it('offer an uploaded image in AVIF, then WebP, with the JPEG as the fallback', () => {
    const { container } = render(<CoverImage image={uploaded} className="cover" />)
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', uploaded.sources[0]!.srcset],
      ['image/webp', uploaded.sources[1]!.srcset],
    ])
    expect(sources.every((source) => source.getAttribute('sizes') === '(min-width: 1280px) 1200px, 100vw')).toBe(true)
    const image = screen.getByRole('img', { name: 'Команда на запуске' })
    expect(image.parentElement?.tagName).toBe('PICTURE')
    expect(image.getAttribute('src')).toBe(uploaded.src)
    expect(image.className).toBe('cover')
  })

  it('leave a plain image (the demo content’s artwork) as a bare img', () => {
    const { container } = render(<ListImage image={{ src: '/images/demo/a.svg', alt: 'Обложка' }} className="card" />)
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img', { name: 'Обложка' }).getAttribute('loading')).toBe('lazy')
  })

  it('size a logo’s sources for its small box', () => {
    const { container } = render(<ListImage image={uploaded} shape="logo" className="logo" />)
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('240px')
  })
})
