import * as rruleModule from "rrule";

/**
 * The `rrule` package as one object wherever it is loaded. Its package has no `exports` map: Node's
 * `import` gets its CommonJS build, whose names are only on the default export, while the bundle
 * (build.mjs prefers `module`) gets its ES module build, which has them by name.
 */
const rrule: typeof rruleModule =
  "RRule" in rruleModule ? rruleModule : (Reflect.get(rruleModule, "default") as typeof rruleModule);

export const { RRule } = rrule;
export type RRule = InstanceType<typeof RRule>;
