// What the API tells of a device from its User-Agent: in the sessions list and on a lead. Types only.

/** A device as a parser reads it from the User-Agent. */
export interface Device {
  /** «iPhone», «Windows», «macOS», «Android»…; null when unknown. */
  os: string | null
  /** «Chrome 131», «Safari 18», «Firefox 133»…; null when unknown. */
  browser: string | null
  /** 'mobile' | 'tablet' | 'desktop' */
  kind: 'mobile' | 'tablet' | 'desktop'
}
