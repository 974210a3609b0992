/**
 * The whole data model (PostgreSQL dialect, shared by PGlite and PostgreSQL).
 * Better Auth's tables keep its model names as TypeScript keys; the SQL names
 * are snake_case.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { PageContent } from "~/content/pages/schema/stored-page";

/** Binary data (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- accounts

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * When this session passed a second factor (a TOTP or backup code), or null for a session signed in with the
     * password alone: what admin access is checked against, never the account's two-factor flag (ADR 040).
     */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** the 30-second step of the last TOTP code accepted: a code of this step or an earlier one is refused (no replay) */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** A member of staff's one role (app/lib/accounts/roles.ts); a user without a row is not staff. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("user_roles_role_check", sql`${t.role} in ('admin', 'editor', 'sales')`)],
);

/**
 * An invitation to join the staff with a role: its link's token is kept only as a SHA-256 hash, works once and
 * expires (team.server.ts). invited_by is null for the setup link of a fresh install, printed in the log.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_invitations_email_idx").on(t.email),
    check("staff_invitations_role_check", sql`${t.role} in ('admin', 'editor', 'sales')`),
  ],
);

// ---------------------------------------------------------------- insights

export const CATEGORY_ICONS = ["TrendingUp", "Zap", "Shield", "User", "Settings"] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    icon: text("icon").$type<CategoryIcon>().notNull().default("User"),
    createdAt: createdAt(),
  },
  (t) => [check("blog_categories_icon_check", sql`${t.icon} in ('TrendingUp', 'Zap', 'Shield', 'User', 'Settings')`)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    authorName: text("author_name").notNull(),
    authorBio: text("author_bio"),
    featuredImageUrl: text("featured_image_url"),
    readTime: integer("read_time").notNull().default(1),
    viewCount: integer("view_count").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /** an uploaded featured image (its variants serve featured_image_url's address); null: none, or an outside address */
    featuredImageId: uuid("featured_image_id").references((): AnyPgColumn => images.id, { onDelete: "set null" }),
    /** the featured image's alt text; empty when it is marked decorative */
    featuredImageAlt: text("featured_image_alt"),
    featuredImageDecorative: boolean("featured_image_decorative").notNull().default(false),
    /** counts saves, for optimistic concurrency: a save names the version it edited and is refused if another came first */
    version: integer("version").notNull().default(1),
    /** when an unpublished post goes live by itself (Africa/Johannesburg wall time chosen in the editor); null: not scheduled */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** a live post's saved changes that readers do not see until someone publishes them; null: none */
    pendingChanges: jsonb("pending_changes").$type<PostFields>(),
    pendingSavedAt: timestamp("pending_saved_at", { withTimezone: true }),
    /** what insight search matches: title and summary, lowercased (kept by the database) */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(title || ' ' || summary)`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Newest first" exactly as the list queries order (DESC is NULLS FIRST in SQL).
    index("blog_posts_newest_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("blog_posts_category_newest_idx")
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("blog_posts_created_idx").on(t.createdAt.desc()),
    // Insight search: LIKE on the lowercased text (see listPublishedPosts).
    index("blog_posts_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("blog_posts_tags_idx").using("gin", t.tags),
    index("blog_posts_publish_at_idx").on(t.publishAt).where(sql`${t.publishAt} is not null`),
    index("blog_posts_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
  ],
);

/** Every field a post's editor saves: what a revision keeps and a pending draft holds. */
export type PostFields = {
  title: string;
  summary: string;
  content: string;
  categoryId: string;
  tags: string[];
  authorName: string;
  authorBio: string | null;
  featuredImageUrl: string | null;
  featuredImageId: string | null;
  featuredImageAlt: string | null;
  featuredImageDecorative: boolean;
  isFeatured: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
};

export const REVISION_KINDS = ["saved", "draft", "published", "scheduled", "restored"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * Every save of a post: who, when, and every field as saved. Restoring one
 * writes a new revision (kind "restored", naming the one it came from);
 * revisions are never changed, and go with their post.
 */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** the post's version after this save */
    version: integer("version").notNull(),
    kind: text("kind").$type<RevisionKind>().notNull(),
    fields: jsonb("fields").$type<PostFields>().notNull(),
    restoredFrom: uuid("restored_from"),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("blog_post_revisions_post_idx").on(t.postId, t.createdAt.desc()),
    check("blog_post_revisions_kind_check", sql`${t.kind} in ('saved', 'draft', 'published', 'scheduled', 'restored')`),
  ],
);

// ---------------------------------------------------------------- site pages

/**
 * The marketing pages, stored as content (ADR 056): seeded from the page modules into an empty database, the
 * database is their source from then on. `content` is the page as published for a live page, or as last saved for
 * one never published; a live page's saved draft waits in `pending_changes` (readers keep the live page) until it
 * is published. `path` is the page's address as pages are matched (pageKey: lower case, no trailing slash).
 */
export const sitePages = pgTable(
  "site_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull().unique(),
    content: jsonb("content").$type<PageContent>().notNull(),
    /** a live page's saved changes that readers do not see until someone publishes them; null: none */
    pendingChanges: jsonb("pending_changes").$type<PageContent>(),
    pendingSavedAt: timestamp("pending_saved_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    /** counts saves, for optimistic concurrency: a save names the version it edited and is refused if another came first */
    version: integer("version").notNull().default(1),
    /** when an unpublished page goes live by itself; null: not scheduled */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** the secret of the page's preview link (its draft, not stored by any cache, not indexed); null: none made */
    previewToken: text("preview_token").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("site_pages_publish_at_idx").on(t.publishAt).where(sql`${t.publishAt} is not null`)],
);

/**
 * Every save of a page: who, when, and the page as saved (its path included). Revisions are never changed, and
 * go with their page.
 */
export const sitePageRevisions = pgTable(
  "site_page_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => sitePages.id, { onDelete: "cascade" }),
    /** the page's version after this save */
    version: integer("version").notNull(),
    kind: text("kind").$type<RevisionKind>().notNull(),
    fields: jsonb("fields").$type<PageRevisionFields>().notNull(),
    restoredFrom: uuid("restored_from"),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("site_page_revisions_page_idx").on(t.pageId, t.createdAt.desc()),
    check("site_page_revisions_kind_check", sql`${t.kind} in ('saved', 'draft', 'published', 'scheduled', 'restored')`),
  ],
);

/** What a page's revision keeps: its address and its content as saved. */
export type PageRevisionFields = { path: string; content: PageContent };

export const REDIRECT_SOURCES = ["legacy", "manual", "path-change", "page-deleted"] as const;
/** Why a redirect exists: an old address of the site's, one staff added, a page moved, a page deleted. */
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

/**
 * Addresses the site answers with a redirect or as gone: a permanent redirect (301) to `to_path`, keeping the
 * query string, or 410 Gone when `to_path` is null (a page deleted with nowhere to send its readers). `from_path`
 * is matched as pages are (pageKey: lower case, no trailing slash). Seeded with the site's legacy addresses.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull().unique(),
    /** where readers are sent (a path on this site, or https://); null: the page is gone (410) */
    toPath: text("to_path"),
    source: text("source").$type<RedirectSource>().notNull().default("manual"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("redirects_source_check", sql`${t.source} in ('legacy', 'manual', 'path-change', 'page-deleted')`),
    check("redirects_not_to_itself", sql`${t.toPath} is null or ${t.toPath} <> ${t.fromPath}`),
  ],
);

/**
 * Site-wide settings edited in the admin, one row per kind: "facts" (the firm's email, phone, WhatsApp, address,
 * hours, fee range, spots left) and "menus" (the header's menus, the footer's links, the mobile call bar). Each
 * is one JSON value, saved whole, with a version for optimistic concurrency.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** counts saves, for optimistic concurrency */
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedByName: text("updated_by_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- images

export const IMAGE_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * Uploaded images, resized once into variants at upload. Kept in the
 * database by default (so a backup holds them), or in S3-compatible storage
 * when configured (ADR 033); `storage` says where this one's bytes are.
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the largest variant's size, kept so pages reserve the space (no layout shift) */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** the format older browsers get: jpeg for photos, png for images with transparency */
    fallbackFormat: text("fallback_format").$type<"jpeg" | "png">().notNull(),
    storage: text("storage").$type<"database" | "s3">().notNull().default("database"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("images_created_idx").on(t.createdAt),
    check("images_fallback_format_check", sql`${t.fallbackFormat} in ('jpeg', 'png')`),
    check("images_storage_check", sql`${t.storage} in ('database', 's3')`),
  ],
);

/** One resized rendering of an image: a width in a format, or the 1200×630 social card ("og"). */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** "480", "960", "1600" (widths) or "og" (1200×630 crop) */
    name: text("name").notNull(),
    format: text("format").$type<ImageFormat>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteLength: integer("byte_length").notNull(),
    /** the bytes, when the image is kept in the database */
    data: bytea("data"),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.name, t.format] }),
    check("image_variants_format_check", sql`${t.format} in ('avif', 'webp', 'jpeg', 'png')`),
  ],
);

// ---------------------------------------------------------------- audit

export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** kept as plain text so the record outlives an erased account */
    userId: text("user_id"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt.desc()),
    index("audit_events_resource_idx").on(t.resourceType, t.resourceId),
  ],
);

/**
 * Erasures of a person's data, by a keyed hash of their email address (never the address): a restore replays them, so
 * a backup taken before an erasure does not bring the person back.
 */
export const erasureLog = pgTable("erasure_log", {
  emailHash: text("email_hash").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- leads

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: page, ?focus=, ?lead=, utm_* parameters. */
export type LeadQuery = Record<string, string>;

const leadColumns = () => ({
  status: text("status").$type<LeadStatus>().notNull().default("new"),
  /** the staff member following the lead up (null: unassigned) */
  ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
  /** when the first reply is due, in business hours (app/lib/leads/business-hours.ts); null: no promise (newsletter) */
  replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
  /** when the due-time clock stopped: the first reply sent, or the status first moved on from new */
  respondedAt: timestamp("responded_at", { withTimezone: true }),
  /** when the first reply was sent from the lead's page */
  firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
  sourcePath: text("source_path"),
  query: jsonb("query").$type<LeadQuery>().notNull().default({}),
  consentAt: timestamp("consent_at", { withTimezone: true }),
  noticeVersion: text("notice_version"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every lead, of every kind (contact request, marketplace submission, Ready to talk, newsletter sign-up, and kinds
 * added later), in one table (ADR 054): the columns every lead has, and the rest of what the visitor answered in
 * `answers`, checked on write and on read by the kind's schema (app/lib/leads/lead-kinds.ts). A kind is not a
 * database value to migrate: adding one needs no change here.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the lead's kind, a name in the kinds' registry: "contact", "marketplace", "ready-to-talk", "newsletter" */
    kind: text("kind").notNull(),
    /** the name the team knows the lead by, when the form asks one */
    name: text("name"),
    email: text("email").notNull(),
    phone: text("phone"),
    business: text("business"),
    /** everything else the visitor answered, as the kind's schema keeps it */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** what the inbox's search looks in, lowercased (trigram-indexed) */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${leads.name}, '') || ' ' || ${leads.email} || ' ' || coalesce(${leads.business}, ''))`,
    ),
    ...leadColumns(),
  },
  (t) => [
    // The inbox reads pages in this order (created_at, id, newest first) from an index, never sorting every lead.
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_kind_idx").on(t.kind, t.createdAt.desc(), t.id.desc()),
    index("leads_owner_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index("leads_status_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // The counts by status, queue and kind (the board's columns, the navigation's queues) from this index alone.
    index("leads_status_kind_owner_idx").on(t.status, t.kind, t.ownerId),
    index("leads_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("leads_due_idx").on(t.replyDueAt).where(sql`${t.respondedAt} is null and ${t.replyDueAt} is not null`),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    check("leads_status_check", sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`),
  ],
);

export const SUBSCRIPTION_STATES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * Newsletter sign-ups (double opt-in): pending until the emailed link is
 * followed, then confirmed; unsubscribed keeps the row so a later sign-up
 * starts a fresh confirmation. Marketing consent, separate from enquiries.
 */
/**
 * Newsletter subscriptions (double opt-in): pending until the emailed link is followed, then confirmed;
 * unsubscribed keeps the row so a later sign-up starts a fresh confirmation. A consent with a lifecycle of its own,
 * kept apart from the leads; the sign-up that made it is a lead (kind "newsletter"), which `lead_id` names.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** stored lowercased: one row per address */
    email: text("email").notNull().unique(),
    subscription: text("subscription").$type<SubscriptionState>().notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** the sign-up's lead: its consent record and where it came from; erased with it */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_subscribers_lead_idx").on(t.leadId),
    check(
      "newsletter_subscribers_subscription_check",
      sql`${t.subscription} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

export const NEWSLETTER_ISSUE_STATES = ["draft", "sending", "sent"] as const;
export type NewsletterIssueState = (typeof NEWSLETTER_ISSUE_STATES)[number];

/** A newsletter issue: an intro and chosen posts, composed by an editor and sent to every confirmed subscriber. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    intro: text("intro").notNull(),
    /** the posts it presents, in order */
    postIds: uuid("post_ids").array().notNull().default(sql`'{}'::uuid[]`),
    state: text("state").$type<NewsletterIssueState>().notNull().default("draft"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    /** when every confirmed subscriber's copy was queued */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletter_issues_created_idx").on(t.createdAt.desc()),
    check("newsletter_issues_state_check", sql`${t.state} in ('draft', 'sending', 'sent')`),
  ],
);

/**
 * One row per issue and subscriber, written in the transaction that queues
 * that subscriber's email: the primary key is why no one gets an issue twice,
 * however often a send is interrupted and resumed.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    outboxId: uuid("outbox_id").references((): AnyPgColumn => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
  ],
);

/** Each run of a job that runs once across instances (under an advisory lock): what it did, and where. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    instance: text("instance").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("job_runs_job_idx").on(t.job, t.startedAt.desc())],
);

/** A lead's kind: a name in the kinds' registry (app/lib/leads/lead-kinds.ts). */
export type LeadType = string;

/** The team's notes on a lead, newest last; kept with the lead and erased with it. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Replies written to a lead from its page: sent through the outbox (the row
 * keeps the delivery state), kept with the lead and erased with it.
 */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_replies_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * The morning digests sent: one row per weekday (Johannesburg date), written
 * in the transaction that queues that day's emails, so no day is sent twice.
 */
export const leadDigests = pgTable("lead_digests", {
  day: text("day").primaryKey(),
  recipients: integer("recipients").notNull(),
  leads: integer("leads").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- email

export const OUTBOX_STATUSES = ["pending", "sent", "dead"] as const;

/** A file sent with an email: its name, media type and text (a calendar file is text). */
export type EmailAttachment = { filename: string; contentType: string; content: string };
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** extra headers, e.g. List-Unsubscribe on newsletter mail */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** the visitor this email is about (their own copy or the team's notification), so an erasure request can remove it */
    concerns: text("concerns"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** the lead this email was sent to or about (null: not about one lead), for its timeline; erased with it */
    leadId: uuid("lead_id").references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    /** files sent with it: a booking's calendar file (text content) */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    /** the booking this is a reminder of: withdrawn (deleted while pending) when the booking is moved or cancelled */
    reminderOf: uuid("reminder_of").references((): AnyPgColumn => bookings.id, { onDelete: "cascade" }),
    /** the process holding the delivery lease (set while it sends), so a restart can take back its own dead leases */
    claimedBy: text("claimed_by"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("email_outbox_status_idx").on(t.status, t.createdAt.desc()),
    index("email_outbox_concerns_idx").on(t.concerns),
    index("email_outbox_lead_idx").on(t.leadId),
    index("email_outbox_reminder_idx").on(t.reminderOf).where(sql`${t.reminderOf} is not null`),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'dead')`),
  ],
);

