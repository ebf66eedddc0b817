import { config } from 'zod/mini';

// zod probes `new Function('')` on its first object parse to pick a faster path; the production
// Content-Security-Policy (no 'unsafe-eval') blocks and reports that probe. The setting is global to zod:
// every module that parses with zod imports this one first.
config({ jitless: true });
