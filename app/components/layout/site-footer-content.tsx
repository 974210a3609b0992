import { Link } from "react-router";
import { site, type SocialLink } from "~/content/site";
import { siteFooter as copy } from "~/content/site-chrome";
import { telHref, whatsappHref, type SiteFacts, type SiteMenus } from "~/lib/site-settings/types";
import { Logo } from "./logo";

const socialIcons: Record<SocialLink["network"], string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z",
  facebook:
    "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.87.25-1.45 1.5-1.45h1.55V4.47A20.5 20.5 0 0 0 14.3 4.3c-2.2 0-3.8 1.35-3.8 3.85v2.35H8v3h2.5V21z",
  instagram:
    "M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.85a1.07 1.07 0 1 1 0 2.15 1.07 1.07 0 0 1 0-2.15zM12 4.6c2.4 0 2.7 0 3.65.05 2.45.11 3.59 1.27 3.7 3.7.05.95.05 1.24.05 3.65s0 2.7-.05 3.65c-.11 2.43-1.25 3.59-3.7 3.7-.95.05-1.23.05-3.65.05s-2.7 0-3.65-.05c-2.46-.11-3.59-1.27-3.7-3.7C4.6 14.7 4.6 14.41 4.6 12s0-2.7.05-3.65c.11-2.43 1.25-3.59 3.7-3.7.95-.04 1.24-.05 3.65-.05zM12 3c-2.44 0-2.75 0-3.71.05-3.27.15-5.09 1.96-5.24 5.24C3 9.25 3 9.56 3 12s0 2.75.05 3.71c.15 3.27 1.96 5.09 5.24 5.24.96.04 1.27.05 3.71.05s2.75 0 3.71-.05c3.26-.15 5.09-1.96 5.24-5.24.04-.96.05-1.27.05-3.71s0-2.75-.05-3.71c-.15-3.27-1.96-5.09-5.24-5.24C14.75 3 14.44 3 12 3z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
};

/** The footer, from the menus and facts edited in the admin (ADR 061). */
export function SiteFooter({ menus, facts }: { menus: Pick<SiteMenus, "footer" | "legal">; facts: SiteFacts }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-white/80" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {copy.heading}
      </h2>
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-14 sm:px-6 md:pb-10 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo inverse />
            <p className="mt-4 text-sm leading-6">{site.tagline}</p>
            <p className="mt-4 text-sm">
              <a className="font-medium text-white underline-offset-4 hover:underline" href={`mailto:${facts.email}`}>
                {facts.email}
              </a>
              {facts.phone ? (
                <>
                  <br />
                  <a
                    className="font-medium text-white underline-offset-4 hover:underline"
                    href={telHref(facts.phone)}
                    aria-label={copy.callNumber(facts.phone.display)}
                  >
                    {facts.phone.display}
                  </a>
                </>
              ) : null}
              {facts.whatsapp ? (
                <>
                  <br />
                  <a
                    className="font-medium text-white underline-offset-4 hover:underline"
                    href={whatsappHref(facts.whatsapp)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {copy.whatsapp(facts.whatsapp.display)}
                  </a>
                </>
              ) : null}
              {facts.address ? (
                <>
                  <br />
                  {facts.address}
                </>
              ) : null}
              {facts.hours ? (
                <>
                  <br />
                  {facts.hours}
                </>
              ) : null}
            </p>
            <ul className="mt-6 flex gap-3" aria-label={copy.social}>
              {site.social.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={social.label}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-900"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="h-5 w-5"
                      fill="currentColor"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d={socialIcons[social.network]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-8 sm:grid-cols-3">
            {menus.footer.map((column, index) => (
              <nav key={index} aria-label={column.heading}>
                <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{column.heading}</h3>
                <ul className="mt-4 grid gap-2 text-sm">
                  {column.links.map((link, at) => (
                    <FooterLink key={at} to={link.href} label={link.label} />
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {copy.copyright.before}
            {year > site.founded ? `${site.founded}–${year}` : year} {site.legalName}
            {copy.copyright.after}
          </p>
          <nav aria-label={copy.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {menus.legal.map((link, at) => (
                <FooterLink key={at} to={link.href} label={link.label} />
              ))}
              <FooterLink to="/auth" label={copy.staffSignIn} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** A link of the footer: a page of the site, or an outside address (which opens as any plain link does). */
function FooterLink({ to, label }: { to: string; label: string }) {
  const className = "hover:text-white hover:underline";
  return (
    <li>
      {to.startsWith("/") ? (
        <Link to={to} className={className}>
          {label}
        </Link>
      ) : (
        <a href={to} className={className}>
          {label}
        </a>
      )}
    </li>
  );
}
