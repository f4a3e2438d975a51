import { isCommonPassword, WEAK_PASSWORD_REASON } from "../../auth/common-passwords.ts";
import { AppError } from "../../lib/app-error.ts";

export async function assertPasswordNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError("WEAK_PASSWORD", WEAK_PASSWORD_REASON, { password: WEAK_PASSWORD_REASON });
  }
}
