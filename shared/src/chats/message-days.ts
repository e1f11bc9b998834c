import { chatMessages } from '../contracts/chats';
import { calendarDateIn, formatCalendarDate, formatInstantDate, formatInstantTime, todayIn } from '../format/dates';

// The conversation's days, for both sides of the chat (the trainer's screen and the client app's).

/** The day before a 'YYYY-MM-DD' date. */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** A day separator of the conversation: "Hoy", "Ayer" or dd/mm/aaaa, in the business's zone. */
export function chatDayLabel(date: string, timeZone: string, now: Date = new Date()): string {
  const today = todayIn(timeZone, now);
  if (date === today) return chatMessages.today;
  if (date === dayBefore(today)) return chatMessages.yesterday;
  return formatCalendarDate(date);
}

export interface DayGroup<T> {
  date: string;
  label: string;
  items: T[];
}

/** Consecutive messages grouped by the day they were sent in the business's zone. */
export function groupByDay<T extends { sentAt: string }>(items: T[], timeZone: string, now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = calendarDateIn(item.sentAt, timeZone);
    const last = groups.at(-1);
    if (last && last.date === date) last.items.push(item);
    else groups.push({ date, label: chatDayLabel(date, timeZone, now), items: [item] });
  }
  return groups;
}

/** When a conversation's last message was sent, for the list: "14:30" today, "Ayer", else dd/mm/aaaa. */
export function listTime(sentAt: string, timeZone: string, now: Date = new Date()): string {
  const date = calendarDateIn(sentAt, timeZone);
  const today = todayIn(timeZone, now);
  if (date === today) return formatInstantTime(sentAt, timeZone);
  if (date === dayBefore(today)) return chatMessages.yesterday;
  return formatInstantDate(sentAt, timeZone);
}

/**
 * A message written without signal and sent later: when it was written, beside the time it arrived
 * ("escrito a las 10:02, sin conexión"; another day: "escrito el 01/12/2026 a las 10:02, sin conexión").
 * Null when the two are the same moment (the API keeps writtenAt only minutes apart).
 */
export function writtenLabel(message: { sentAt: string; writtenAt?: string | null }, timeZone: string): string | null {
  if (!message.writtenAt) return null;
  const time = formatInstantTime(message.writtenAt, timeZone);
  const sameDay = calendarDateIn(message.writtenAt, timeZone) === calendarDateIn(message.sentAt, timeZone);
  return sameDay ? `escrito a las ${time}, sin conexión` : `escrito el ${formatInstantDate(message.writtenAt, timeZone)} a las ${time}, sin conexión`;
}
