import { describe, expect, it } from "vitest";
import { endOfZonedDay } from "~/lib/time/zoned-time";
import { digestSlot, groupDigest, type DigestLead, type DigestStaff } from "~/lib/leads/lead-digest";
import { digestMessage, digestSubject } from "~/lib/leads/lead-digest-email";

/** Johannesburg is UTC+2 all year: a local time as an instant. */
const local = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

describe("digestSlot", () => {
  // 2026-05-04 is a Monday; 2026-04-27 (Freedom Day) a Monday and a public holiday.
  const cases: { name: string; now: Date; slot: string | null }[] = [
    { name: "Monday 07:29 local: not yet", now: local("2026-05-04", "07:29"), slot: null },
    { name: "Monday 07:30 local: due", now: local("2026-05-04", "07:30"), slot: "2026-05-04" },
    { name: "Monday 09:00 local (a restart): still today's", now: local("2026-05-04", "09:00"), slot: "2026-05-04" },
    { name: "Monday 23:59 local: still today's", now: local("2026-05-04", "23:59"), slot: "2026-05-04" },
    {
      name: "Tuesday 00:30 local: Monday's is over, Tuesday's not yet due",
      now: local("2026-05-05", "00:30"),
      slot: null,
    },
    { name: "Friday 07:30 local", now: local("2026-05-08", "07:30"), slot: "2026-05-08" },
    { name: "Saturday 09:00 local", now: local("2026-05-09", "09:00"), slot: null },
    { name: "Sunday 09:00 local", now: local("2026-05-10", "09:00"), slot: null },
    // 22:30 UTC on Sunday is 00:30 on Monday in Johannesburg: Monday, but before 07:30.
    { name: "Sunday 22:30 UTC (Monday 00:30 local)", now: new Date("2026-05-03T22:30:00Z"), slot: null },
    // 05:30 UTC on Monday is 07:30 local: the UTC clock alone would say 05:30, too early.
    { name: "Monday 05:30 UTC (07:30 local)", now: new Date("2026-05-04T05:30:00Z"), slot: "2026-05-04" },
    { name: "Monday 05:29 UTC (07:29 local)", now: new Date("2026-05-04T05:29:00Z"), slot: null },
    // 23:00 UTC on Friday is 01:00 on Saturday in Johannesburg: no digest, although it is a weekday in UTC.
    { name: "Friday 23:00 UTC (Saturday 01:00 local)", now: new Date("2026-05-08T23:00:00Z"), slot: null },
    { name: "a public holiday on a weekday: sent anyway", now: local("2026-04-27", "07:30"), slot: "2026-04-27" },
  ];
  it.each(cases)("$name", ({ now, slot }) => {
    expect(digestSlot(now)).toBe(slot);
  });
});

describe("groupDigest", () => {
  const NOTIFY = "leads@kestrel.test";
  const now = local("2026-05-04", "07:30");
  const endOfToday = endOfZonedDay(now);
  const staff: DigestStaff[] = [
    { id: "u-lerato", email: "lerato@kestrel.test", name: "Lerato" },
    { id: "u-sipho", email: "sipho@kestrel.test", name: "Sipho" },
    { id: "u-idle", email: "idle@kestrel.test", name: "Nothing Due" },
  ];
  let n = 0;
  const lead = (fields: Partial<DigestLead>): DigestLead => ({
    type: "contact",
    id: `lead-${++n}`,
    name: null,
    email: `visitor${n}@example.co.za`,
    ownerId: null,
    replyDueAt: null,
    respondedAt: null,
    ...fields,
  });
  const overdueEarly = lead({ ownerId: "u-lerato", replyDueAt: local("2026-05-01", "10:00"), name: "Early" });
  const overdueLate = lead({ ownerId: "u-lerato", replyDueAt: local("2026-05-04", "07:00"), type: "marketplace" });
  const dueNoon = lead({ ownerId: "u-lerato", replyDueAt: local("2026-05-04", "12:00"), type: "ready-to-talk" });
  const dueMorning = lead({ ownerId: "u-lerato", replyDueAt: local("2026-05-04", "09:00") });
  const answered = lead({
    ownerId: "u-lerato",
    replyDueAt: local("2026-05-01", "10:00"),
    respondedAt: local("2026-05-01", "09:00"),
  });
  const dueTomorrow = lead({ ownerId: "u-lerato", replyDueAt: local("2026-05-05", "08:00") });
  const dueAtMidnight = lead({ ownerId: "u-sipho", replyDueAt: endOfToday });
  const noPromise = lead({ type: "newsletter" });
  const unassigned = lead({ replyDueAt: local("2026-05-04", "16:00") });
  const formerStaff = lead({ ownerId: "u-left", replyDueAt: local("2026-05-02", "10:00") });
  const sipho = lead({ ownerId: "u-sipho", replyDueAt: local("2026-05-04", "07:30") });

  const cases: {
    name: string;
    leads: DigestLead[];
    notifyTo?: string;
    expected: { to: string; ids: string[]; states?: string[]; assignments?: string[] }[];
  }[] = [
    { name: "nothing due: no emails at all", leads: [answered, dueTomorrow, noPromise, dueAtMidnight], expected: [] },
    {
      name: "an owner gets their own leads, overdue first then due today, each by due time",
      leads: [dueNoon, overdueLate, dueMorning, overdueEarly],
      expected: [
        {
          to: "lerato@kestrel.test",
          ids: [overdueEarly.id, overdueLate.id, dueMorning.id, dueNoon.id],
          states: ["overdue", "overdue", "due-today", "due-today"],
          assignments: ["own", "own", "own", "own"],
        },
      ],
    },
    {
      name: "answered, due-later and no-promise leads are left out",
      leads: [answered, dueTomorrow, noPromise, dueMorning],
      expected: [{ to: "lerato@kestrel.test", ids: [dueMorning.id] }],
    },
    {
      name: "a reply due exactly now is overdue",
      leads: [sipho],
      expected: [{ to: "sipho@kestrel.test", ids: [sipho.id], states: ["overdue"] }],
    },
    {
      name: "unassigned leads and leads of a former member of staff go to the leads address",
      leads: [unassigned, formerStaff, dueMorning, sipho],
      expected: [
        { to: NOTIFY, ids: [formerStaff.id, unassigned.id], assignments: ["former-owner", "unassigned"] },
        { to: "lerato@kestrel.test", ids: [dueMorning.id] },
        { to: "sipho@kestrel.test", ids: [sipho.id] },
      ],
    },
    {
      name: "a member of staff who is also the leads address gets one email",
      leads: [unassigned, dueMorning],
      notifyTo: "Lerato@Kestrel.test",
      expected: [
        { to: "lerato@kestrel.test", ids: [dueMorning.id, unassigned.id], assignments: ["own", "unassigned"] },
      ],
    },
  ];

  it.each(cases)("$name", ({ leads, notifyTo, expected }) => {
    const groups = groupDigest(leads, staff, notifyTo ?? NOTIFY, now, endOfToday);
    expect(groups.map((g) => ({ to: g.to, ids: g.items.map((i) => i.id) }))).toEqual(
      expected.map(({ to, ids }) => ({ to, ids })),
    );
    for (const [index, group] of expected.entries()) {
      if (group.states) expect(groups[index].items.map((i) => i.state)).toEqual(group.states);
      if (group.assignments) expect(groups[index].items.map((i) => i.assignment)).toEqual(group.assignments);
    }
    expect(groups.some((g) => g.to === "idle@kestrel.test")).toBe(false);
  });

  it("names the staff member, and leaves the leads address without one", () => {
    const groups = groupDigest([unassigned, dueMorning], staff, NOTIFY, now, endOfToday);
    expect(groups.map((g) => [g.to, g.staffId, g.name])).toEqual([
      [NOTIFY, null, null],
      ["lerato@kestrel.test", "u-lerato", "Lerato"],
    ]);
  });
});

