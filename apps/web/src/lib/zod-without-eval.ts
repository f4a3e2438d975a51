// zod probes for eval (`new Function`) when it builds an object schema, to compile a faster parser. Our
// Content-Security-Policy forbids eval, so the probe made the browser report a `script-src` violation on
// every page. Imported first by main.tsx, so it runs before any module builds a schema.
//
// `z.config({ jitless: true })` would say the same, but importing it puts zod in the first page's
// JavaScript (+4 KB gzip, over the budget of decision 006), while only lazily loaded pages use zod. So we
// fill the slot `z.config` writes to: zod keeps its configuration on globalThis (so that copies of zod
// share it) and reads it from there. zod-without-eval.test.ts fails if that ever stops holding.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
