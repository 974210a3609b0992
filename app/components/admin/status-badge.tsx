/** The admin's status pills: one look for a lead's status, an email's delivery state and a newsletter issue's state. */
import type { LeadStatus, NewsletterIssueState, OutboxStatus } from "~/db/schema";
import { LEAD_STATUS_LABELS, OUTBOX_STATUS_LABELS } from "~/content/admin-leads";
import { NEWSLETTER_ISSUE_STATE_LABELS } from "~/content/admin-newsletter";

const tones = {
  accent: "bg-accent-400/25 text-brand-900",
  brand: "bg-brand-100 text-brand-900",
  success: "bg-success/10 text-success",
  danger: "bg-danger/10 text-danger",
  muted: "bg-sand text-muted",
} as const;

type Tone = keyof typeof tones;

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

const leadTones: Record<LeadStatus, Tone> = {
  new: "accent",
  contacted: "brand",
  qualified: "brand",
  won: "success",
  lost: "muted",
  spam: "danger",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={leadTones[status]}>{LEAD_STATUS_LABELS[status]}</StatusBadge>;
}

const outboxTones: Record<OutboxStatus, Tone> = { pending: "accent", sent: "success", dead: "danger" };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <StatusBadge tone={outboxTones[status]}>{OUTBOX_STATUS_LABELS[status]}</StatusBadge>;
}

const issueTones: Record<NewsletterIssueState, Tone> = { draft: "muted", sending: "accent", sent: "success" };

export function IssueStateBadge({ state }: { state: NewsletterIssueState }) {
  return <StatusBadge tone={issueTones[state]}>{NEWSLETTER_ISSUE_STATE_LABELS[state]}</StatusBadge>;
}
