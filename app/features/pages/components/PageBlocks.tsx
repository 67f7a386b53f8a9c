import type { PageBlock } from '#shared/contract/pages.ts'
import { CallToActionSection } from './CallToActionSection.tsx'
import { FeaturesSection } from './FeaturesSection.tsx'
import { HeroSection } from './HeroSection.tsx'
import { StatsSection } from './StatsSection.tsx'

/** Renders a page's blocks in order; each block type has its own section component. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`
    switch (block.type) {
      case 'hero':
        return <HeroSection key={key} block={block} />
      case 'stats':
        return <StatsSection key={key} block={block} />
      case 'features':
        return <FeaturesSection key={key} block={block} />
      case 'cta':
        return <CallToActionSection key={key} block={block} />
      default:
        return null
    }
  })
}