describe("the digest email", () => {
  const now = local("2026-05-04", "07:30");
  const endOfToday = endOfZonedDay(now);
  const [group] = groupDigest(
    [
      {
        type: "contact",
        id: "c1",
        name: "Thandi <Mokoena>",
        email: "thandi@example.co.za",
        ownerId: null,
        replyDueAt: local("2026-05-01", "16:00"),
        respondedAt: null,
      },
      {
        type: "ready-to-talk",
        id: "r1",
        name: null,
        email: "sam@example.co.za",
        ownerId: null,
        replyDueAt: local("2026-05-04", "14:15"),
        respondedAt: null,
      },
    ],
    [],
    "leads@kestrel.test",
    now,
    endOfToday,
  );
  const message = digestMessage(group, "https://kestrel.test");

  it.each([
    [1, "1 lead needs a reply today"],
    [3, "3 leads need a reply today"],
  ])("subject for %i", (count, subject) => {
    expect(digestSubject(count)).toBe(subject);
  });

  it("lists each lead in words, with its due time in Johannesburg time and its link, and the inbox's views", () => {
    expect(message.subject).toBe("2 leads need a reply today");
    expect(message.text).toContain("Overdue (was due");
    expect(message.text).toMatch(
      /Overdue \(was due [^)]*16:00\): Thandi <Mokoena>, Contact request, no owner yet\nhttps:\/\/kestrel\.test\/admin\/leads\/c1/,
    );
    expect(message.text).toMatch(
      /Due today \(due [^)]*14:15\): sam@example\.co\.za, Ready to talk, no owner yet\nhttps:\/\/kestrel\.test\/admin\/leads\/r1/,
    );
    expect(message.text).toContain("https://kestrel.test/admin/leads?view=overdue");
    expect(message.text).toContain("https://kestrel.test/admin/leads?view=due-today");
    expect(message.text.indexOf("c1")).toBeLessThan(message.text.indexOf("r1"));
    expect(message.html).toContain("Thandi &lt;Mokoena&gt;");
    expect(message.html).not.toContain("<Mokoena>");
  });
});

describe("a booked call in the digest", () => {
  const now = local("2026-05-04", "07:30");
  const endOfToday = endOfZonedDay(now);
  const call = (id: string, due: Date) => ({
    type: "booking",
    id,
    name: "Naledi Dube",
    email: "naledi@example.co.za",
    ownerId: null,
    replyDueAt: due,
    respondedAt: null,
  });
  const [group] = groupDigest(
    [call("b-past", local("2026-05-01", "10:00")), call("b-today", local("2026-05-04", "11:30"))],
    [],
    "leads@kestrel.test",
    now,
    endOfToday,
  );
  const message = digestMessage(group, "https://kestrel.test");

  it("names a call today by its time, and a past one as waiting to be marked", () => {
    expect(message.text).toMatch(
      /Call held [^:]*10:00, not yet marked attended or no-show: Naledi Dube, no owner yet\nhttps:\/\/kestrel\.test\/admin\/leads\/b-past/,
    );
    expect(message.text).toMatch(
      /Call today at [^:]*11:30: Naledi Dube, no owner yet\nhttps:\/\/kestrel\.test\/admin\/leads\/b-today/,
    );
  });
});
