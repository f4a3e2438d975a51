import type { AppDeps } from "../../app/app-context.ts";

export const PASSWORD_CHANGED_SUBJECT = "Your Touchline password was changed";

const HOW = {
  reset: {
    way: "with a password reset link",
    after:
      "Every device that was signed in has been signed out, and any other link to reset the password or to change\nthe e-mail address no longer works.",
  },
  settings: {
    way: "from the account settings",
    after: "Every other device that was signed in has been signed out, and any password reset link no longer works.",
  },
} as const;

/**
 * Tells the account's address that its password changed, so a change the holder did not make does not go
 * unnoticed. It carries no link that acts on the account: only the pages to start a reset and to reach us.
 */
export async function sendPasswordChangedNotice(
  deps: AppDeps,
  account: { email: string; firstName: string },
  how: keyof typeof HOW,
): Promise<void> {
  const when = `${new Date().toISOString().slice(0, 16).replace("T", " at ")} UTC`;
  await deps.mailer.send({
    to: account.email,
    subject: PASSWORD_CHANGED_SUBJECT,
    text: [
      `Hello ${account.firstName},`,
      "",
      `The password of your Touchline account was changed ${HOW[how].way} on ${when}.`,
      HOW[how].after,
      "",
      "If this was you, there is nothing to do. If it was not, choose a new password at once:",
      `${deps.env.APP_URL}/forgot-password`,
      "and tell us through the feedback page:",
      `${deps.env.APP_URL}/feedback`,
    ].join("\n"),
  });
}