// ---------------------------------------------------------------- form abuse limits

/**
 * Fixed-window counters for public form submissions: one row per form and
 * client address (key "contact:203.0.113.7"), shared by every instance.
 */
export const formRateLimits = pgTable(
  "form_rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Failed sign-ins per account (keyed by the normalised email, whether or not
 * an account exists, so the answers never tell): a progressive delay after
 * repeated failures, and one warning email to the holder after 10.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull().defaultNow(),
    /** when the holder was warned about this run of failures (null: not yet) */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_failures_last_idx").on(t.lastFailedAt)],
);

// ---------------------------------------------------------------- booking (ADR 067)

export const CALL_LOCATIONS = ["phone", "video", "office"] as const;
export type CallLocation = (typeof CALL_LOCATIONS)[number];
/** A named host takes every call; a round robin gives each call to the free host with the fewest calls booked. */
export const HOST_RULES = ["named", "round-robin"] as const;
export type HostRule = (typeof HOST_RULES)[number];
export const SLOT_STEPS = [15, 30] as const;

/** One of a call type's questions: free text when it has no options; an option may send the visitor to the contact form instead. */
export type CallQuestion = {
  id: string;
  label: string;
  required: boolean;
  options: { value: string; label: string; offerContactForm?: boolean }[] | null;
};

