/** The calendar's screens as tabs: the calls, the hours and days off, and (for admins) the call types. */
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { calendarTabs } from "~/content/admin-calendar";

export type CalendarTab = "calls" | "hours" | "call-types";

export function CalendarTabs({ current, mayCallTypes }: { current: CalendarTab; mayCallTypes: boolean }) {
  const tabs = [
    { key: "calls", to: "/admin/calendar", label: calendarTabs.calls },
    { key: "hours", to: "/admin/calendar/hours", label: calendarTabs.hours },
    ...(mayCallTypes ? [{ key: "call-types", to: "/admin/calendar/call-types", label: calendarTabs.callTypes }] : []),
  ];
  return (
    <nav aria-label={calendarTabs.label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? "page" : undefined}
              className={buttonClasses(tab.key === current ? "primary" : "outline", "sm")}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
