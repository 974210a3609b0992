import { Link } from "react-router";

/** The way back to a list, above an admin page's heading: "← All leads". */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-medium text-brand-800 underline-offset-4 hover:underline">
        {`← ${label}`}
      </Link>
    </p>
  );
}
