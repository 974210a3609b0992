import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminShell } from "~/components/layout/admin-shell";
import { adminHomeOf, can, isStaffRole, STAFF_ROLES, type StaffRole } from "~/lib/accounts/roles";

/** The section links the admin's navigation shows to this role, in order. */
function sectionsShownTo(role: StaffRole): string[] {
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      Component: () => createElement(AdminShell, { email: "staff@kestrel.test", role, children: null }),
    },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/admin/leads"] }));
  // The sections' list, without the lead views listed under Leads.
  const nav = html
    .slice(html.indexOf('<nav aria-label="Admin"'), html.indexOf("</nav>"))
    .replace(/<ul aria-label="Lead views".*?<\/ul>/, "");
  return [...nav.slice(0, nav.indexOf("</ul>")).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

/** The links listed under Leads: the work queues, the board and the overview. */
function leadLinksShownTo(role: StaffRole): string[] {
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      Component: () => createElement(AdminShell, { email: "staff@kestrel.test", role, children: null }),
    },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/admin/leads"] }));
  const list = /<ul aria-label="Lead views".*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...list.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&"));
}

describe("staff roles", () => {
  it("admin may do everything; editor the posts and the newsletter; sales the leads and the outbox's list", () => {
    const permissions = [
      "admin",
      "posts",
      "newsletter",
      "leads",
      "exportAllLeads",
      "eraseLeads",
      "viewOutbox",
      "retryOutbox",
      "audit",
      "team",
    ] as const;
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, permissions.filter((permission) => can(role, permission))]),
    );
    expect(table).toEqual({
      admin: [...permissions],
      editor: ["admin", "posts", "newsletter"],
      sales: ["admin", "leads", "viewOutbox"],
    });
  });

  it("someone who is not staff may do nothing, and only the three roles are roles", () => {
    expect(can(null, "admin")).toBe(false);
    expect(can(undefined, "leads")).toBe(false);
    expect(STAFF_ROLES.filter(isStaffRole)).toEqual(["admin", "editor", "sales"]);
    expect(["owner", "Admin", "", null, 1].some(isStaffRole)).toBe(false);
  });

  it("the admin opens on the posts for those who edit them, on the leads for sales", () => {
    expect(STAFF_ROLES.map(adminHomeOf)).toEqual(["/admin", "/admin", "/admin/leads"]);
  });

  it("the admin's navigation lists only the sections the role may use", () => {
    expect(sectionsShownTo("admin")).toEqual([
      "/admin",
      "/admin/categories",
      "/admin/pages",
      "/admin/menus",
      "/admin/site-facts",
      "/admin/newsletter",
      "/admin/leads",
      "/admin/calendar",
      "/admin/outbox",
      "/admin/audit",
      "/admin/team",
    ]);
    expect(sectionsShownTo("editor")).toEqual([
      "/admin",
      "/admin/categories",
      "/admin/pages",
      "/admin/menus",
      "/admin/site-facts",
      "/admin/newsletter",
    ]);
    expect(sectionsShownTo("sales")).toEqual(["/admin/leads", "/admin/calendar", "/admin/outbox"]);
  });

  it("lists the leads' work queues, board and overview under Leads, for those who work the leads only", () => {
    const leadLinks = [
      "/admin/leads?view=mine",
      "/admin/leads?view=unassigned",
      "/admin/leads?view=overdue",
      "/admin/leads?view=due-today",
      "/admin/leads/board",
      "/admin/overview",
    ];
    expect(leadLinksShownTo("admin")).toEqual(leadLinks);
    expect(leadLinksShownTo("sales")).toEqual(leadLinks);
    expect(leadLinksShownTo("editor")).toEqual([]);
  });
});
