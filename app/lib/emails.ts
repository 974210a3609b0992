/**
 * Transactional email content: subject, plain text and simple HTML for each
 * message the site sends. Pure functions; every value is escaped.
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

const footerStyle = "margin:32px 0 0;font-size:13px;color:#555";

function layout(paragraphs: string[], action?: EmailAction, footerLink?: EmailFooterLink): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f3d3e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  const footer = footerLink
    ? `<p style="${footerStyle}">${escapeHtml(footerLink.lead)} <a href="${escapeHtml(footerLink.url)}" style="color:#0f3d3e">${escapeHtml(footerLink.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="en-ZA"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}${button}${footer}<p style="${footerStyle}">${escapeHtml(site.name)} · ${escapeHtml(site.contact.email)}</p></body></html>`;
}

export function compose(subject: string, paragraphs: string[], action?: EmailAction, footerLink?: EmailFooterLink): EmailContent {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footerLink ? [`${footerLink.lead} ${footerLink.label}: ${footerLink.url}`] : []),
    `${site.name} · ${site.contact.email}`,
  ].join("\n\n");
  return { subject, text, html: layout(paragraphs, action, footerLink) };
}

export function verifyEmailMessage(url: string): EmailContent {
  return compose(
    `Confirm your ${site.name} account`,
    [
      "Hello,",
      `Thanks for creating an account with ${site.name}. Please confirm your email address to finish signing up. The link is valid for 24 hours.`,
      "If you did not create this account, you can ignore this email and nothing will happen.",
    ],
    { label: "Confirm my email", url },
  );
}

export function resetPasswordMessage(url: string): EmailContent {
  return compose(
    `Reset your ${site.name} password`,
    [
      "Hello,",
      "We received a request to reset the password for your account. The link is valid for one hour and can be used once.",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
    ],
    { label: "Choose a new password", url },
  );
}

export function existingAccountMessage(signInUrl: string): EmailContent {
  return compose(
    `Someone tried to create a ${site.name} account with your email`,
    [
      "Hello,",
      "Someone (perhaps you) tried to sign up with this email address, but you already have an account.",
      "If it was you, sign in instead, or use “Forgot password?” on the sign-in page if you no longer remember your password. If it was not you, no action is needed.",
    ],
    { label: "Sign in", url: signInUrl },
  );
}

export function signInFailuresMessage(resetUrl: string): EmailContent {
  return compose(
    `Repeated failed sign-ins to your ${site.name} account`,
    [
      "Hello,",
      "Someone has tried to sign in to your account several times in a row with the wrong password. For your protection, further attempts are now slowed down for a while.",
      "If it was you, no action is needed: wait a few minutes and try again, or choose a new password.",
      "If it was not you, someone may be trying to guess your password. To be safe, choose a new password that you use nowhere else: you can reset it by email at any time, even while sign-in is slowed down.",
    ],
    { label: "Reset my password", url: resetUrl },
  );
}
