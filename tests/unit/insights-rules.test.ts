import { describe, expect, it } from "vitest";
import {
  HOW_WE_WORK_TAGS,
  selectAiCarousel,
  selectHowWeWork,
  selectServicesFeatured,
  type RulePost,
} from "~/lib/insights/insights-rules";

let next = 0;
function post(overrides: Partial<Omit<RulePost, "category">> & { category?: string } = {}): RulePost {
  next += 1;
  const { category, ...rest } = overrides;
  return {
    id: `post-${next}`,
    title: `Insight ${next}`,
    tags: [],
    category: { name: category ?? "Growth & Revenue" },
    publishedAt: `2026-01-${String((next % 28) + 1).padStart(2, "0")}T08:00:00Z`,
    createdAt: "2025-12-01T08:00:00Z",
    ...rest,
  };
}

const ids = (posts: RulePost[]) => posts.map((p) => p.id);

describe("selectServicesFeatured (Services page)", () => {
  it("prefers posts whose category name contains 'service', newest first, at most 3", () => {
    const a = post({ category: "Professional Services", publishedAt: "2026-03-01" });
    const b = post({ category: "Growth & Revenue", publishedAt: "2026-05-01" });
    const c = post({ category: "Service design", publishedAt: "2026-04-01" });
    const d = post({ category: "SERVICES", publishedAt: "2026-02-01" });
    const e = post({ category: "Our services", publishedAt: "2026-01-01" });
    expect(ids(selectServicesFeatured([a, b, c, d, e]))).toEqual([c.id, a.id, d.id]);
  });

  it("falls back to the newest posts overall when no category mentions service", () => {
    const a = post({ publishedAt: "2026-01-01" });
    const b = post({ publishedAt: "2026-03-01" });
    const c = post({ publishedAt: "2026-02-01" });
    const d = post({ publishedAt: "2026-04-01" });
    expect(ids(selectServicesFeatured([a, b, c, d]))).toEqual([d.id, b.id, c.id]);
  });

  it("shows the one matching post rather than padding with others", () => {
    const a = post({ category: "Services", publishedAt: "2026-01-01" });
    const b = post({ publishedAt: "2026-03-01" });
    expect(ids(selectServicesFeatured([a, b]))).toEqual([a.id]);
  });

  it("is empty for no posts", () => {
    expect(selectServicesFeatured([])).toEqual([]);
  });
});

describe("selectAiCarousel (Smart Systems and AI page)", () => {
  it("keeps posts with automation, AI or smart in the category name or title, newest first", () => {
    const byCategory = post({ category: "Automation & AI", publishedAt: "2026-02-01" });
    const byTitle = post({ title: "Smart scheduling for clinics", publishedAt: "2026-03-01" });
    const aiWord = post({ title: "Where AI helps a small team", publishedAt: "2026-01-15" });
    const automated = post({ title: "Automated invoicing in a week", publishedAt: "2026-01-10" });
    const unrelated = post({ title: "Raising prices", publishedAt: "2026-04-01" });
    // "ai" inside another word ("maintain", "retail") is not AI.
    const notAi = post({ title: "Maintain retail margins", publishedAt: "2026-05-01" });
    expect(ids(selectAiCarousel([byCategory, unrelated, aiWord, byTitle, notAi, automated]))).toEqual([
      byTitle.id,
      byCategory.id,
      aiWord.id,
      automated.id,
    ]);
  });

  it("matches case-insensitively", () => {
    const a = post({ title: "SMART systems", publishedAt: "2026-01-01" });
    const b = post({ category: "ai tools", publishedAt: "2026-01-02" });
    expect(ids(selectAiCarousel([a, b]))).toEqual([b.id, a.id]);
  });

  it("shows every post, newest first, when none match", () => {
    const a = post({ publishedAt: "2026-01-01" });
    const b = post({ publishedAt: "2026-02-01" });
    expect(ids(selectAiCarousel([a, b]))).toEqual([b.id, a.id]);
  });

  it("orders by published date, falling back to created date for posts without one", () => {
    const published = post({ title: "AI one", publishedAt: "2026-02-01", createdAt: "2026-01-01" });
    const unpublishedDate = post({ title: "AI two", publishedAt: null, createdAt: "2026-03-01" });
    const older = post({ title: "AI three", publishedAt: null, createdAt: "2025-01-01" });
    expect(ids(selectAiCarousel([older, published, unpublishedDate]))).toEqual([
      unpublishedDate.id,
      published.id,
      older.id,
    ]);
  });

  it("removes duplicates and stops at six", () => {
    const posts = Array.from({ length: 8 }, (_, i) =>
      post({ title: `Automation ${i}`, publishedAt: `2026-02-0${i + 1}` }),
    );
    const picked = selectAiCarousel([...posts, posts[7], posts[6]]);
    expect(picked).toHaveLength(6);
    expect(new Set(ids(picked)).size).toBe(6);
    expect(ids(picked)).toEqual(ids([...posts].reverse().slice(0, 6)));
  });

  it("is empty for no posts", () => {
    expect(selectAiCarousel([])).toEqual([]);
  });
});

describe("selectHowWeWork (How-we-work page)", () => {
  it("lists the tags the spec names", () => {
    expect(HOW_WE_WORK_TAGS).toEqual(["how-we-work", "how we work", "operations", "partnership", "execution"]);
  });

  it("keeps posts tagged with any of them, in any case, newest first, at most 3", () => {
    const a = post({ tags: ["How We Work"], publishedAt: "2026-01-01" });
    const b = post({ tags: ["pricing", "OPERATIONS"], publishedAt: "2026-02-01" });
    const c = post({ tags: ["partnership"], publishedAt: "2026-03-01" });
    const d = post({ tags: [" Execution "], publishedAt: "2026-04-01" });
    const e = post({ tags: ["how-we-work"], publishedAt: "2025-12-01" });
    const untagged = post({ tags: ["pricing"], publishedAt: "2026-05-01" });
    expect(ids(selectHowWeWork([a, b, c, d, e, untagged]))).toEqual([d.id, c.id, b.id]);
  });

  it("does not match tags that only contain a wanted word", () => {
    const a = post({ tags: ["operations-manager"], publishedAt: "2026-01-01" });
    expect(selectHowWeWork([a])).toEqual([]);
  });

  it("is empty when no post is tagged (the section then says there are none yet)", () => {
    expect(selectHowWeWork([post({ tags: ["pricing"] }), post({ tags: [] })])).toEqual([]);
  });

  it("removes duplicates", () => {
    const a = post({ tags: ["execution"] });
    expect(ids(selectHowWeWork([a, a, a]))).toEqual([a.id]);
  });
});
