import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CalendarCheck } from "~/components/icons/calendar-check";
import { ExternalLink } from "~/components/icons/external-link";
import { FileText } from "~/components/icons/file-text";
import { Inbox } from "~/components/icons/inbox";
import { LayoutGrid } from "~/components/icons/layout-grid";
import { Mail } from "~/components/icons/mail";
import { MonitorSmartphone } from "~/components/icons/monitor-smartphone";
import { Newspaper } from "~/components/icons/newspaper";
import { Menu } from "~/components/icons/menu";
import { ScrollText } from "~/components/icons/scroll-text";
import { Settings } from "~/components/icons/settings";
import { Tags } from "~/components/icons/tags";
import { Users } from "~/components/icons/users";
import { adminShell as copy } from "~/content/admin-shell";
import { accountMenu } from "~/content/site-accounts";
import { LEAD_VIEW_LABELS, labelKeys, leadBoard } from "~/content/admin-leads";
import type { LeadViewCounts } from "~/lib/leads/lead-filter";
import { can, type Permission, type StaffRole } from "~/lib/accounts/roles";
import { Logo } from "./logo";
import { SignOutButton } from "./sign-out-button";

type AdminSection = {
  label: string;
  href: string;
  icon: typeof FileText;
  available: boolean;
  /** what a role needs to see the section (roles.ts) */
  permission: Permission;
  /** Other paths that belong to the section (the post form belongs to Posts). */
  alsoActiveUnder?: string;
};

/** The admin area's sections; the ones not built yet are listed but not linked. */
export const adminSections: AdminSection[] = [
  {
    label: copy.sections.posts,
    href: "/admin",
    icon: FileText,
    available: true,
    permission: "posts",
    alsoActiveUnder: "/admin/posts/",
  },
  { label: copy.sections.categories, href: "/admin/categories", icon: Tags, available: true, permission: "posts" },
  {
    label: copy.sections.pages,
    href: "/admin/pages",
    icon: LayoutGrid,
    available: true,
    permission: "pages",
    alsoActiveUnder: "/admin/pages/",
  },
  { label: copy.sections.menus, href: "/admin/menus", icon: Menu, available: true, permission: "pages" },
  { label: copy.sections.siteFacts, href: "/admin/site-facts", icon: Settings, available: true, permission: "pages" },
  {
    label: copy.sections.newsletter,
    href: "/admin/newsletter",
    icon: Newspaper,
    available: true,
    permission: "newsletter",
    alsoActiveUnder: "/admin/newsletter/",
  },
  {
    label: copy.sections.leads,
    href: "/admin/leads",
    icon: Inbox,
    available: true,
    permission: "leads",
    alsoActiveUnder: "/admin/leads/",
  },
  {
    label: copy.sections.calendar,
    href: "/admin/calendar",
    icon: CalendarCheck,
    available: true,
    permission: "calendar",
    alsoActiveUnder: "/admin/calendar/",
  },
  { label: copy.sections.outbox, href: "/admin/outbox", icon: Mail, available: true, permission: "viewOutbox" },
  { label: copy.sections.audit, href: "/admin/audit", icon: ScrollText, available: true, permission: "audit" },
  { label: copy.sections.team, href: "/admin/team", icon: Users, available: true, permission: "team" },
];

function isCurrent(section: AdminSection, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === section.href || (section.alsoActiveUnder !== undefined && path.startsWith(section.alsoActiveUnder));
}

