import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod's global settings: every module that parses with zod imports this one first.
// - jitless: zod probes `new Function('')` on its first object parse to pick a faster path; the
//   production Content-Security-Policy (no 'unsafe-eval') blocks and reports that probe.
// - English messages: the generated schemas use zod's small build (zod/mini), which carries no messages
//   of its own; a contract break reads "expected number, received string", not "Invalid input".
config({ jitless: true, ...en() });
