import { forwardRef, type ButtonHTMLAttributes, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/components/forms/use-hydrated";
import { prefersReducedMotion } from "~/components/sections/motion";

export type ButtonVariant = "primary" | "accent" | "outline" | "ghost" | "inverse" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-800 text-white hover:bg-brand-700",
  accent: "bg-accent-500 text-brand-900 hover:bg-accent-400",
  outline: "border border-brand-800 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  inverse: "border border-white/70 text-white hover:bg-white/10",
  danger: "bg-danger text-white hover:bg-danger/90",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

/** The classes of every button and button-styled link: one look for every call to action. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className = "", type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button: every call to action on the site. */
export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

type ScrollButtonProps = {
  target: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

/**
 * A button that scrolls to the element with id `target` and moves the focus
 * there (the target needs tabIndex -1), adding `#target` to the address as a
 * jump link would. Without JavaScript it is that jump link, which does the same.
 */
export function ScrollButton({ target, variant, size, className = "", children }: ScrollButtonProps) {
  const hydrated = useHydrated();
  const classes = buttonClasses(variant, size, className);
  if (!hydrated) {
    return (
      <a href={`#${target}`} className={classes}>
        {children}
      </a>
    );
  }
  const scroll = () => {
    const element = document.getElementById(target);
    if (!element) return;
    window.history.pushState(window.history.state, "", `#${target}`);
    element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    element.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={classes} onClick={scroll}>
      {children}
    </button>
  );
}