/** Wall-clock opening hours in the firm's zone, "HH:MM" to "HH:MM", by ISO weekday ("1" Monday to "7" Sunday). */
export type WeeklyHours = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", [string, string][]>>;
/** A time that is busy on a host's own calendar, as ISO instants. */
export type BusyRange = { start: string; end: string };

/** The calls a visitor can book (each "Book a call" on the site links to one), edited by admins. */
export const callTypes = pgTable(
  "call_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** its address: /book/<slug> */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    lengthMinutes: integer("length_minutes").notNull(),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
    windowDays: integer("window_days").notNull().default(30),
    slotStepMinutes: integer("slot_step_minutes").notNull().default(30),
    location: text("location").$type<CallLocation>().notNull().default("video"),
    /** the video link, the office's address or a note on the phone call */
    locationDetail: text("location_detail").notNull().default(""),
    hostRule: text("host_rule").$type<HostRule>().notNull().default("named"),
    questions: jsonb("questions").$type<CallQuestion[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** counts saves, for optimistic concurrency */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("call_types_length_check", sql`${t.lengthMinutes} between 5 and 240`),
    check(
      "call_types_buffers_check",
      sql`${t.bufferBeforeMinutes} between 0 and 180 and ${t.bufferAfterMinutes} between 0 and 180`,
    ),
    check("call_types_notice_check", sql`${t.minimumNoticeMinutes} between 0 and 20160`),
    check("call_types_window_check", sql`${t.windowDays} between 1 and 365`),
    check("call_types_step_check", sql`${t.slotStepMinutes} in (15, 30)`),
    check("call_types_location_check", sql`${t.location} in ('phone', 'video', 'office')`),
    check("call_types_host_rule_check", sql`${t.hostRule} in ('named', 'round-robin')`),
  ],
);

