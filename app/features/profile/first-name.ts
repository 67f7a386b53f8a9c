// Apart from format.ts, whose phone formatting brings libphonenumber: the header greets the person on every page.

/** How the site greets a person: the first word of the name they gave. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name
