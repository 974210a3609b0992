/**
 * A scheduled publish the job has missed is seen. On a server of the spec's own, a post scheduled ten minutes before
 * the server started (well over two of the job's 30-second checks) cannot be published: its database refuses (a
 * constraint that fails the job's update, as a job failing at every check would), so it stays unpublished however
 * often the job runs. The posts list shows it as Late with when it was due and warns of it with a link to the
 * scheduled posts, its editor says so, and /metrics counts it; a post scheduled for later stays Scheduled.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { seedIfEmpty } from "~/db/seed";
import { blogCategories, blogPosts } from "~/db/schema";
import { formatDateTime } from "~/lib/pages/format";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { startOwnServer, type OwnServer } from "./own-server";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./staff";

// Beside the suite's own server (4173 by default: 4221), so runs on other ports never collide.
const PORT = e2e.port + 48;
const base = `http://localhost:${PORT}`;
const TOKEN = crypto.randomBytes(24).toString("hex");
const id = crypto.randomBytes(3).toString("hex");
const late = { title: `Missed story ${id}`, slug: `missed-story-${id}`, at: new Date(Date.now() - 10 * 60_000) };
const onTime = { title: `Coming story ${id}`, slug: `coming-story-${id}`, at: new Date(Date.now() + 2 * 60 * 60_000) };
let own: OwnServer | undefined;

test.describe.configure({ mode: "default" });
test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({
    port: PORT,
    name: "late-scheduling",
    enrolFrom: "2001:db8:fffe::3",
    serverEnv: { METRICS_TOKEN: TOKEN },
    async prepare({ db }) {
      await seedIfEmpty(db);
      const [category] = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.name, "Growth & Revenue"));
      await db.insert(blogPosts).values(
        [late, onTime].map((post) => ({
          title: post.title,
          slug: post.slug,
          summary: `What ${post.title} is about.`,
          content: "Due at its time.",
          categoryId: category.id,
          authorName: "Kestrel Advisory Team",
          publishAt: post.at,
        })),
      );
      // Publishing the missed post fails, and with it every run of the job while it is due.
      await db.execute(
        sql.raw(
          `alter table blog_posts add constraint e2e_publishing_fails check (slug <> '${late.slug}' or not is_published) not valid`,
        ),
      );
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
});

const postRow = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

test("a scheduled post the job missed is Late in the list and its editor, with a warning over the list", async ({
  page,
}) => {
  // The job has run, and could not publish it.
  await expect.poll(() => own!.server.output()).toMatch(/"job":"scheduled_publishing".*scheduled job failed/);

  await page.goto(base);
  await signInAsAdmin(page, own!.adminTotpKey);
  await page.goto("/admin");
  const warning = page
    .getByRole("status")
    .filter({ hasText: "1 scheduled post is late: its time has passed and it is not published yet." });
  await expect(warning).toBeVisible();
  await warning.getByRole("link", { name: "Show scheduled posts" }).click();
  await expect(page).toHaveURL("/admin?status=scheduled");

  const missed = postRow(page, late.title);
  await expect(missed.getByText("Late", { exact: true })).toBeVisible();
  await expect(missed).toContainText(`Scheduled for ${formatDateTime(late.at)}; not yet published`);
  await expect(missed.getByText("Scheduled", { exact: true })).toHaveCount(0);
  const coming = postRow(page, onTime.title);
  await expect(coming.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(coming).toContainText(`Goes live ${formatDateTime(onTime.at)}`);
  await expect(coming.getByText("Late", { exact: true })).toHaveCount(0);
  await expectNoViolations(page);

  await missed.getByRole("link", { name: `Edit ${late.title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(
    page.getByText(
      `Late: scheduled for ${formatDateTime(late.at)} (South African time) and not yet published. Tick Published and save to publish it now.`,
    ),
  ).toBeVisible();
});

test("/metrics counts the late scheduled publish", async ({ request }) => {
  const scrape = await request.get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(scrape.status()).toBe(200);
  const body = await scrape.text();
  expect(body).toContain("# TYPE scheduled_publish_late gauge");
  expect(body).toMatch(/^scheduled_publish_late\{type="post"\} 1$/m);
});
