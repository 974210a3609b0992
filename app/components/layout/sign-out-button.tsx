import { Form } from "react-router";

/** Signs out with a POST (works without JavaScript); styled by the caller. */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" className={className}>
        Sign out
      </button>
    </Form>
  );
}
