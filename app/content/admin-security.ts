/**
 * Copy for two-factor sign-in: turning it on at /admin/security, and the code asked for after the password at
 * /auth/two-factor. Typed data only: no JSX, no server imports.
 */
import { site } from "./site";

export const securityPage = {
  title: "Two-factor sign-in",
  description: "Protect your account with a code from an authenticator app.",
  heading: "Two-factor sign-in",
  intro:
    "After your password, signing in also asks for a six-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).",
  on: {
    badge: "On",
    body: "Two-factor sign-in is on for your account. If you lose your phone, sign in with one of your backup codes, or ask an admin to reset it.",
  },
  off: {
    badge: "Off",
    body: "Two-factor sign-in is off. Turn it on to keep your account safe even if your password leaks.",
  },
  start: {
    heading: "Turn on two-factor sign-in",
    password: "Your password",
    submit: "Continue",
    submitting: "Checking…",
  },
  setup: {
    heading: "Scan the code with your app",
    qrLabel: "QR code to add your account to an authenticator app",
    manual: "Can't scan it? Enter this key in your app instead:",
    backupHeading: "Your backup codes",
    backupBody:
      "Each code signs you in once if you don't have your phone. Keep them somewhere safe: they are shown only now.",
    code: "Code from your app",
    submit: "Turn on",
    submitting: "Turning on…",
  },
  /** An admin session signed in with the password alone, on an account that has two-factor sign-in on. */
  signInAgain: {
    heading: "Sign in again with your code",
    body: "Two-factor sign-in is on for your account, but this session was signed in with the password alone. Sign in again, with a code from your app, to use the admin.",
    submit: "Sign in again",
  },
  alreadyOn: "Two-factor sign-in is already on for your account.",
  codeUsed: "That code was already used. Wait for the next code from your app.",
  turnedOn: {
    title: "Two-factor sign-in is on",
    description: "From now on, signing in asks for a code from your app.",
  },
  errorTitle: "Error",
  wrongPassword: "That password is not right.",
  wrongCode: "That code is not right. Check the time on your phone and enter the newest code.",
  codeFormat: "Enter the six-digit code from your app.",
  failed: "Two-factor sign-in could not be turned on. Please try again.",
} as const;

export const twoFactorPage = {
  title: "Two-factor sign-in",
  description: `Enter the code from your authenticator app to sign in to ${site.name}.`,
  subtitle: "Enter the six-digit code from your authenticator app.",
  backupSubtitle: "Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.",
  code: "Code",
  backupCode: "Backup code",
  submit: "Verify",
  submitting: "Verifying…",
  useBackup: "Use a backup code instead",
  useApp: "Use the code from your app instead",
  startAgain: "Sign in again",
  /** The same words whatever went wrong with the code: they say nothing about any account. */
  wrongCode: "That code is not right. Please try again.",
  wrongBackupCode: "That backup code is not right, or it was already used.",
  expired: "Your sign-in has expired. Please sign in again.",
  codeUsed: "That code was already used. Wait for the next code from your app.",
  codeRequired: "Please enter the code.",
} as const;

/** The team page's reset of a member's second factor. */
export const twoFactorReset = {
  status: { on: "Two-factor on", off: "Two-factor off" },
  reset: "Reset two-factor",
  done: "Two-factor sign-in reset",
  notOn: "That person does not have two-factor sign-in on.",
} as const;
