import type { MessageDescriptor } from "@lingui/core";

/**
 * Every e-mail Touchline sends, as ICU messages whose id is their English text. `npm run i18n:extract`
 * collects them (the `/*i18n*\/` marks) into the mail catalogues beside this file, one per language, and
 * `mail-language.ts` renders them in the recipient's language.
 */
export interface MailText {
  subject: MessageDescriptor;
  body: MessageDescriptor;
}

export const PASSWORD_RESET_MAIL: MailText = {
  subject: /*i18n*/ { id: "Reset your Touchline password" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your Touchline account.\nChoose a new password here: {link}\n\nThe link works once and expires in one hour; asking for another cancels this one. If you did not\nask for it, ignore this e-mail: your password stays as it is.",
  },
};

export const CONFIRM_SIGN_UP_MAIL: MailText = {
  subject: /*i18n*/ { id: "Confirm your e-mail address for Touchline" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nThanks for signing up to Touchline. Confirm your e-mail address to start planning your sessions:\n{link}\n\nThe link asks for the password you chose when you signed up.\nThe link works once and expires in three days. If you did not sign up, ignore this e-mail: no account\nis opened without it.",
  },
};

export const SIGN_UP_ATTEMPT_MAIL: MailText = {
  subject: /*i18n*/ { id: "Someone tried to create a Touchline account with your address" },
  body: /*i18n*/ {
    id: "Hello,\n\nSomeone, perhaps you, tried to create a Touchline account with this e-mail address. It already has an\naccount, so nothing has changed.\n\nIf it was you, sign in here:\n{signInLink}\nForgot your password? Reset it here:\n{resetLink}\n\nIf it was not you, you can ignore this e-mail.",
  },
};

export const WELCOME_MAIL: MailText = {
  subject: /*i18n*/ { id: "Welcome to Touchline!" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nYour Touchline account is ready. Draw your first drill, plan next week's session and print it for the pitch:\n{link}\n\nSee you on the touchline!",
  },
};

/** `how`: `reset` (a reset link) or `settings` (the account settings). */
export const PASSWORD_CHANGED_MAIL: MailText = {
  subject: /*i18n*/ { id: "Your Touchline password was changed" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nThe password of your Touchline account was changed {how, select, reset {with a password reset link} other {from the account settings}} on {when}.\n{how, select, reset {Every device that was signed in has been signed out, and any other link to reset the password or to change\nthe e-mail address no longer works.} other {Every other device that was signed in has been signed out, and any password reset link no longer works.}}\n\nIf this was you, there is nothing to do. If it was not, choose a new password at once:\n{resetLink}\nand tell us through the feedback page:\n{feedbackLink}",
  },
};

export const EMAIL_CHANGE_MAIL: MailText = {
  subject: /*i18n*/ { id: "Confirm your new Touchline e-mail address" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nYou asked to change the e-mail address of your Touchline account from {oldEmail} to {newEmail}.\nConfirm the change here: {link}\n\nOpen the link in a browser where you are signed in to Touchline. If you are asked to sign in, sign in with {oldEmail}\nand open the link again.\n\nThe link works once and expires in {hours} hours. Until you confirm, you keep signing in with\n{oldEmail}. If you did not ask for this, ignore this e-mail: nothing changes.",
  },
};

export const EMAIL_CHANGE_ATTEMPT_MAIL: MailText = {
  subject: /*i18n*/ { id: "Someone tried to move a Touchline account to your address" },
  body: /*i18n*/ {
    id: "Hello,\n\nSomeone with another Touchline account asked to change its e-mail address to this one. This address\nalready has an account, so nothing has changed, and no link was sent.\n\nIf it was you, sign in with this address here:\n{signInLink}\n\nIf it was not you, you can ignore this e-mail.",
  },
};

export const EMAIL_CHANGED_MAIL: MailText = {
  subject: /*i18n*/ { id: "Your Touchline e-mail address was changed" },
  body: /*i18n*/ {
    id: "Hello {name},\n\nThe e-mail address of your Touchline account was changed from {oldEmail} to {newEmail}.\nFrom now on, sign in with {newEmail}.\n\nIf you did not make this change, tell us at once through the feedback page:\n{feedbackLink}",
  },
};

/** `role`: the club role the link gives (`admin`, `coach`, `assistant`). */
export const CLUB_INVITE_MAIL: MailText = {
  subject: /*i18n*/ { id: "{inviter} invites you to {club} on Touchline" },
  body: /*i18n*/ {
    id: "Hello,\n\n{inviter} invites you to join {club} on Touchline as {role, select, admin {a club admin} coach {a coach} other {an assistant}}.\nJoin the club with this link:\n{link}\n\nThe link works until {until}. If you have no Touchline account yet, the link lets you create one\nand takes you straight into the club.\n\nIf you did not expect this invitation, ignore this e-mail: nothing happens unless you follow the link.",
  },
};

/** An invitation's sender, when they have no name to give. */
export const UNNAMED_INVITER: MessageDescriptor = /*i18n*/ { id: "A club admin" };
