import { z } from "zod";

// Zod 4 probes `new Function` to speed up object parsing; under our Content-Security-Policy (no eval) that
// probe is a CSP violation in every browser that loads a form. Schemas import `z` from here so the setting
// is made before any of them exists.
z.config({ jitless: true });

export { z };
