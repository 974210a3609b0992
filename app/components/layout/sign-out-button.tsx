import { Form } from "react-router";
import { accountMenu } from "~/content/site-accounts";

/** Signs out with a POST (works without JavaScript); styled by the caller. */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" className={className}>
        {accountMenu.signOut}
      </button>
    </Form>
  );
}
