import type { AxiosRequestConfig } from 'axios';
import type { DashboardPeriod } from '@/generated/model';
import { isoToUsDate } from './dates';

/**
 * How a call to the outreach gateway goes out: the outreach service token as its bearer (not the portal's
 * token) and a JSON body. The outreach dashboard and the audit pack both call the gateway so.
 */
export function gatewayRequest(jwt: string): AxiosRequestConfig {
  return { headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' } };
}

/** A range of days (yyyy-MM-dd) as the gateway's period: the spec gives the gateway MM/DD/YYYY dates. */
export function gatewayPeriod(range: { from: string; to: string }): DashboardPeriod {
  return { StartDate: isoToUsDate(range.from) ?? '', EndDate: isoToUsDate(range.to) ?? '' };
}
