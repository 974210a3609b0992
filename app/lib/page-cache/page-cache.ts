/**
 * The rendered-page cache (ADR 024): whole responses to anonymous GET and
 * HEAD requests of public pages, each kept with its body as sent plainly, in
 * brotli and in gzip (compressed once, when stored), so a hit costs no render,
 * no query and no compression.
 *
 * Bounded twice: pages at their plain address share one byte budget, and
 * everything a visitor can vary at will (a query string, an unknown address
 * answered 404) shares a smaller one of its own, so a crawler's flood of
 * distinct addresses evicts only other such variants, never the pages. And a
 * variant is kept only when it is asked for a second time (admitVariant).
 *
 * Each entry names the content it shows (tags, e.g. "insights"); a change to
 * that content drops exactly the entries that show it. A render that began
 * before any drop is not kept (it may have read what changed).
 */
export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  status: number;
  /**
   * Response headers to replay, as name, value, name, value… (lower-case names: the security headers, Content-Type,
   * Cache-Control, Location, Vary, the CSP; never Set-Cookie), ready for writeHead.
   */
  headers: string[];
  bodies: Record<Encoding, Buffer>;
  /** The bodies' entity tag, less the encoding each names (entity-tag.ts). */
  etag: string;
  /** The content the page shows, by tag: a change to any of it drops the entry. */
  tags: ReadonlySet<string>;
  /** Work a hit still does for its visitor (a post's view count), without render or query. */
  onHit: readonly ((request: HitRequest) => void)[];
  storedAt: number;
  /** The route pattern the page was rendered by, as the HTTP metrics label it: a hit is counted without matching again. */
  route: string;
};

/** What a hit's work may look at: the request's method and headers. */
export type HitRequest = { method: string; headers: { get(name: string): string | null } };

export type PageCacheOptions = {
  /** Bytes for all entries together (the three bodies of each). */
  maxBytes: number;
  /** Share of maxBytes that variants (query strings, 404s) may hold. */
  variantShare?: number;
  /** Longest an entry is served, as a backstop for anything time-dependent. */
  maxAgeMs?: number;
  /** How many variant addresses asked for only once it remembers (admitVariant). */
  maxSeenOnce?: number;
  now?: () => number;
};

export type PageCacheStats = {
  hits: number;
  misses: number;
  stores: number;
  evictions: number;
  invalidations: number;
  entries: number;
  bytes: number;
};

const sizeOf = (page: CachedPage) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;

/** An LRU of entries within a byte budget (a Map keeps insertion order: the first key is the least recently used). */
class Shelf {
  readonly entries = new Map<string, CachedPage>();
  bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  delete(key: string): boolean {
    const page = this.entries.get(key);
    if (!page) return false;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
    return true;
  }

  /** Stores `page`, evicting the least recently used entries to make room; returns how many were evicted. */
  set(key: string, page: CachedPage): number {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes) return 0;
    let evicted = 0;
    for (const oldest of this.entries.keys()) {
      if (this.bytes + size <= this.maxBytes) break;
      this.delete(oldest);
      evicted++;
    }
    this.entries.set(key, page);
    this.bytes += size;
    return evicted;
  }
}

export class PageCache {
  private readonly pages: Shelf;
  private readonly variants: Shelf;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Counts every drop: a render that started at another generation is not stored. */
  private generation = 0;
  /** While set (the change feed is down), nothing is served or stored: a change could go unseen. */
  private paused = false;
  private readonly counters = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0 };
  /** Variant keys asked for once (oldest first): a variant is kept only when it is asked for again. */
  private readonly seenOnce = new Map<string, true>();
  private readonly maxSeenOnce: number;

  constructor(options: PageCacheOptions) {
    const variantBytes = Math.floor(options.maxBytes * (options.variantShare ?? 0.25));
    this.pages = new Shelf(options.maxBytes - variantBytes);
    this.variants = new Shelf(variantBytes);
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.maxSeenOnce = options.maxSeenOnce ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.pages.maxBytes > 0 && !this.paused;
  }

  /** The entry for `key` if it is fresh; counts a hit or a miss. */
  lookup(key: string): CachedPage | undefined {
    const page = this.enabled ? (this.pages.get(key) ?? this.variants.get(key)) : undefined;
    if (page && this.now() - page.storedAt > this.maxAgeMs) {
      this.pages.delete(key);
      this.variants.delete(key);
      this.counters.misses++;
      return undefined;
    }
    this.counters[page ? "hits" : "misses"]++;
    return page;
  }

  /** A token to hand back to store(): which generation a render starts in. */
  begin(): number {
    return this.generation;
  }

  /**
   * Keeps `page` under `key` unless the cache changed generation since `began`
   * (content changed during the render). `variant`: the address is one a
   * visitor can vary at will (a query, a 404). Returns whether it was kept.
   */
  store(key: string, page: CachedPage, began: number, variant: boolean): boolean {
    if (!this.enabled || began !== this.generation) return false;
    (variant ? this.pages : this.variants).delete(key);
    this.counters.evictions += (variant ? this.variants : this.pages).set(key, page);
    this.counters.stores++;
    return true;
  }

  /**
   * Whether a variant (a query string, a 404) is worth keeping: only when it
   * was asked for before. A crawler's or an attacker's one-off addresses are
   * rendered and sent as any page is, without the cost of compressing and
   * storing them for nobody; the remembered keys are bounded too.
   */
  admitVariant(key: string): boolean {
    if (this.seenOnce.delete(key)) return true;
    if (this.seenOnce.size >= this.maxSeenOnce) this.seenOnce.delete(this.seenOnce.keys().next().value!);
    this.seenOnce.set(key, true);
    return false;
  }

  /** Drops every entry that shows any of `tags`. */
  invalidate(tags: Iterable<string>): void {
    const changed = new Set(tags);
    this.generation++;
    this.counters.invalidations++;
    for (const shelf of [this.pages, this.variants]) {
      for (const [key, page] of shelf.entries) {
        if ([...page.tags].some((tag) => changed.has(tag))) shelf.delete(key);
      }
    }
  }

  /** Drops everything. */
  clear(): void {
    this.generation++;
    this.counters.invalidations++;
    for (const shelf of [this.pages, this.variants]) for (const key of [...shelf.entries.keys()]) shelf.delete(key);
  }

  /** Stops serving and storing (true) until resumed (false); either way everything held is dropped. */
  pause(paused: boolean): void {
    this.paused = paused;
    this.clear();
  }

  stats(): PageCacheStats {
    return {
      ...this.counters,
      entries: this.pages.entries.size + this.variants.entries.size,
      bytes: this.pages.bytes + this.variants.bytes,
    };
  }
}
