import { z } from "zod";

// zod probes for eval (`new Function`) when it builds an object schema, to compile a faster parser. Our
// Content-Security-Policy forbids eval, so the probe made the browser report a `script-src` violation on
// every page. Imported first by main.tsx, so it runs before any module builds a schema.
z.config({ jitless: true });
