/**
 * Copy for accounts: the sign-in page (and its sign-up mode), the forgot-password and reset-password pages, signing
 * out, and the signed-in visitor's menu. Typed data only: no JSX, no server imports. The toasts and messages here are
 * worded as the specification and the tests have them.
 *
 * Named site-* so that the build keeps it in the shared `site` chunk (vite.config.ts): the account menu in the
 * header reads it on every page, and a module of its own would be one more script on each (ADR 009).
 */

/** The account menu in the header (and its mobile version), and the sign-out button. */
export const accountMenu = {
  label: "Account",
  /** Before the address: "Signed in as ada@example.com". */
  signedInAs: "Signed in as ",
  admin: "Admin Dashboard",
  signOut: "Sign out",
  /** The toast after signing out. */
  signedOut: { title: "Signed out", description: "See you next time." },
} as const;

/** The frame of the account pages. */
export const authCard = {
  backHome: "Back to home",
} as const;

/** Labels the account pages share. */
const fields = {
  email: "Email",
  confirmPassword: "Confirm password",
} as const;

/** /auth: sign in, or create an account (?mode=signup). */
export const signInPage = {
  title: "Sign in",
  description: "Sign in or create an account to manage insights and leads.",
  signIn: { heading: "Sign in", subtitle: "Welcome back.", submit: "Sign in", submitting: "Signing in…" },
  signUp: {
    heading: "Create an account",
    subtitle: "We will email you a link to confirm your address.",
    submit: "Sign up",
    submitting: "Creating account…",
  },
  fields: {
    ...fields,
    password: "Password",
    passwordHint: "At least 12 characters.",
  },
  forgotPassword: "Forgot password?",
  verified: "Your email address is confirmed. Sign in to continue.",
  linkError: "This confirmation link is invalid or has expired. Sign in to receive a new one.",
  signedUp: "Please check your email to confirm your account",
  passwordsDiffer: "Passwords do not match",
  /** The toast after signing in. */
  welcome: { title: "Welcome", description: "Successfully signed in" },
  /** The line under the form that switches mode, and its button. */
  switchToSignUp: { prompt: "Don't have an account? ", button: "Sign up" },
  switchToSignIn: { prompt: "Already have an account? ", button: "Sign in" },
} as const;

/** /auth/forgot-password: ask for a reset link. */
export const forgotPasswordPage = {
  title: "Reset your password",
  description: "Request a link to choose a new password.",
  subtitle: "Enter your email and we'll send you a link to choose a new password.",
  fields: { email: fields.email },
  emailRequired: "Email is required",
  sent: "If an account exists for that email, we've sent a link to reset your password. It is valid for one hour.",
  submit: "Send reset link",
  submitting: "Sending…",
  back: "Back to sign in",
} as const;

/** /auth/reset-password?token=…: choose a new password. */
export const resetPasswordPage = {
  title: "Choose a new password",
  description: "Choose a new password for your account.",
  subtitle: "Use at least 12 characters. A short sentence is easy to remember and hard to guess.",
  invalidLink: "This reset link is invalid or has expired. Please request a new one.",
  requestNewLink: "Request a new link",
  fields: { password: "New password", confirmPassword: fields.confirmPassword },
  submit: "Save new password",
  submitting: "Saving…",
  /** The toast on the sign-in page after the reset. */
  updated: { title: "Password updated", description: "Sign in with your new password." },
} as const;
