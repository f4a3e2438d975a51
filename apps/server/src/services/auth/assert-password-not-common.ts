import { isCommonPassword, WEAK_PASSWORD_REASON } from "../../auth/common-passwords.ts";
import { AppError } from "../../lib/app-error.ts";

export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("WEAK_PASSWORD", WEAK_PASSWORD_REASON, { password: WEAK_PASSWORD_REASON });
  }
}
