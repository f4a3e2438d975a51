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
      "The session is private again: you can still open, edit and publish it from My Sessions.",
    ].join("\n\n"),
  };
}

export function deletedNotice(title: string, reason: string): { title: string; content: string } {
  return {
    title: `Your session "${title}" was deleted`,
    content: [`A moderator deleted your public session "${title}".`, `Reason: ${reason}`].join("\n\n"),
  };
}
