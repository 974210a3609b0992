/**
 * The hostile-input corpus: every route of app/routes.ts with its parameters
 * filled, and what is thrown at it: query strings (very long, NUL, a lone
 * surrogate, a split emoji, markup, path traversal, odd Unicode, repeated
 * parameters), bodies of every wrong kind and size, the lead forms with NUL
 * or a split emoji in each field, and the same-origin rule's cases.
 */
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** Reflected anywhere as markup, it would run: a text/html answer must never contain `<script>alert(`. */
export const MARKER = `<script>alert("kestrel-drill")</script>`;
export const EXECUTABLE = "<script>alert(";

export type AppRoute = { pattern: string; file: string; hasAction: boolean };

/** Every route pattern of app/routes.ts with its module, and whether the module has an action. */
export function appRoutes(config: RouteConfigEntry[] = routes): AppRoute[] {
  const found = new Map<string, AppRoute>();
  const collect = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const pattern = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
      if (entry.index || (entry.path !== undefined && !entry.children)) {
        const source = fs.readFileSync(path.resolve("app", entry.file), "utf8");
        const route = {
          pattern: pattern || "/",
          file: entry.file,
          hasAction: /export\s+(async\s+)?function\s+action\b/.test(source),
        };
        found.set(route.pattern, route);
      }
      if (entry.children) collect(entry.children, pattern);
    }
  };
  collect(config, "");
  return [...found.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Real values for the routes' parameters, found on the running site. */
export type Fixtures = { slug: string; postId: string; pageId: string; leadId: string; issueId: string };

/** Better Auth's endpoints behind /api/auth/* that the corpus calls (sign-out only at the very end). */
const API_AUTH_PATHS = [
  "/api/auth/get-session",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/verify-email",
  "/api/auth/update-user",
  "/api/auth/no-such-endpoint",
];

const PARAMETER_PATHS: Record<string, (fixtures: Fixtures) => string[]> = {
  "/insights/:slug": ({ slug }) => [`/insights/${slug}`],
  "/admin/posts/:id": ({ postId }) => [`/admin/posts/${postId}`],
  "/admin/posts/:id/history": ({ postId }) => [
    `/admin/posts/${postId}/history`,
    `/admin/posts/${postId}/history?compare=${MARKER}`,
  ],
  "/admin/pages/:id": ({ pageId }) => [`/admin/pages/${pageId}`],
  "/admin/pages/:id/settings": ({ pageId }) => [`/admin/pages/${pageId}/settings`],
  "/admin/pages/:id/history": ({ pageId }) => [
    `/admin/pages/${pageId}/history`,
    `/admin/pages/${pageId}/history?compare=${MARKER}`,
  ],
  // A token of the right form that no page has, and the marker.
  "/page-preview/:token": () => [`/page-preview/${"A".repeat(40)}`, `/page-preview/${MARKER}`],
  "/insights/preview/:token": ({ postId }) => [
    `/insights/preview/${postId}.4102444800.${"A".repeat(43)}`,
    `/insights/preview/${MARKER}`,
  ],
  "/admin/leads/:id": ({ leadId }) => [`/admin/leads/${leadId}`],
  "/admin/leads/:type/:id": ({ leadId }) => [`/admin/leads/contact/${leadId}`],
  "/admin/newsletter/:id": ({ issueId }) => [`/admin/newsletter/${issueId}`],
  "/admin/calendar/call-types/:id": () => ["/admin/calendar/call-types/new", `/admin/calendar/call-types/${MARKER}`],
  // A call type the site starts with, and one it has not; a booking's links with a token of the right form that no
  // booking has, and the marker; a host's feed likewise.
  "/book/:callType": () => ["/book/value-mapping-call", `/book/${MARKER}`],
  "/book/booked/:token": () => [`/book/booked/${"A".repeat(32)}`, `/book/booked/${MARKER}`],
  "/book/booked/:token/call.ics": () => [`/book/booked/${"A".repeat(32)}/call.ics`],
  "/book/reschedule/:token": () => [`/book/reschedule/${"A".repeat(32)}`, `/book/reschedule/${MARKER}`],
  "/book/cancel/:token": () => [`/book/cancel/${"A".repeat(32)}`, `/book/cancel/${MARKER}`],
  "/calendar/:file": () => [`/calendar/${"A".repeat(43)}.ics`, `/calendar/${MARKER}.ics`],
  "/uploads/:file": () => ["/uploads/0123456789abcdef0123456789abcdef.png"],
  "/images/:id/:file": () => ["/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/960.webp"],
  "/api/auth/*": () => API_AUTH_PATHS,
  "/*": () => ["/no-such-page"],
};

/** The concrete paths of a route pattern, or null when the corpus does not know how to fill its parameters. */
export function concretePaths(pattern: string, fixtures: Fixtures): string[] | null {
  if (PARAMETER_PATHS[pattern]) return PARAMETER_PATHS[pattern](fixtures);
  return /[:*]/.test(pattern) ? null : [pattern];
}

/** Hostile paths of their own, each routed to one of the patterns (or to the 404 page). */
export const HOSTILE_PATHS = [
  `/insights/${MARKER}`,
  "/insights/%ED%A0%80",
  "/insights/%F0%9F",
  "/insights/%00",
  `/insights/${"a".repeat(3000)}`,
  "/insights/..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/admin/posts/not-a-uuid",
  "/book/%00",
  "/book/booked/%00",
  "/calendar/%00.ics",
  "/admin/posts/%00",
  "/admin/leads/contact/not-a-uuid",
  "/admin/leads/not-a-uuid",
  "/admin/leads/%ED%A0%80",
  "/admin/newsletter/not-a-uuid",
  "/admin/leads/__proto__/constructor",
  "/admin/leads/contact/%ED%A0%80",
  "/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/uploads/../../../../etc/passwd",
  "/uploads/%00.png",
  "/images/..%2f..%2fetc/passwd",
  "/images/0b9a1f5e-8d2c-4c1e-9f7a-2d3b4c5d6e7f/..%2f960.webp",
  `/${MARKER}`,
  "/%ED%A0%80",
  "/%F0%9F",
  "/%00",
  "/..%2f..%2fpackage.json",
  `/api/auth/${MARKER}`,
  "/api/auth/%00",
];

// ---------------------------------------------------------------- query strings

/** Every query parameter any page reads, so each hostile value reaches every reader. */
const QUERY_PARAMETERS = [
  "q",
  "page",
  "category",
  "view",
  "type",
  "status",
  "email",
  "token",
  "redirectTo",
  "callbackURL",
  "mode",
  "error",
  "verified",
  "confirm",
  "lead",
  "industry",
  "utm_source",
  "id",
];
const every = (value: string) => QUERY_PARAMETERS.map((name) => `${name}=${value}`).join("&");

/** Query strings (after the "?"), written exactly as sent. The quick corpus sends the first two to every route. */
export const QUERIES: [name: string, query: string][] = [
  ["marker", every(MARKER)],
  ["NUL", every("a%00b")],
  ["lone surrogate", every("%ED%A0%80")],
  ["split emoji", every("%F0%9F")],
  ["path traversal", every("..%2f..%2f..%2f..%2fetc%2fpasswd")],
  [
    "repeated parameters",
    `page=1&page=2&page=x&q=a&q=b&token=a&token=b&type=contact&type=__proto__&status=constructor&email=a%40b.co&email=${encodeURIComponent(MARKER)}&redirectTo=%2F&redirectTo=%2F%2Fevil.example`,
  ],
  ["very long", `q=${"A".repeat(8_000)}&redirectTo=${"%2F".repeat(1_000)}`],
  ["marker (encoded)", every(encodeURIComponent(MARKER))],
  ["bad escapes", every("%zz%")],
  ["raw traversal", every("../../../../etc/passwd")],
  ["odd Unicode", every(encodeURIComponent("Ünïcödé \u202eevil 𝕏 \u200b ﷽ \uFFFF"))],
  ["odd numbers", "page=-1&page=0&page=1e309&page=99999999999999999999999&page=NaN&page=0x10&q=%20"],
  [
    "foreign redirects",
    "redirectTo=%2F%2Fevil.example&callbackURL=https%3A%2F%2Fevil.example&redirectTo=javascript%3Aalert(1)&redirectTo=%2F%5Cevil.example",
  ],
  ["over the header limit", `q=${"A".repeat(20_000)}`],
];

// ---------------------------------------------------------------- bodies

/** Every field name any form reads: the lead forms, sign-in and reset, the admin's forms, the guard fields. */
const FORM_FIELDS = [
  "intent",
  "step",
  "website",
  "idempotencyKey",
  "name",
  "email",
  "phone",
  "business",
  "turnover",
  "pain",
  "painOther",
  "goals",
  "consent",
  "firstName",
  "lastName",
  "userType",
  "businessSector",
  "annualRevenue",
  "timeframeToSell",
  "industryInterest",
  "dealSize",
  "region",
  "additionalInfo",
  "industry",
  "goal",
  "password",
  "confirmPassword",
  "token",
  "redirectTo",
  "title",
  "summary",
  "content",
  "categoryId",
  "tags",
  "authorName",
  "authorBio",
  "featuredImageUrl",
  "isFeatured",
  "isPublished",
  "seoTitle",
  "seoDescription",
  "id",
  "status",
  "body",
  "confirm",
  "List-Unsubscribe",
];

/** NUL, a lone surrogate and a split emoji (as UTF-8 bytes), markup and odd Unicode, in one value. */
const ODD_VALUE = `a%00b%ED%A0%80c%F0%9F${encodeURIComponent(`${MARKER} \u202e 𝕏 \u200b`)}%EF%BF%BF`;
export const HOSTILE_FORM = `${FORM_FIELDS.map((name) => `${name}=${ODD_VALUE}`).join("&")}&${encodeURIComponent(MARKER)}=x&%00=%00`;

export type BodyVariant = { name: string; headers: Record<string, string>; body?: string; declaredLength?: number };

const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };
const TWO_MB = 2 * 1024 * 1024 + 1024;

