import { data } from "react-router";
import type { Route } from "./+types/overview";
import { ListPanel } from "~/components/admin/list-panel";
import { ChartTable } from "~/components/admin/charts/chart-table";
import { MeterChart } from "~/components/admin/charts/meter-chart";
import { StackedBarChart } from "~/components/admin/charts/stacked-bar-chart";
import { FormMessage } from "~/components/forms/field";
import { durationText, overviewPage as copy, percentText, promiseText, weekText } from "~/content/admin-overview";
import { leadKindLabel, leadKinds } from "~/lib/leads/lead-kinds";
import { optionLabel } from "~/lib/forms/field-schemas";
import {
  leadDashboard,
  type ConversionRow,
  type LeadDashboard,
  type ReplyFigures,
} from "~/lib/leads/lead-dashboard.server";
import { BUSINESS_SECTOR_OPTIONS, INDUSTRY_INTEREST_OPTIONS } from "~/lib/leads/marketplace-schema";
import { READY_TO_TALK_INDUSTRY_OPTIONS } from "~/lib/leads/ready-to-talk-schema";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { requireStaff } from "~/lib/accounts/session.server";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/overview",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads");
  try {
    return { dashboard: (await leadDashboard()) as LeadDashboard | null, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "could not load the leads overview");
    return data({ dashboard: null, loadError: copy.loadFailed }, { status: 503 });
  }
}

type Dashboard = NonNullable<Route.ComponentProps["loaderData"]["dashboard"]>;

export default function LeadsOverview({ loaderData }: Route.ComponentProps) {
  const { dashboard, loadError } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      {dashboard ? <p className="mt-2 text-sm text-muted">{copy.intro(dashboard.from)}</p> : null}

      {loadError ? (
        <div className="mt-6">
          <FormMessage kind="error">{loadError}</FormMessage>
        </div>
      ) : null}

      {dashboard && dashboard.total === 0 ? (
        <section
          aria-labelledby="overview-empty"
          className="mt-6 rounded-xl border border-line bg-white px-5 py-12 text-center"
        >
          <h2 id="overview-empty" className="font-medium text-ink">
            {copy.empty.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{copy.empty.body}</p>
        </section>
      ) : null}

      {dashboard && dashboard.total > 0 ? (
        <>
          <WeeklyPanel dashboard={dashboard} />
          <RepliesPanel dashboard={dashboard} />
          <ConversionPanel dashboard={dashboard} />
          <CallsPanel dashboard={dashboard} />
        </>
      ) : null}
    </div>
  );
}

const TYPES = leadKinds().map((kind) => kind.name);

function WeeklyPanel({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ListPanel id="weekly-heading" heading={copy.weekly.heading} summary={copy.total(dashboard.total)}>
      <div className="px-5 pt-5">
        <StackedBarChart
          label={copy.weekly.chartLabel(dashboard.total)}
          legendLabel={copy.weekly.legendLabel}
          series={TYPES.map((key) => ({ key, label: leadKindLabel(key) }))}
          bars={dashboard.weekly.map((week) => ({ key: week.week, label: weekText(week.week), values: week.counts }))}
        />
      </div>
      <ChartTable
        caption={copy.weekly.caption}
        columns={[
          { label: copy.weekly.week },
          ...TYPES.map((type) => ({ label: leadKindLabel(type), numeric: true })),
          { label: copy.weekly.total, numeric: true },
        ]}
        rows={dashboard.weekly.map((week) => ({
          key: week.week,
          heading: <time dateTime={week.week}>{weekText(week.week)}</time>,
          cells: [...TYPES.map((type) => week.counts[type] ?? 0), week.total],
        }))}
      />
    </ListPanel>
  );
}

function onTimeText(figures: ReplyFigures): string {
  return figures.due === 0
    ? "—"
    : `${percentText(figures.onTimeShare)} (${copy.replies.onTimeOf(figures.onTime, figures.due)})`;
}

