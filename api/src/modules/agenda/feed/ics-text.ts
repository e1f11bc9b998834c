import { daysBetween } from '../recurrence/calendar-days';

/*
 * The text rules of RFC 5545 the feed needs: escaped TEXT values, lines folded at 75 octets, CRLF,
 * and the DATE, local DATE-TIME and DURATION value forms.
 */

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const icsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded every 75 octets (never inside a UTF-8 character), each continuation starting with a space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** '2026-03-02' → '20260302' (DATE). */
export const icsDate = (date: string): string => date.replaceAll('-', '');

/** '2026-03-02T07:30' → '20260302T073000' (a local DATE-TIME, read in the TZID it is written with). */
export const icsLocalDateTime = (dateTime: string): string => `${icsDate(dateTime.slice(0, 10))}T${dateTime.slice(11, 13)}${dateTime.slice(14, 16)}00`;

/** An instant as a UTC DATE-TIME: '20260302T103000Z'. */
export const icsUtc = (instant: Date): string => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * How long an occurrence lasts, as its wall clock says, in RFC 5545's terms: whole days are nominal
 * (P1D is the same time the next day, whatever DST does in between) and the rest is exact time, so a
 * class from 02:30 to 03:30 lasts one hour even on the night 02:30 does not exist.
 */
export function icsDuration(start: string, end: string): string {
  let days = daysBetween(start.slice(0, 10), end.slice(0, 10));
  let minutes = minutesOf(end.slice(11, 16)) - minutesOf(start.slice(11, 16));
  if (minutes < 0 && days > 0) {
    days -= 1;
    minutes += 24 * 60;
  }
  const time = minutes > 0 ? `T${Math.floor(minutes / 60) > 0 ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 > 0 ? `${minutes % 60}M` : ''}` : '';
  if (days === 0 && time === '') return 'PT0S';
  return `P${days > 0 ? `${days}D` : ''}${time}`;
}

/** A component: its BEGIN and END around its lines. */
export const icsComponent = (name: string, lines: readonly string[]): string[] => [`BEGIN:${name}`, ...lines, `END:${name}`];

/** The calendar's text: folded lines joined by CRLF, ending with one. */
export const icsDocument = (lines: readonly string[]): string => `${lines.map(foldLine).join('\r\n')}\r\n`;
