/**
 * The signed-in visitor's menu in the navigation bar: the admin dashboard for
 * admins, and sign out. A menu button (ARIA menu pattern): Enter, Space or
 * ArrowDown opens it on the first item, the arrow keys, Home and End move
 * between items, Escape closes it and returns to the button, Tab or a press
 * outside closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, Link } from "react-router";
import { ChevronDown } from "~/components/icons/chevron-down";
import { UserRound } from "~/components/icons/user-round";
import { indexAfterKey } from "~/components/ui/roving-focus";
import { accountMenu as copy } from "~/content/site-accounts";
import type { HeaderUser } from "./site-header";

const itemClasses =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left outline-none hover:bg-brand-50 focus-visible:bg-brand-50";

export function AccountMenu({ user, transparent }: { user: NonNullable<HeaderUser>; transparent: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    if (focusOnOpen.current) (focusOnOpen.current === "last" ? list.at(-1) : list[0])?.focus();
    focusOnOpen.current = null;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function openAt(position: "first" | "last") {
    focusOnOpen.current = position;
    setOpen(true);
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key === "Tab") {
      setOpen(false);
      return;
    }
    const next = indexAfterKey(event.key, list.indexOf(document.activeElement as HTMLElement), list.length, "vertical");
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
        className={`inline-flex max-w-64 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
          transparent ? "border-white/60 text-white hover:bg-white/10" : "border-line text-ink hover:bg-brand-50"
        }`}
      >
        <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="truncate">{user.email}</span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={copy.label}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-2 min-w-48 rounded-lg border border-line bg-white p-1 text-sm text-ink shadow-xl"
        >
          {user.adminHome ? (
            <Link
              to={user.adminHome}
              role="menuitem"
              tabIndex={-1}
              className={itemClasses}
              onClick={() => setOpen(false)}
            >
              {copy.admin}
            </Link>
          ) : null}
          <Form method="post" action="/auth/sign-out" role="none">
            <button type="submit" role="menuitem" tabIndex={-1} className={itemClasses}>
              {copy.signOut}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
