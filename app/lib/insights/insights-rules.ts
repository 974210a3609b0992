/**
 * Which insights each marketing page shows. Pure functions over posts that
 * are already published, so every rule is tested on its own.
 */
export type RulePost = {
  id: string;
  title: string;
  tags: string[];
  category: { name: string };
  publishedAt: Date | string | null;
  createdAt: Date | string;
};

function newestFirst<T extends RulePost>(posts: T[]): T[] {
  const time = (post: RulePost) => new Date(post.publishedAt ?? post.createdAt).getTime();
  return [...posts].sort((a, b) => time(b) - time(a));
}

function uniqueById<T extends RulePost>(posts: T[]): T[] {
  const seen = new Set<string>();
  return posts.filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)));
}

/** Services page: up to 3 newest whose category name contains "service", else the newest overall. */
export function selectServicesFeatured<T extends RulePost>(posts: T[], limit = 3): T[] {
  const sorted = newestFirst(uniqueById(posts));
  const matching = sorted.filter((post) => post.category.name.toLowerCase().includes("service"));
  return (matching.length > 0 ? matching : sorted).slice(0, limit);
}

const AI_WORDS = /automat|\bai\b|smart/i;

/**
 * Smart Systems and AI carousel: posts whose category name or title mentions
 * automation, AI or smart (all posts when none do), newest first, at most 6.
 */
export function selectAiCarousel<T extends RulePost>(posts: T[], limit = 6): T[] {
  const sorted = newestFirst(uniqueById(posts));
  const matching = sorted.filter((post) => AI_WORDS.test(post.category.name) || AI_WORDS.test(post.title));
  return (matching.length > 0 ? matching : sorted).slice(0, limit);
}

export const HOW_WE_WORK_TAGS = ["how-we-work", "how we work", "operations", "partnership", "execution"];

/** How-we-work page: at most 3 newest posts tagged with any of HOW_WE_WORK_TAGS (any case). */
export function selectHowWeWork<T extends RulePost>(posts: T[], limit = 3): T[] {
  const wanted = new Set(HOW_WE_WORK_TAGS);
  return newestFirst(uniqueById(posts))
    .filter((post) => post.tags.some((tag) => wanted.has(tag.trim().toLowerCase())))
    .slice(0, limit);
}
