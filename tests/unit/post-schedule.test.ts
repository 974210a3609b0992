import { describe, expect, it } from "vitest";
import {
  checkPublishAt,
  fromLocalInput,
  isDue,
  postState,
  SCHEDULE_MESSAGES,
  toLocalInput,
} from "~/lib/insights/post-schedule";

const now = new Date("2026-11-26T10:00:00Z"); // 12:00 in Johannesburg

describe("the schedule rule", () => {
  it("reads a chosen time on Johannesburg's clocks (UTC+2), whatever the server's zone", () => {
    expect(fromLocalInput("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T07:30:00.000Z");
    expect(fromLocalInput("2027-01-01T00:00")?.toISOString()).toBe("2026-12-31T22:00:00.000Z");
    expect(toLocalInput(new Date("2026-12-01T07:30:00Z"))).toBe("2026-12-01T09:30");
  });

  it.each(["", "tomorrow", "2026-02-30T09:00", "2026-12-01T24:00", "2026-12-01 09:30", "2026-13-01T09:00"])(
    "refuses %j as a date and time (empty is no schedule)",
    (value) => {
      const check = checkPublishAt(value, now);
      if (value === "") expect(check).toEqual({ ok: true, publishAt: null });
      else expect(check).toEqual({ ok: false, message: SCHEDULE_MESSAGES.invalid });
    },
  );

  it("takes only a time after now, within a year", () => {
    expect(checkPublishAt("2026-11-26T12:00", now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past });
    expect(checkPublishAt("2026-11-26T11:59", now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past });
    expect(checkPublishAt("2026-11-26T12:01", now)).toEqual({ ok: true, publishAt: new Date("2026-11-26T10:01:00Z") });
    expect(checkPublishAt("2027-11-28T12:00", now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.tooFar });
  });

  it("says what state a post is in, and when a scheduled one is due", () => {
    const at = new Date("2026-11-26T10:01:00Z");
    expect(postState({ isPublished: false, publishAt: null })).toBe("draft");
    expect(postState({ isPublished: false, publishAt: at })).toBe("scheduled");
    expect(postState({ isPublished: true, publishAt: null })).toBe("published");
    expect(isDue({ isPublished: false, publishAt: at }, now)).toBe(false);
    expect(isDue({ isPublished: false, publishAt: at }, new Date("2026-11-26T10:01:00Z"))).toBe(true);
    expect(isDue({ isPublished: true, publishAt: at }, new Date("2026-11-27T00:00:00Z"))).toBe(false);
  });
});