/** Who hosts a call type: one for a named host, several for a round robin. */
export const callTypeHosts = pgTable(
  "call_type_hosts",
  {
    callTypeId: uuid("call_type_id")
      .notNull()
      .references(() => callTypes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.callTypeId, t.userId] }), index("call_type_hosts_user_idx").on(t.userId)],
);

/** A host's weekly hours, the calendar they already use (read as busy), and their private feed of booked calls. */
export const hostSchedules = pgTable("host_schedules", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  /** the private iCalendar address of the host's own calendar (null: none given) */
  calendarUrl: text("calendar_url"),
  /** the busy times of the last good reading of that calendar */
  calendarBusy: jsonb("calendar_busy").$type<BusyRange[]>().notNull().default([]),
  /** when it was last read successfully */
  calendarReadAt: timestamp("calendar_read_at", { withTimezone: true }),
  /** when a reading was last tried, and what went wrong (null: it was read) */
  calendarCheckedAt: timestamp("calendar_checked_at", { withTimezone: true }),
  calendarError: text("calendar_error"),
  /** the secret in the address of the host's feed of booked calls (null: no feed; a new one revokes the old) */
  feedToken: text("feed_token").unique(),
  updatedAt: updatedAt(),
});

/** A day a host's hours differ from the week's: leave (no hours) or different hours, an extra day included. */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** the day's hours ("HH:MM" pairs, firm's zone); empty: not available */
    hours: jsonb("hours").$type<[string, string][]>().notNull().default([]),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [unique("availability_overrides_user_day").on(t.userId, t.day)],
);

