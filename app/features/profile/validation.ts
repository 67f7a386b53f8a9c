/** Addresses are the same whatever their case (the API keeps them lower-case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
