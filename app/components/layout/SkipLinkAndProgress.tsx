import { NavigationProgress } from './NavigationProgress.tsx'

/** What every frame of the site starts with: a link past the header to the page's content (`#content`), and the bar of a slow navigation. */
export function SkipLinkAndProgress() {
  return (
    <>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Перейти к содержанию
      </a>
      <NavigationProgress />
    </>
  )
}
