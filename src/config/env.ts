import { z } from 'zod';

const settings = z.object({
  VITE_API_BASE_URL: z.string().default(''),
  VITE_GATEWAY_BASE_URL: z.string().default(''),
  VITE_OIDC_AUTHORITY: z.string().default('/oidc'),
  VITE_OIDC_CLIENT_ID: z.string().min(1).default('employer-portal'),
  VITE_PRODUCT_NAME: z.string().min(1).default('Employer Portal'),
});

const parsed = settings.parse(import.meta.env);

/** Validated runtime configuration. Empty base URLs mean "the app's own origin" (the demo backend). */
export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  gatewayBaseUrl: parsed.VITE_GATEWAY_BASE_URL,
  oidcAuthority: parsed.VITE_OIDC_AUTHORITY,
  oidcClientId: parsed.VITE_OIDC_CLIENT_ID,
  productName: parsed.VITE_PRODUCT_NAME,
} as const;
