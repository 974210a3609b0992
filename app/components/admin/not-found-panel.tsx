import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";

/**
 * An admin page's error boundary for a record that does not exist (any more): a message inside the admin area with
 * a way back to its list. Any other error goes up to the layout's boundary.
 */
export function NotFoundBoundary({
  heading,
  message,
  backTo,
  backLabel,
}: {
  heading: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) throw error;
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{heading}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <ButtonLink to={backTo} className="mt-6">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
