/**
 * Loaded with `node --import` into a server a test starts (NODE_OPTIONS), so
 * the test can move that server's clock forward instead of waiting: each
 * SIGUSR2 moves `Date` on by CLOCK_STEP_MS. Only the process's own clock
 * moves; the database's now() does not.
 */
const RealDate = Date;
const step = Number(process.env.CLOCK_STEP_MS ?? 0);
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;

process.on("SIGUSR2", () => {
  offset += step;
  console.log(`clock moved on by ${step} ms (now ${new RealDate(RealDate.now() + offset).toISOString()})`);
});
