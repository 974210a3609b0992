/**
 * The emails of accounts: confirming an address, resetting a password, a
 * sign-up with an address that already has an account, and repeated failed
 * sign-ins. Pure functions over the shared layout (email-compose.ts).
 */
import { site } from "~/content/site";
import { compose, type EmailContent } from "../runtime/email-compose";
import { roleLabels } from "~/content/admin-team";
import type { StaffRole } from "./roles";

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

export function invitationMessage(url: string, role: StaffRole, inviterName: string | null): EmailContent {
  return compose(
    `You're invited to the ${site.name} admin`,
    [
      "Hello,",
      `${inviterName ?? "An admin"} has invited you to join the ${site.name} team as ${roleLabels[role].withArticle}: ${roleLabels[role].summary}`,
      "Choose a password to accept. The link is valid for 72 hours and can be used once.",
      "If you were not expecting this, you can ignore this email: no account is created.",
    ],
    { label: "Accept the invitation", url },
  );
}
