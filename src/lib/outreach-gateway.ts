import type { AxiosRequestConfig } from 'axios';

/**
 * How a call to the outreach gateway goes out: the outreach service token as its bearer (not the portal's
 * token) and a JSON body. The outreach dashboard and the audit pack both call the gateway so.
 */
export function gatewayRequest(jwt: string): AxiosRequestConfig {
  return { headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' } };
}
