/**
 * An icon component drawn from lucide's data for one icon (the `lucide` package's icon nodes, ADR 039, ADR 046), with
 * lucide-react's markup: its <svg> attributes in its order, its class names ("lucide lucide-<name>" and the icon's
 * aliases), aria-hidden unless the icon is given a name (an aria-* attribute, a role or a title). Its shapes are one
 * string, made once, that React sets as the <svg>'s inner HTML: one element to render instead of one per shape and a
 * component per icon.
 *
 * One module an icon in this folder (check.ts exports Check), as lucide has: each page's scripts then hold only the
 * icons its code draws. Import icons from there, never from lucide or lucide-react (ESLint says so).
 */
import type { IconNode } from "lucide";
import { createElement, type ReactElement, type SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "dangerouslySetInnerHTML"> & { size?: number | string };
export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string };

const ESCAPED: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string | number) => String(value).replace(/[&"<>]/g, (character) => ESCAPED[character]);

/** The shapes as markup: lucide's attributes are already the SVG's own names (d, cx, rx…), never React's camelCase. */
function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter((attribute): attribute is [string, string | number] => attribute[1] !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/** lucide-react's test for a named icon, which it leaves visible to assistive technology. */
function isNamed(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/** Class names without repeats, as lucide-react joins them. */
function classNames(...lists: string[]): string {
  const tokens = new Set<string>();
  for (const list of lists) for (const token of list.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

/**
 * The component for one icon: lucide's name for it (kebab case, "building-complex"), its shapes (the `lucide` package's
 * export of that name) and the other names lucide-react gives it a class for (["building-2"]).
 */
export function drawIcon(name: string, node: IconNode, aliases: string[] = []): IconComponent {
  const shapes = { __html: shapesMarkup(node) };
  const ownClasses = classNames("lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`));
  const viewBox = "0 0 24 24";

  function Icon({ color, size, width, height, strokeWidth, className = "", children, ...rest }: IconProps) {
    const attributes = {
      xmlns: "http://www.w3.org/2000/svg",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox,
      fill: "none",
      stroke: color || "currentColor",
      strokeWidth: strokeWidth ?? 2,
      strokeLinecap: "round" as const,
      strokeLinejoin: "round" as const,
      className: className ? classNames(ownClasses, className) : ownClasses,
      ...(children != null || isNamed(rest) ? {} : { "aria-hidden": "true" as const }),
      ...rest,
    };
    // Children (a <title>, say) are React's to draw, after the shapes, as lucide-react draws them.
    if (children != null) {
      return createElement(
        "svg",
        attributes,
        ...node.map(([tag, shape], index) => createElement(tag, { key: index, ...shape })),
        children,
      );
    }
    return createElement("svg", { ...attributes, dangerouslySetInnerHTML: shapes });
  }
  Icon.displayName = name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
  return Icon;
}
