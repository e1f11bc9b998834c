/**
 * Wall-clock times of the business's zone ('YYYY-MM-DDTHH:mm') and the instants they name. Intl does
 * the zone arithmetic (the same engine data the screens use); nothing here depends on the machine's zone.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at `instant` (Madrid in summer: 120). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time names in `timeZone`. A time skipped by a DST change (02:30 on the
 * spring-forward night) is read with the offset before the change, so it lands an hour later, as
 * calendar apps do; a repeated time (autumn) is its first occurrence.
 */
export function wallClockToInstant(dateTime: string, timeZone: string): Date {
  const [date, time = '00:00'] = dateTime.split('T') as [string, string?];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day before and a day after: a DST change, if any, lies between them.
  const before = offsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  const valid = [asUtc - before * 60_000, asUtc - after * 60_000].filter(
    (candidate) => asUtc - offsetMinutes(new Date(candidate), timeZone) * 60_000 === candidate,
  );
  // Both (autumn: the time happens twice): the first. Neither (spring: the time is skipped): the offset before.
  return new Date(valid.length > 0 ? Math.min(...valid) : asUtc - before * 60_000);
}
