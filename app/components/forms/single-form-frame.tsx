import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { GuardFields } from "~/components/forms/guard-fields";
import type { useSingleForm } from "~/components/forms/use-single-form";

/**
 * The <form> of a one-step lead form: posted by its fetcher once the page has hydrated, and before that (or
 * without JavaScript) to this page's action, returning to the form's section. It carries the guard fields.
 */
export function SingleFormFrame<V extends object>({
  form,
  anchor,
  labelledBy,
  className,
  children,
}: {
  form: ReturnType<typeof useSingleForm<V>>;
  /** the section's id, where the page returns after a post without JavaScript */
  anchor: string;
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { fetcher } = form;
  return (
    <fetcher.Form
      ref={form.formRef}
      method="post"
      noValidate
      action={form.hydrated ? undefined : `${pathname}${search}#${anchor}`}
      onSubmit={form.onSubmit}
      aria-labelledby={labelledBy}
      className={className}
    >
      <GuardFields idempotencyKey={form.idempotencyKey} />
      {children}
    </fetcher.Form>
  );
}
