import type { z } from "zod";

/** How many schema issues an error message lists before summarising the rest. */
const LISTED_ISSUES = 5;

/** A diagram that cannot be read, or a command asked to do something impossible. */
export class DiagramError extends Error {
  /** Each problem as "path: message", e.g. "objects.p1.x: Too big: expected number to be <=1000". */
  readonly issues: readonly string[];

  constructor(message: string, issues: readonly string[] = []) {
    super(message);
    this.name = "DiagramError";
    this.issues = issues;
  }

  /** Wraps a zod error with a message naming the first few issues and their paths. */
  static fromZod(error: z.ZodError, what = "Invalid diagram"): DiagramError {
    const issues = error.issues.map((issue) => {
      const path = issue.path.map(String).join(".");
      // A bad record key's own message ("Invalid key in record") hides why the key is bad.
      const message =
        issue.code === "invalid_key"
          ? `Invalid key: ${issue.issues.map((inner) => inner.message).join("; ")}`
          : issue.message;
      return `${path || "(root)"}: ${message}`;
    });
    const listed = issues.slice(0, LISTED_ISSUES).join("; ");
    const more = issues.length > LISTED_ISSUES ? ` (and ${issues.length - LISTED_ISSUES} more)` : "";
    return new DiagramError(`${what}: ${listed}${more}`, issues);
  }
}
