/**
 * Every email's format: subject, plain text and simple HTML from a few
 * paragraphs, an optional list of linked items (the newsletter's posts), an
 * optional button and an optional footer link, signed with the firm's name
 * and address. Pure; every value is escaped.
 */
import { site } from "~/content/site";

export type EmailContent = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type EmailAction = { label: string; url: string };
/** A small link at the foot of an email, e.g. "Don't want these emails? Unsubscribe". */
export type EmailFooterLink = { lead: string; label: string; url: string };

/** A linked item under the paragraphs: its title (the link), a line about it, and the link spelled out. */
export type EmailItem = { title: string; summary: string; url: string; linkLabel: string };

const footerStyle = "margin:32px 0 0;font-size:13px;color:#555";

function layout(
  subject: string,
  paragraphs: string[],
  action?: EmailAction,
  footerLink?: EmailFooterLink,
  items: EmailItem[] = [],
): string {
  const body =
    paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("") +
    items
      .map(
        (item) =>
          `<div style="margin:24px 0;padding-top:16px;border-top:1px solid #e5e1d8"><h2 style="margin:0 0 8px;font-size:18px;line-height:1.3"><a href="${escapeHtml(item.url)}" style="color:#0f3d3e">${escapeHtml(item.title)}</a></h2><p style="margin:0 0 8px">${escapeHtml(item.summary)}</p><p style="margin:0"><a href="${escapeHtml(item.url)}" style="color:#0f3d3e">${escapeHtml(item.linkLabel)}</a></p></div>`,
      )
      .join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f3d3e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  const footer = footerLink
    ? `<p style="${footerStyle}">${escapeHtml(footerLink.lead)} <a href="${escapeHtml(footerLink.url)}" style="color:#0f3d3e">${escapeHtml(footerLink.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}${button}${footer}<p style="${footerStyle}">${escapeHtml(site.name)} · ${escapeHtml(site.contact.email)}</p></body></html>`;
}

export function compose(
  subject: string,
  paragraphs: string[],
  action?: EmailAction,
  footerLink?: EmailFooterLink,
  items: EmailItem[] = [],
): EmailContent {
  const text = [
    ...paragraphs,
    ...items.map((item) => `${item.title}\n${item.summary}\n${item.linkLabel}: ${item.url}`),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footerLink ? [`${footerLink.lead} ${footerLink.label}: ${footerLink.url}`] : []),
    `${site.name} · ${site.contact.email}`,
  ].join("\n\n");
  return { subject, text, html: layout(subject, paragraphs, action, footerLink, items) };
}
