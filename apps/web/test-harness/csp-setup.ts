import * as z from 'zod';

// zod probes for `new Function` (its JIT) on first use unless told not to; under a CSP without
// 'unsafe-eval' the probe is reported as a violation. Imported first, before any schema runs.
z.config({ jitless: true });
