/** A unique-constraint failure, as PostgreSQL and PGlite report it (drizzle keeps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === "object" && "code" in current && (current as { code: unknown }).code === "23505")
      return true;
    current = typeof current === "object" && "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}
