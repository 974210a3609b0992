import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown } from "~/components/icons/chevron-down";
import { Menu } from "~/components/icons/menu";
import { X } from "~/components/icons/x";
import { menuEntries, site, type NavItem } from "~/content/site";
import { accountMenu } from "~/content/site-accounts";
import { siteHeader as copy } from "~/content/site-chrome";
import { useScrolledPast } from "~/hooks/use-scroll";
import { useSiteFrame } from "~/hooks/use-site-frame";
import { AccountMenu } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { Logo } from "./logo";
import { SignOutButton } from "./sign-out-button";

/** The signed-in user: their address, and where their admin area opens if they are staff (null if not). */
export type HeaderUser = { email: string; adminHome: string | null } | null;

/** The header's items, as edited in the admin (ADR 061): they travel as the root's data, not in the page's scripts. */
function useMainNav(): NavItem[] {
  return useSiteFrame()?.menus.header ?? [];
}

/** The site's navigation bar: transparent over the home hero until the page scrolls past 24px. */
export function SiteHeader({ user }: { user: HeaderUser }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(24);
  const [mobileOpen, setMobileOpen] = useState(false);
  const transparent = pathname === "/" && !scrolled && !mobileOpen;

  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header
      data-transparent={transparent ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        transparent
          ? "bg-linear-to-b from-brand-900/70 to-transparent text-white"
          : "border-b border-line bg-paper/95 text-ink shadow-sm backdrop-blur"
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900"
      >
        {copy.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Logo inverse={transparent} />
        <DesktopNav transparent={transparent} />
        <div className="hidden items-center gap-3 lg:flex">
          {user ? (
            <AccountMenu user={user} transparent={transparent} />
          ) : (
            <ButtonLink to="/contact" variant={transparent ? "accent" : "primary"}>
              {copy.getStarted}
            </ButtonLink>
          )}
        </div>
        <MobileMenu user={user} open={mobileOpen} onOpenChange={setMobileOpen} transparent={transparent} />
      </div>
    </header>
  );
}

/**
 * The desktop menu: links and disclosure dropdowns (button + list), closed by Escape, outside clicks and navigation.
 * A closed dropdown, like the closed mobile menu, is not rendered: every page would otherwise carry both menus' links,
 * hidden, through its first layout and hydration (the footer links every page for visitors without JavaScript).
 */
function DesktopNav({ transparent }: { transparent: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const baseId = useId();
  const mainNav = useMainNav();

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const itemClass = `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    transparent ? "text-white hover:bg-white/10" : "text-ink hover:bg-brand-50 hover:text-brand-800"
  }`;
  return (
    <nav ref={navRef} aria-label={copy.mainNav} className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item, index) => {
          if (item.kind === "link") {
            return (
              <li key={index}>
                <NavLink to={item.href} className={itemClass}>
                  {item.label}
                </NavLink>
              </li>
            );
          }
          const expanded = open === item.label;
          const panelId = `${baseId}-${index}`;
          return (
            <li
              key={index}
              className="relative"
              onKeyDown={(event) => {
                if (event.key === "Escape" && expanded) {
                  event.stopPropagation();
                  setOpen(null);
                  (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
                }
              }}
              onBlur={(event) => {
                if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
              }}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                onClick={() => setOpen(expanded ? null : item.label)}
                className={itemClass}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-4 w-4 transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
              {expanded ? (
                <div
                  id={panelId}
                  className="absolute left-0 top-full z-50 mt-2 w-80 rounded-lg border border-line bg-white p-2 text-ink shadow-xl"
                >
                  <ul className="grid gap-1">
                    {menuEntries(item).map((link, at) => (
                      <li key={at}>
                        <Link
                          to={link.href}
                          className="block rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                        >
                          <span className="block text-sm font-semibold text-brand-900">{link.label}</span>
                          {link.description ? (
                            <span className="block text-xs text-muted">{link.description}</span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenu({
  user,
  open,
  onOpenChange,
  transparent,
}: {
  user: HeaderUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transparent: boolean;
}) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const mainNav = useMainNav();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onOpenChange(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? copy.closeMenu : copy.openMenu}
        onClick={() => onOpenChange(!open)}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-md ${
          transparent ? "text-white hover:bg-white/10" : "text-ink hover:bg-brand-50"
        }`}
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label={copy.mobileNav}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] origin-top animate-[menu-slide_200ms_ease-out] overflow-y-auto border-b border-line bg-paper px-4 pb-6 pt-2 text-ink shadow-lg"
        >
          <ul className="divide-y divide-line">
            {mainNav.map((item, index) => (
              <li key={index} className="py-2">
                {item.kind === "link" ? (
                  <Link to={item.href} className="block rounded-md px-2 py-2 font-medium">
                    {item.label}
                  </Link>
                ) : (
                  <MobileSection item={item} />
                )}
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3">
            <ButtonLink to={site.primaryCta.href} variant="accent" size="lg">
              {site.primaryCta.label}
            </ButtonLink>
            {user ? (
              <div className="rounded-md border border-line p-3 text-sm">
                <p className="truncate text-muted">
                  {accountMenu.signedInAs}
                  <span className="font-medium text-ink">{user.email}</span>
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {user.adminHome ? (
                    <ButtonLink to={user.adminHome} variant="outline" size="sm">
                      {accountMenu.admin}
                    </ButtonLink>
                  ) : null}
                  <SignOutButton className="h-9 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50" />
                </div>
              </div>
            ) : null}
          </div>
        </nav>
      ) : null}
    </div>
  );
}

function MobileSection({ item }: { item: Extract<NavItem, { kind: "menu" }> }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-2 py-2 text-left font-medium"
      >
        {item.label}
        <ChevronDown aria-hidden="true" className={`h-5 w-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      {expanded ? (
        <ul id={listId} className="mb-2 ml-2 grid gap-1 border-l border-line pl-3">
          {menuEntries(item).map((link, at) => (
            <li key={at}>
              <Link to={link.href} className="block rounded-md px-2 py-1.5 text-sm">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
