import { z } from 'zod';

// The Content-Security-Policy allows no eval. Zod would try `new Function` when it builds its first
// object schema (a reported violation, even though it then does without), so it is told not to.
// Imported first by the entries that bring zod: it must run before any schema is built.
z.config({ jitless: true });
