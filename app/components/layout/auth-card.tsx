import type { ReactNode } from "react";
import { ArrowLeft } from "~/components/icons/arrow-left";
import { Link } from "react-router";
import { authCard } from "~/content/site-accounts";

/** The frame of the account pages: a centred card with a way back home. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="bg-sand px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md">
        <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {authCard.backHome}
        </Link>
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-semibold text-brand-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}
