/*
 * Fractional order keys (the "fractional indexing" scheme by David Greenspan, as in
 * rocicorp/fractional-indexing): a key is an integer part (a head letter giving its length, then
 * base-62 digits) followed by an optional fraction with no trailing zero. Keys compare with plain
 * `<` on strings, so z-order is a sort by `order` and moving one object rewrites one key.
 * Appending at either end grows keys logarithmically; repeated inserts between the same two
 * neighbours grow them linearly, which is why commands re-space keys past ORDER_KEY_SOFT_LIMIT.
 */

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ZERO = "0";
const LAST_DIGIT = "z";
/** The smallest integer part: it cannot be decremented, so it is not a valid key on its own. */
const SMALLEST_INTEGER = "A" + ZERO.repeat(26);

/** Above this length a command re-spaces every key rather than let keys keep growing. */
export const ORDER_KEY_SOFT_LIMIT = 64;
/** Schema bound on an order key's length. */
export const ORDER_KEY_MAX_LENGTH = 128;

function midpoint(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`order keys out of order: ${a} >= ${b}`);
  if (a.endsWith(ZERO) || (b !== null && b.endsWith(ZERO))) throw new Error("trailing zero in order key");
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? DIGITS.indexOf(a[0] as string) : 0;
  const digitB = b !== null ? DIGITS.indexOf(b[0] as string) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round((digitA + digitB) / 2)] as string;
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[digitA] + midpoint(a.slice(1), null);
}

function integerLength(head: string): number {
  if (head >= "a" && head <= "z") return head.charCodeAt(0) - "a".charCodeAt(0) + 2;
  if (head >= "A" && head <= "Z") return "Z".charCodeAt(0) - head.charCodeAt(0) + 2;
  throw new Error(`invalid order key head: ${head}`);
}

function integerPart(key: string): string {
  const length = integerLength(key[0] ?? "");
  if (length > key.length) throw new Error(`invalid order key: ${key}`);
  return key.slice(0, length);
}

function assertValidKey(key: string): void {
  if (key === SMALLEST_INTEGER) throw new Error(`invalid order key: ${key}`);
  for (const char of key) if (!DIGITS.includes(char)) throw new Error(`invalid order key: ${key}`);
  const integer = integerPart(key);
  if (key.slice(integer.length).endsWith(ZERO)) throw new Error(`invalid order key: ${key}`);
}

function incrementInteger(integer: string): string | null {
  const [head = "", ...digits] = integer.split("");
  for (let i = digits.length - 1; i >= 0; i--) {
    const next = DIGITS.indexOf(digits[i] as string) + 1;
    if (next < DIGITS.length) {
      digits[i] = DIGITS[next] as string;
      return head + digits.join("");
    }
    digits[i] = ZERO;
  }
  if (head === "Z") return "a" + ZERO;
  if (head === "z") return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) + 1);
  // Positive heads (b..z) lengthen the integer as they grow; negative ones (B..Z) shorten it.
  if (nextHead > "a") digits.push(ZERO);
  else digits.pop();
  return nextHead + digits.join("");
}

function decrementInteger(integer: string): string | null {
  const [head = "", ...digits] = integer.split("");
  for (let i = digits.length - 1; i >= 0; i--) {
    const next = DIGITS.indexOf(digits[i] as string) - 1;
    if (next >= 0) {
      digits[i] = DIGITS[next] as string;
      return head + digits.join("");
    }
    digits[i] = LAST_DIGIT;
  }
  if (head === "a") return "Z" + LAST_DIGIT;
  if (head === "A") return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) - 1);
  if (nextHead < "Z") digits.push(LAST_DIGIT);
  else digits.pop();
  return nextHead + digits.join("");
}

/** True when `key` is a well-formed order key (used by the schema to reject hostile input). */
export function isValidOrderKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * A key that sorts strictly between `a` and `b`; `null` means "before everything" / "after
 * everything". Throws if `a >= b` or either key is malformed.
 */
export function orderKeyBetween(a: string | null, b: string | null): string {
  if (a !== null) assertValidKey(a);
  if (b !== null) assertValidKey(b);
  if (a !== null && b !== null && a >= b) throw new Error(`order keys out of order: ${a} >= ${b}`);
  if (a === null) {
    if (b === null) return "a" + ZERO;
    const integerB = integerPart(b);
    const fractionB = b.slice(integerB.length);
    if (integerB === SMALLEST_INTEGER) return integerB + midpoint("", fractionB);
    if (integerB < b) return integerB;
    const decremented = decrementInteger(integerB);
    if (decremented === null) throw new Error("cannot generate an order key before the smallest key");
    return decremented;
  }
  const integerA = integerPart(a);
  const fractionA = a.slice(integerA.length);
  if (b === null) {
    const incremented = incrementInteger(integerA);
    return incremented ?? integerA + midpoint(fractionA, null);
  }
  const integerB = integerPart(b);
  if (integerA === integerB) return integerA + midpoint(fractionA, b.slice(integerB.length));
  const incremented = incrementInteger(integerA);
  if (incremented === null) throw new Error("cannot generate an order key: integer overflow");
  return incremented < b ? incremented : integerA + midpoint(fractionA, null);
}

/** `count` ascending keys strictly between `a` and `b`, spread so that neither end is crowded. */
export function orderKeysBetween(a: string | null, b: string | null, count: number): string[] {
  if (count <= 0) return [];
  if (count === 1) return [orderKeyBetween(a, b)];
  if (b === null) {
    const keys: string[] = [];
    let previous = a;
    for (let i = 0; i < count; i++) {
      previous = orderKeyBetween(previous, null);
      keys.push(previous);
    }
    return keys;
  }
  if (a === null) {
    const keys: string[] = [];
    let next: string = b;
    for (let i = 0; i < count; i++) {
      next = orderKeyBetween(null, next);
      keys.push(next);
    }
    return keys.reverse();
  }
  // Bisect so a run of n keys costs about log2(n) extra characters, not n.
  const middleIndex = Math.floor(count / 2);
  const middle = orderKeyBetween(a, b);
  return [...orderKeysBetween(a, middle, middleIndex), middle, ...orderKeysBetween(middle, b, count - middleIndex - 1)];
}