function RepliesPanel({ dashboard }: { dashboard: Dashboard }) {
  const { overall, byType } = dashboard.replies;
  const rows = [
    { key: "all", label: copy.replies.overall, promise: "—", figures: overall },
    ...byType.map((row) => ({
      key: row.type,
      label: leadKindLabel(row.type),
      promise: promiseText(row.promise),
      figures: row as ReplyFigures,
    })),
  ];
  const c = copy.replies.columns;
  return (
    <ListPanel id="replies-heading" heading={copy.replies.heading}>
      <p className="px-5 pt-4 text-sm text-muted">{copy.replies.intro}</p>
      <div className="px-5 pt-4">
        <MeterChart
          label={copy.replies.chartLabel}
          rows={rows.map((row) => ({
            key: row.key,
            label: row.label,
            share: row.figures.onTimeShare,
            valueText: onTimeText(row.figures),
          }))}
        />
        <p className="mt-2 text-xs text-muted">{copy.replies.note}</p>
      </div>
      <ChartTable
        caption={copy.replies.caption}
        columns={[
          { label: c.type },
          { label: c.promise },
          { label: c.median, numeric: true },
          { label: c.answered, numeric: true },
          { label: c.onTime, numeric: true },
          { label: c.share, numeric: true },
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          heading: row.label,
          emphasis: row.key === "all",
          cells: [
            row.promise,
            durationText(row.figures.medianSeconds),
            row.figures.answered,
            copy.replies.onTimeOf(row.figures.onTime, row.figures.due),
            percentText(row.figures.onTimeShare),
          ],
        }))}
      />
    </ListPanel>
  );
}

/** An industry's name: the Ready to talk form's wording, else the marketplace's, else the stored code. */
function industryLabel(code: string): string {
  for (const options of [READY_TO_TALK_INDUSTRY_OPTIONS, BUSINESS_SECTOR_OPTIONS, INDUSTRY_INTEREST_OPTIONS]) {
    const label = optionLabel(options, code);
    if (label !== code) return label;
  }
  return code;
}

function ConversionTable({
  caption,
  keyLabel,
  rows,
  name,
}: {
  caption: string;
  keyLabel: string;
  rows: ConversionRow[];
  name: (key: string | null) => string;
}) {
  const c = copy.conversion.columns;
  return (
    <ChartTable
      caption={caption}
      columns={[
        { label: keyLabel },
        { label: c.leads, numeric: true },
        { label: c.won, numeric: true },
        { label: c.rate, numeric: true },
      ]}
      rows={rows.map((row) => ({
        key: row.key ?? "",
        heading: name(row.key),
        cells: [row.leads, row.won, percentText(row.rate)],
      }))}
    />
  );
}

function ConversionPanel({ dashboard }: { dashboard: Dashboard }) {
  const { bySource, byIndustry } = dashboard.conversion;
  return (
    <ListPanel id="conversion-heading" heading={copy.conversion.heading}>
      <p className="px-5 pt-4 text-sm text-muted">{copy.conversion.intro}</p>
      {bySource.length === 0 ? (
        <p className="px-5 py-8 text-center text-muted">{copy.conversion.none}</p>
      ) : (
        <div className="grid gap-2 pb-2 lg:grid-cols-2">
          <ConversionTable
            caption={copy.conversion.bySource.caption}
            keyLabel={copy.conversion.bySource.key}
            rows={bySource}
            name={(key) => key ?? copy.conversion.bySource.notGiven}
          />
          <ConversionTable
            caption={copy.conversion.byIndustry.caption}
            keyLabel={copy.conversion.byIndustry.key}
            rows={byIndustry}
            name={(key) => (key === null ? copy.conversion.byIndustry.notGiven : industryLabel(key))}
          />
        </div>
      )}
    </ListPanel>
  );
}

function CallsPanel({ dashboard: { calls } }: { dashboard: Dashboard }) {
  const c = copy.calls.columns;
  return (
    <ListPanel
      id="calls-heading"
      heading={copy.calls.heading}
      summary={copy.calls.summary(calls.booked, percentText(calls.cancelledShare), percentText(calls.noShowRate))}
    >
      <p className="px-5 pt-4 text-sm text-muted">{copy.calls.intro}</p>
      {calls.booked === 0 && calls.attended + calls.noShows === 0 ? (
        <p className="px-5 py-8 text-center text-muted">{copy.calls.none}</p>
      ) : (
        <ChartTable
          caption={copy.calls.caption}
          columns={[
            { label: copy.weekly.week },
            { label: c.booked, numeric: true },
            { label: c.cancelled, numeric: true },
            { label: c.attended, numeric: true },
            { label: c.noShows, numeric: true },
          ]}
          rows={calls.weekly.map((week) => ({
            key: week.week,
            heading: <time dateTime={week.week}>{weekText(week.week)}</time>,
            cells: [week.booked, week.cancelled, week.attended, week.noShows],
          }))}
        />
      )}
    </ListPanel>
  );
}
