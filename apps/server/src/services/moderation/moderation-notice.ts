/**
 * The messages an author receives when staff act on their session. They name the session and quote
 * the reason, and say what the author can still do.
 */
export function unpublishedNotice(title: string, reason: string): { title: string; content: string } {
  return {
    title: `Your session "${title}" was unpublished`,
    content: [
      `A moderator took your session "${title}" out of the global library.`,
      `Reason: ${reason}`,
      "The session stays private until a moderator reviews it. You can still open and edit it; when it is ready, ask for a review from the session's page or My Sessions.",
    ].join("\n\n"),
  };
}

export function reviewApprovedNotice(title: string, isPublic: boolean): { title: string; content: string } {
  return {
    title: `Your session "${title}" can be public again`,
    content: isPublic
      ? `A moderator reviewed your session "${title}" and published it again: it is back in the global library.`
      : `A moderator reviewed your session "${title}". It has no drills yet, so it stays private: publish it from My Sessions once it has one.`,
  };
}

export function reviewDeclinedNotice(title: string, reason: string): { title: string; content: string } {
  return {
    title: `Your session "${title}" stays unpublished`,
    content: [
      `A moderator reviewed your session "${title}" and kept it private.`,
      `Reason: ${reason}`,
      "You can change the session and ask for another review.",
    ].join("\n\n"),
  };
}

export function deletedNotice(title: string, reason: string): { title: string; content: string } {
  return {
    title: `Your session "${title}" was deleted`,
    content: [`A moderator deleted your public session "${title}".`, `Reason: ${reason}`].join("\n\n"),
  };
}
