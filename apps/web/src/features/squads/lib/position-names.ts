import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PlayerPosition } from "@touchline/contracts";

/**
 * A position on screen, in the reader's language. The contracts' PLAYER_POSITION_LABELS stay English: they
 * are the words of the squad's CSV file, written and read back by the server.
 */
export const POSITION_NAMES: Record<PlayerPosition, MessageDescriptor> = {
  goalkeeper: msg`Goalkeeper`,
  defender: msg`Defender`,
  midfielder: msg`Midfielder`,
  forward: msg({ message: "Forward", context: "football position" }),
};
