/** The lengths a page's settings hold (ADR 060): what the forms allow, and what search engines show. */

/** The most a page's title may hold. */
export const TITLE_MAX = 120;
/** The most a description may hold (the page schema's limit, which publishing checks). */
export const DESCRIPTION_MAX = 160;
/** About what search engines show of a title and of a description: the hint beside each field. */
export const TITLE_SHOWN = 60;
export const DESCRIPTION_SHOWN = 155;
/** The most a preview picture's alt text may hold. */
export const ALT_MAX = 250;
