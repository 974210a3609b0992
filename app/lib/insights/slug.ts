/**
 * URL slug from a title: lowercased, every run of characters that are not
 * letters a-z or digits becomes one hyphen, no hyphens at either end.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** True for what slugify makes (lowercase letters and digits in runs joined by single hyphens): nothing else can name a post. */
export function isSlug(value: string): boolean {
  return value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** The slug, or the slug with -2, -3, ... appended until `taken` says it is free. */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  const root = base || "post";
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