export const BOOKING_STATUSES = ["held", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_OUTCOMES = ["attended", "no-show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/**
 * A call booked with a host: its lead (the visitor), its time and the time it blocks (buffers included). No two held
 * or confirmed bookings of a host block overlapping times: the exclusion constraint bookings_no_overlap, written by
 * hand in the migration (drizzle cannot express it), is the guarantee; the slots offered are only advice.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    callTypeId: uuid("call_type_id")
      .notNull()
      .references(() => callTypes.id),
    hostId: text("host_id")
      .notNull()
      .references(() => user.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedFrom: timestamp("blocked_from", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    outcome: text("outcome").$type<BookingOutcome>(),
    /** the zone the visitor saw the times in besides the firm's (null: the firm's) */
    visitorTimeZone: text("visitor_time_zone"),
    /** the calendar files' UID ("<uuid>@<host>") and SEQUENCE, which grows with every change */
    icalUid: text("ical_uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    /** single-purpose secrets in the visitor's links: the confirmation page, rescheduling, cancelling */
    viewToken: text("view_token").notNull().unique(),
    rescheduleToken: text("reschedule_token").notNull().unique(),
    cancelToken: text("cancel_token").notNull().unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_host_time_idx").on(t.hostId, t.startsAt),
    index("bookings_time_idx").on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
    index("bookings_lead_idx").on(t.leadId),
    check("bookings_status_check", sql`${t.status} in ('held', 'confirmed', 'cancelled')`),
    check("bookings_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ('attended', 'no-show')`),
    check(
      "bookings_times_check",
      sql`${t.endsAt} > ${t.startsAt} and ${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`,
    ),
  ],
);

export const BOOKING_EVENT_KINDS = ["booked", "rescheduled", "cancelled", "attended", "no-show"] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** What happened to a booking, for its lead's timeline and the overview's counts; erased with the lead. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<BookingEventKind>().notNull(),
    /** the call's time after the event */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** staff who did it (null: the visitor, from their link) */
    byUserId: text("by_user_id").references(() => user.id, { onDelete: "set null" }),
    byName: text("by_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_events_lead_idx").on(t.leadId, t.createdAt),
    index("booking_events_kind_idx").on(t.kind, t.createdAt),
    check("booking_events_kind_check", sql`${t.kind} in ('booked', 'rescheduled', 'cancelled', 'attended', 'no-show')`),
  ],
);
