/** Whether a Cookie header carries a session (Better Auth's `session_token`, with or without its `__Secure-` prefix). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader != null && /(^|;\s*)[\w.-]*session_token=/.test(cookieHeader);
}