/** The leads' pages and work queues, listed under Leads with each queue's count. */
function LeadLinks({ counts, pathname, search }: { counts: LeadViewCounts | null; pathname: string; search: string }) {
  const view = new URLSearchParams(search).get("view");
  const path = pathname.replace(/\/+$/, "");
  const link = (href: string, current: boolean, label: string, count?: number) => (
    <li key={href}>
      <Link
        to={href}
        aria-current={current ? "page" : undefined}
        className={`flex items-center justify-between gap-2 rounded-md px-3 py-1.5 text-sm ${current ? "bg-brand-100 font-medium text-brand-900" : "text-ink hover:bg-brand-50"}`}
      >
        <span>{label}</span>
        {/* A space between: the link's name is read "Overdue 3". */}
        {count !== undefined ? " " : null}
        {count !== undefined ? (
          <span className="rounded-full bg-sand px-2 text-xs font-semibold text-ink tabular-nums">
            {count.toLocaleString("en")}
          </span>
        ) : null}
      </Link>
    </li>
  );
  return (
    <ul aria-label={copy.leadViews} className="grid gap-0.5 py-1 pl-6">
      {labelKeys(LEAD_VIEW_LABELS).map((key) =>
        link(`/admin/leads?view=${key}`, path === "/admin/leads" && view === key, LEAD_VIEW_LABELS[key], counts?.[key]),
      )}
      {link("/admin/leads/board", path === "/admin/leads/board", leadBoard.title)}
      {link("/admin/overview", path === "/admin/overview", copy.overview)}
    </ul>
  );
}

/**
 * The admin's frame: the sections this role may use, who is signed in, the way back to the site and out. `locked`
 * (an admin session without a second factor) shows no sections and no sessions link: only the ways out.
 */
export function AdminShell({
  email,
  role,
  leadCounts = null,
  locked = false,
  children,
}: {
  email: string;
  role: StaffRole;
  leadCounts?: LeadViewCounts | null;
  locked?: boolean;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <div className="min-h-dvh bg-sand lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="border-b border-line bg-white lg:min-h-dvh lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between gap-4 px-4 py-4 lg:block lg:px-6 lg:py-6">
          <Logo />
          <p className="truncate text-xs text-muted lg:mt-2">
            {accountMenu.signedInAs}
            {email}
          </p>
        </div>
        <nav aria-label={copy.nav} className="px-2 pb-4 lg:px-4">
          <ul className="flex flex-wrap gap-1 lg:grid">
            {adminSections
              .filter((section) => !locked && can(role, section.permission))
              .map((section) => (
                <li key={section.href}>
                  {section.available ? (
                    <Link
                      to={section.href}
                      aria-current={isCurrent(section, pathname) ? "page" : undefined}
                      className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
                        isCurrent(section, pathname) ? "bg-brand-800 text-white" : "text-ink hover:bg-brand-50"
                      }`}
                    >
                      <section.icon aria-hidden="true" className="h-4 w-4" />
                      {section.label}
                    </Link>
                  ) : (
                    <span
                      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted"
                      aria-disabled="true"
                    >
                      <section.icon aria-hidden="true" className="h-4 w-4" />
                      {section.label}
                      <span className="rounded bg-sand px-1.5 py-0.5 text-[11px]">{copy.notYetAvailable}</span>
                    </span>
                  )}
                  {section.href === "/admin/leads" ? (
                    <LeadLinks counts={leadCounts} pathname={pathname} search={search} />
                  ) : null}
                </li>
              ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4 lg:grid">
            <NavLink to="/" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50">
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {copy.viewSite}
            </NavLink>
            {locked ? null : (
              <Link
                to="/admin/sessions"
                aria-current={pathname.replace(/\/+$/, "") === "/admin/sessions" ? "page" : undefined}
                className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm ${
                  pathname.replace(/\/+$/, "") === "/admin/sessions"
                    ? "bg-brand-800 font-medium text-white"
                    : "text-ink hover:bg-brand-50"
                }`}
              >
                <MonitorSmartphone aria-hidden="true" className="h-4 w-4" />
                {copy.yourSessions}
              </Link>
            )}
            <SignOutButton className="w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50" />
          </div>
        </nav>
      </aside>
      <main id="main" className="px-4 py-8 sm:px-6 lg:px-10">
        {children}
      </main>
    </div>
  );
}
