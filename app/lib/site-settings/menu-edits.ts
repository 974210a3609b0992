/**
 * The menus form's edits, the same in the browser (at once) and on the server (a form sent without JavaScript):
 * reading the form's fields into a draft, moving a link up or down, adding and removing one. Pure, no schema: the
 * draft may be incomplete until it is saved.
 */
import type { FooterColumn, NavItem, NavLink } from "~/content/site";
import type { SiteMenus } from "./types";

/** A list of the menus the form edits, by its field path: "header", "header.2.items", "footer.0.links", "legal". */
export type ListPath = string;

/** The menus the form holds, read back from its fields ("header.0.label", "footer.1.links.2.href"…). */
export function draftFromForm(form: FormData): SiteMenus {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !/^(header|footer|legal|callBar)(\.[A-Za-z0-9]+)+$/.test(name)) continue;
    const parts = name.split(".");
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const list = (value: unknown): Record<string, unknown>[] =>
    typeof value === "object" && value !== null
      ? Object.entries(value)
          .filter(([key]) => /^\d+$/.test(key))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, item]) => (typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {}))
      : [];
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const link = (value: Record<string, unknown>): NavLink => ({
    label: text(value.label),
    href: text(value.href),
    ...(value.description !== undefined ? { description: text(value.description) } : {}),
  });
  const callBar = (typeof root.callBar === "object" && root.callBar ? root.callBar : {}) as Record<string, unknown>;
  return {
    header: list(root.header).map(
      (item): NavItem =>
        item.kind === "menu"
          ? { kind: "menu", label: text(item.label), href: text(item.href), items: list(item.items).map(link) }
          : { kind: "link", label: text(item.label), href: text(item.href) },
    ),
    footer: list(root.footer).map(
      (column): FooterColumn => ({ heading: text(column.heading), links: list(column.links).map(link) }),
    ),
    legal: list(root.legal).map(link),
    callBar: { label: text(callBar.label), button: text(callBar.button), href: text(callBar.href) },
  };
}

/** The list at `path` in `menus`, or undefined when there is none. */
export function listAt(menus: SiteMenus, path: ListPath): unknown[] | undefined {
  let node: unknown = menus;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return Array.isArray(node) ? node : undefined;
}

/** A copy of `menus` with the list at `path` changed by `change` (the same menus when there is no such list). */
function withList(menus: SiteMenus, path: ListPath, change: (list: unknown[]) => unknown[]): SiteMenus {
  const copy = JSON.parse(JSON.stringify(menus)) as SiteMenus;
  const parts = path.split(".");
  let node: unknown = copy;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return menus;
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts[parts.length - 1];
  if (typeof node !== "object" || node === null) return menus;
  const list = (node as Record<string, unknown>)[last];
  if (!Array.isArray(list)) return menus;
  (node as Record<string, unknown>)[last] = change(list);
  return copy;
}

/** The item at `index` of the list moved one place up or down; unchanged at either end. */
export function moveItem(menus: SiteMenus, path: ListPath, index: number, direction: "up" | "down"): SiteMenus {
  const to = direction === "up" ? index - 1 : index + 1;
  return withList(menus, path, (list) => {
    if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
    const moved = [...list];
    [moved[index], moved[to]] = [moved[to], moved[index]];
    return moved;
  });
}

/** The item at `index` taken out of its list. */
export function removeItem(menus: SiteMenus, path: ListPath, index: number): SiteMenus {
  return withList(menus, path, (list) => list.filter((_item, at) => at !== index));
}

/** `item` put back at `index` of its list (the undo of a removal). */
export function insertItem(menus: SiteMenus, path: ListPath, index: number, item: unknown): SiteMenus {
  return withList(menus, path, (list) => [...list.slice(0, index), item, ...list.slice(index)]);
}

/** A new empty entry at the end of the list: a link, or in the footer a column. */
export function addItem(menus: SiteMenus, path: ListPath): SiteMenus {
  const blank =
    path === "footer"
      ? { heading: "", links: [{ label: "", href: "" }] }
      : path === "header"
        ? { kind: "link", label: "", href: "" }
        : { label: "", href: "" };
  return withList(menus, path, (list) => [...list, blank]);
}

/** An edit a menus form button asks for, as its value says: "move:footer.0.links:2:up", "remove:legal:1", "add:legal". */
export type MenuEdit =
  | { kind: "move"; path: ListPath; index: number; direction: "up" | "down" }
  | { kind: "remove"; path: ListPath; index: number }
  | { kind: "add"; path: ListPath };

export function parseMenuEdit(value: string): MenuEdit | null {
  const [kind, path, index, direction] = value.split(":");
  if (!path || !/^(header|footer|legal)(\.\d+\.(items|links))?$/.test(path)) return null;
  if (kind === "add" && index === undefined) return { kind, path };
  if (!index || !/^\d+$/.test(index)) return null;
  if (kind === "remove" && direction === undefined) return { kind, path, index: Number(index) };
  if (kind === "move" && (direction === "up" || direction === "down")) {
    return { kind, path, index: Number(index), direction };
  }
  return null;
}

export function applyMenuEdit(menus: SiteMenus, edit: MenuEdit): SiteMenus {
  switch (edit.kind) {
    case "move":
      return moveItem(menus, edit.path, edit.index, edit.direction);
    case "remove":
      return removeItem(menus, edit.path, edit.index);
    case "add":
      return addItem(menus, edit.path);
  }
}

/** A copy of `menus` with the text field at `field` ("footer.0.links.2.label") set to `value`. */
export function withValue(menus: SiteMenus, field: string, value: string): SiteMenus {
  const copy = JSON.parse(JSON.stringify(menus)) as SiteMenus;
  const parts = field.split(".");
  let node: unknown = copy;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return menus;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== "object" || node === null) return menus;
  (node as Record<string, unknown>)[parts[parts.length - 1]] = value;
  return copy;
}

/** The menus as lines of text, one part each ("header", "footer", "legal", "callBar"): for comparing two versions. */
export function menuLines(menus: SiteMenus): Record<string, string> {
  const link = (item: NavLink, indent = "") =>
    `${indent}${item.label} → ${item.href}${item.description ? ` (${item.description})` : ""}`;
  return {
    header: menus.header
      .flatMap((item) => [
        `${item.label} → ${item.href}`,
        ...(item.kind === "menu" ? item.items.map((entry) => link(entry, "  ")) : []),
      ])
      .join("\n"),
    footer: menus.footer
      .flatMap((column) => [column.heading, ...column.links.map((entry) => link(entry, "  "))])
      .join("\n"),
    legal: menus.legal.map((entry) => link(entry)).join("\n"),
    callBar: `${menus.callBar.label}: ${menus.callBar.button} → ${menus.callBar.href}`,
  };
}
