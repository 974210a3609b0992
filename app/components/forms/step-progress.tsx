import { Check } from "~/components/icons/check";

/**
 * Where the visitor is in a multi-step form: the numbered steps (the current
 * one marked aria-current="step") and, when `percent` is given, a progress bar.
 */
export function StepProgress({
  steps,
  current,
  percent,
  padded = false,
  label = "Form progress",
}: {
  steps: readonly string[];
  /** 1-based */
  current: number;
  percent?: number;
  /** "01", "02", "03" instead of "1", "2", "3" */
  padded?: boolean;
  label?: string;
}) {
  const number = (index: number) => (padded ? String(index + 1).padStart(2, "0") : String(index + 1));
  return (
    <div className="grid gap-4">
      <ol aria-label="Steps" className="flex gap-2 sm:gap-4">
        {steps.map((step, index) => {
          const state = index + 1 < current ? "done" : index + 1 === current ? "current" : "todo";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className={`flex items-center gap-2 ${state === "current" ? "min-w-0 flex-1" : "flex-none sm:min-w-0 sm:flex-1"}`}
            >
              <span
                aria-hidden="true"
                className={`flex h-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${padded ? "w-10" : "w-8"} ${
                  state === "current"
                    ? "bg-brand-800 text-white"
                    : state === "done"
                      ? "bg-brand-100 text-brand-800"
                      : "border border-line bg-white text-muted"
                }`}
              >
                {state === "done" && !padded ? <Check className="h-4 w-4" /> : number(index)}
              </span>
              <span className="sr-only">{`Step ${index + 1} of ${steps.length}${state === "done" ? " (done)" : ""}: ${step}`}</span>
              <span
                aria-hidden="true"
                className={`truncate text-sm ${state === "current" ? "font-semibold text-ink" : "hidden text-muted sm:inline"}`}
              >
                {step}
              </span>
            </li>
          );
        })}
      </ol>
      {percent !== undefined ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: step ${current} of ${steps.length}, ${steps[current - 1]}`}
          className="h-2 w-full overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-accent-500 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
