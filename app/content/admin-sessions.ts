/**
 * Copy for "Your sessions" at /admin/sessions: where the signed-in member of staff is signed in, and signing out
 * there. Typed data only: no JSX, no server imports.
 */
export const sessionsPage = {
  title: "Your sessions",
  description: "Where you are signed in.",
  heading: "Your sessions",
  intro: (idleHours: number, maxDays: number) =>
    `Everywhere you are signed in to the admin. A session ends after ${hours(idleHours)} without use, and ${days(maxDays)} after signing in however much it is used.`,
  tableLabel: "Your sessions",
  columns: { device: "Device", ip: "IP address", lastSeen: "Last seen", signedIn: "Signed in", actions: "Actions" },
  thisDevice: "This device",
  unknownIp: "Unknown",
  signOut: "Sign out",
  /** for a screen reader, after "Sign out" */
  signOutWhich: (device: string) => `the session on ${device}`,
  othersHeading: "Other sessions",
  signOutOthers: "Sign out all other sessions",
  onlyThisDevice: "You are signed in on this device only.",
  empty: "No sessions are open.",
  loadFailed: "Your sessions could not be loaded just now. Please try again in a moment.",
  confirmOthers: {
    heading: "Sign out all other sessions?",
    body: (count: number) =>
      `${count === 1 ? "1 other session ends" : `${count} other sessions end`} at once: whoever uses ${count === 1 ? "it" : "them"} must sign in again. You stay signed in on this device.`,
    confirm: "Sign out all other sessions",
    cancel: "Cancel",
  },
  errorTitle: "Error",
} as const;

/** How a session's browser and system are named: "Chrome on Windows". */
export const deviceNames = {
  device: (browser: string | null, os: string | null) =>
    browser && os ? `${browser} on ${os}` : (browser ?? (os ? `A browser on ${os}` : "Unknown device")),
} as const;

/** What the sessions page says after a change, or when one is refused. */
export const sessionMessages = {
  ended: "Session signed out",
  othersEnded: (count: number) => (count === 1 ? "1 other session signed out" : `${count} other sessions signed out`),
  gone: "That session has already ended.",
  current: "That is this device's session: use Sign out to end it.",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The sessions could not be signed out. Please try again.",
} as const;

function hours(value: number): string {
  return value === 1 ? "1 hour" : `${value} hours`;
}

function days(value: number): string {
  return value === 1 ? "1 day" : `${value} days`;
}
