/**
 * When a debit submitted now is collected: the next TARGET2 business day (SEPA settles on TARGET
 * days: no weekends, New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December).
 * The SEPA rulebooks let a creditor submit a Core or B2B collection up to the day before its
 * due date, so the earliest due date is the next business day. YYYY-MM-DD, in UTC.
 */
export function nextCollectionDate(submittedAt: Date): string {
  const day = new Date(
    Date.UTC(submittedAt.getUTCFullYear(), submittedAt.getUTCMonth(), submittedAt.getUTCDate()),
  );
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isTargetBusinessDay(day));
  return day.toISOString().slice(0, 10);
}

function isTargetBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = `${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
  if (['1-1', '5-1', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(day.getUTCFullYear());
  const daysFromEaster = Math.round((day.getTime() - easter) / 86_400_000);
  return daysFromEaster !== -2 && daysFromEaster !== 1;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm), as UTC milliseconds. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, dayOfMonth);
}
