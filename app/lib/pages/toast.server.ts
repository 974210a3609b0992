/**
 * One-time messages carried across a redirect in a short-lived signed cookie,
 * shown as a toast on the next page.
 */
import { createCookie, redirect } from "react-router";
import { env } from "../runtime/env.server";
import type { Toast } from "./toast";

let cookie: ReturnType<typeof createCookie> | undefined;

function toastCookie() {
  cookie ??= createCookie("toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: env().publicUrl.startsWith("https://"),
    secrets: [env().authSecret],
  });
  return cookie;
}

/** A redirect that shows `toast` on the page it lands on. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get("Cookie");
  if (!header?.includes("toast=")) return { toast: null, headers };
  const value: unknown = await toastCookie().parse(header);
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  return { toast: isToast(value) ? value : null, headers };
}

function isToast(value: unknown): value is Toast {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Toast).title === "string" &&
    ["success", "error", "info"].includes((value as Toast).kind)
  );
}
