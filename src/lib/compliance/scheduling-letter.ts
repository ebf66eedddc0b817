import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import data from '@/config/compliance/scheduling-letter-items.json';
import { toDate } from '@/lib/format';

/** The days a contractor has to answer a scheduling letter, with its source (the item list's data). */
export const ANSWER_WINDOW = data.answerWindow;

/** Days left to answer a letter that arrived on `received` (YYYY-MM-DD): 0 the last day, negative once late. */
export function daysLeftToAnswer(received: string, today: Date): number {
  return ANSWER_WINDOW.days - differenceInCalendarDays(today, toDate(received));
}