/** The bodies every route is sent. The first two make the quick corpus for routes without an action. */
export const BODIES: BodyVariant[] = [
  { name: "hostile form", headers: FORM_TYPE, body: HOSTILE_FORM },
  {
    name: "100 MB declared",
    headers: FORM_TYPE,
    body: `x=${"a".repeat(64 * 1024)}`,
    declaredLength: 100 * 1024 * 1024,
  },
  {
    name: "JSON",
    headers: { "Content-Type": "application/json" },
    body: `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},${JSON.stringify({
      email: `${MARKER}@example.co.za`,
      password: "a\u0000b\ud800",
      name: MARKER,
      token: "a\u0000b",
      callbackURL: "https://evil.example/",
    }).slice(1)}`,
  },
  { name: "2 MB", headers: FORM_TYPE, body: `x=${"a".repeat(TWO_MB)}` },
  { name: "broken JSON", headers: { "Content-Type": "application/json" }, body: `{"email": "a` },
  {
    name: "text/plain",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body: "email=a@example.co.za&password=a\u0000b",
  },
  { name: "no body", headers: {} },
  { name: "empty form", headers: FORM_TYPE, body: "" },
  {
    name: "multipart without boundary",
    headers: { "Content-Type": "multipart/form-data" },
    body: `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.co.za\r\n--x--\r\n`,
  },
  {
    name: "broken multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=drill" },
    body:
      `--drill\r\nContent-Disposition: form-data; name="email"\r\n\r\n${MARKER}\r\n` +
      `--drill\r\nContent-Disposition: form-data; name="featuredImage"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a`,
  },
];

