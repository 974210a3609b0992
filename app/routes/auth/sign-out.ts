import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { callAuthEndpoint } from "~/lib/accounts/auth-actions.server";
import { accountMenu } from "~/content/site-accounts";
import { redirectWithToast } from "~/lib/pages/toast.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const result = await callAuthEndpoint(request, "/sign-out", {});
  const headers = new Headers();
  if (result.ok) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/", { kind: "info", ...accountMenu.signedOut }, { headers });
}
