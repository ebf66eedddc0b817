import { defineConfig } from 'orval';

const input = { target: './openapi/portal.yaml' };

// Generated imports stay extensionless: orval would otherwise follow the repo tsconfig's
// allowImportingTsExtensions and rewrite every generated import when a tsconfig changes.
const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } } as const;

// POSTs that read data are queries, not mutations.
const postQueries = [
  'getSavedObservances',
  'getOutreachPipeline',
  'getOutreachActionCategoryBreakdown',
  'getOrganizationEngagementSummary',
  'getPartnerEffectiveness',
];

export default defineConfig({
  portal: {
    input,
    output: {
      mode: 'tags-split',
      tsconfig,
      target: './src/generated/api',
      schemas: './src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { indexMockFiles: true, generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/lib/api-client.ts', name: 'apiRequest' },
        query: { signal: true, version: 5 },
        operations: Object.fromEntries(
          postQueries.map((operationId) => [operationId, { query: { useQuery: true, useMutation: false } }]),
        ),
      },
    },
  },
  portalZod: {
    input,
    output: {
      mode: 'tags-split',
      tsconfig,
      client: 'zod',
      target: './src/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          variant: 'mini',
          generate: { param: true, query: true, header: false, body: true, response: true },
          coerce: { param: true, query: true },
        },
      },
    },
  },
});
