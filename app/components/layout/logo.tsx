import { Link } from "react-router";
import { site } from "~/content/site";
import { logo } from "~/content/site-chrome";

/** The kestrel mark: a stylised wing over a rising line. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f3d3e" />
      <path d="M6 21c5-1 9-4 12-9 1.6 2.6 4 4.4 8 5-4.4 1.4-8.3 3.8-11 8-1.8-2.3-4.8-3.6-9-4z" fill="#e39a2d" />
      <path d="M18 12l2.5-4.5" stroke="#fbfaf7" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={logo.label}>
      <LogoMark />
      <span
        className={`font-display text-xl font-semibold tracking-tight ${inverse ? "text-white" : "text-brand-900"}`}
      >
        {site.name}
      </span>
    </Link>
  );
}
