/**
 * The time zone every test runs in (Vitest's workers, Playwright's browser, the demo servers beside it), so
 * a date is formatted the same on every machine. Behind UTC, as the portal's users are: a calendar day
 * read as UTC midnight shows the day before here, and a test sees it.
 */
export const TEST_TIME_ZONE = 'America/New_York';
