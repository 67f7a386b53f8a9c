// Apart from field-rules.ts, whose phone rule brings libphonenumber: the form controls show it on every page with a form.

/** The message of a form that has field errors (the fields say what). */
export const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей.'