/** Routes whose forms take an uploaded image, and so bodies of a few megabytes. */
export const LARGE_BODY_ROUTES = new Set(["/admin/posts/new", "/admin/posts/:id", "/admin/posts/images"]);
/** The sign-in pages, whose actions read a form: a body of another type is 415, a broken one 400. */
export const AUTH_FORM_ROUTES = new Set(["/auth", "/auth/forgot-password", "/auth/reset-password"]);
export const WRONG_TYPE_BODIES = new Set(["JSON", "broken JSON", "text/plain", "no body"]);
export const BROKEN_BODIES = new Set(["multipart without boundary", "broken multipart"]);

// ---------------------------------------------------------------- the lead forms

export type LeadForm = { path: string; fields: Record<string, string>; hostile: string[] };

/** Each public lead form with a valid submission, and the fields a visitor types or picks. */
export function leadForms(email: () => string): LeadForm[] {
  return [
    {
      path: "/contact",
      fields: {
        intent: "submit",
        step: "3",
        website: "",
        name: "Thandi Mokoena",
        email: email(),
        phone: "+27 82 123 4567",
        business: "Mokoena Logistics",
        turnover: "r10m-r50m",
        pain: "other",
        painOther: "Stock counts never match",
        goals: "Take a month off.",
        consent: "on",
      },
      hostile: ["name", "email", "phone", "business", "turnover", "pain", "painOther", "goals"],
    },
    {
      path: "/marketplace",
      fields: {
        intent: "submit",
        step: "3",
        website: "",
        firstName: "Pieter",
        lastName: "van der Merwe",
        email: email(),
        phone: "+27 82 123 4567",
        userType: "seller",
        businessSector: "agriculture",
        annualRevenue: "10-50m",
        timeframeToSell: "6-12months",
        additionalInfo: "Family farm, third generation.",
        consent: "on",
      },
      hostile: [
        "firstName",
        "lastName",
        "email",
        "phone",
        "userType",
        "businessSector",
        "annualRevenue",
        "timeframeToSell",
        "additionalInfo",
      ],
    },
    { path: "/insights", fields: { website: "", email: email(), consent: "on" }, hostile: ["email"] },
    {
      path: "/services",
      fields: { website: "", industry: "manufacturing", email: email(), goal: "operations", consent: "on" },
      hostile: ["industry", "email", "goal"],
    },
  ];
}

const EMOJI = "😀";
/** How a field's value is spoiled (each returns the value as sent, percent-encoded). */
export const FIELD_SPOILERS: [name: string, spoil: (value: string) => string][] = [
  ["NUL", (value) => `${encodeURIComponent(value.slice(0, 2))}%00${encodeURIComponent(value.slice(2))}`],
  ["split emoji", (value) => `${encodeURIComponent(value)}%F0%9F`],
  // Longer than any field's limit: a cut at the limit falls inside an emoji, whichever the limit's parity.
  ["emoji cut at the limit (odd)", () => encodeURIComponent(`x${EMOJI.repeat(1_100)}`)],
  ["emoji cut at the limit (even)", () => encodeURIComponent(EMOJI.repeat(1_100))],
];

export function encodeForm(fields: Record<string, string>, raw: Record<string, string> = {}): string {
  return Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${raw[name] ?? encodeURIComponent(value)}`)
    .join("&");
}
