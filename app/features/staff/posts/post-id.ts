/** The post an address names (/admin/posts/12/): a whole number, or null (the page is then 404). */
export const postIdOf = (param: string): number | null => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : null)
