import { parseCalendarDay } from '@/lib/dates';
import { useSession } from '@/lib/session/session-provider';

/** A company and a range of days as the API's query parameters take them (yyyy-MM-dd). */
export interface RangeParams {
  companyId: number;
  startDate: string;
  endDate: string;
}

/** The same, for the operations whose parameters the contract spells in PascalCase. */
export interface PascalRangeParams {
  CompanyId: number;
  StartDate: string;
  EndDate: string;
}

export interface RangeCall {
  /** Always filled (0 and '' stand in), since a generated hook takes its parameters even when disabled. */
  params: RangeParams;
  /** A company is chosen and both dates are real days: the call can go out. */
  ready: boolean;
}

/**
 * THE way a screen turns "company + date range" into API parameters. The range is already in the API's
 * form (filter state holds yyyy-MM-dd); a side that is not a real day is sent as '' and the call is not ready.
 */
export function rangeParams(companyId: number | null | undefined, range: { from: string; to: string }): RangeCall {
  const startDate = parseCalendarDay(range.from) ? range.from : '';
  const endDate = parseCalendarDay(range.to) ? range.to : '';
  return {
    params: { companyId: companyId ?? 0, startDate, endDate },
    ready: companyId != null && startDate !== '' && endDate !== '',
  };
}

/** `rangeParams` for the session's selected company. */
export function useRangeParams(range: { from: string; to: string }): RangeCall {
  const { company } = useSession();
  return rangeParams(company?.id, range);
}

export function pascalRangeParams({ companyId, startDate, endDate }: RangeParams): PascalRangeParams {
  return { CompanyId: companyId, StartDate: startDate, EndDate: endDate };
}
