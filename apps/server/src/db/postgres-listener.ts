import pg from "pg";

/** What a LISTEN subscriber is told. */
export interface ChannelListener {
  onNotification(payload: string): void;
  /** The listening connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect?(): void;
  /** The database is closing: no more notifications will come. */
  onClose?(): void;
}

/** A channel name goes into LISTEN as an identifier, so only plain lower-case names are accepted. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a usable channel name: ${channel}`);
}

/** Waits before each new attempt to reconnect the LISTEN connection; the last delay repeats. */
const LISTEN_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * LISTEN on PostgreSQL needs one connection of its own that stays open (a pooled connection goes back
 * to the pool and its LISTENs with it). It is opened on the first `listen`, reopened with its channels
 * whenever it drops, and ended by `close`.
 */
export function createPostgresListener(url: string) {
  const listeners = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  let isClosed = false;

  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, application_name: "touchline-listen" });
    next.on("notification", (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener.onNotification(message.payload ?? "");
    });
    // Without this handler a dropped connection would crash the process; "end" follows and reconnects.
    next.on("error", (error) => console.error("[db] listening connection failed:", error.message));
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      if (!isClosed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
    if (isClosed) {
      await next.end();
      throw new Error("The database was closed while listening started");
    }
    client = next;
    return next;
  };

  const ensureConnected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  function scheduleReconnect() {
    const delay = LISTEN_RECONNECT_DELAYS_MS[Math.min(failedAttempts, LISTEN_RECONNECT_DELAYS_MS.length - 1)]!;
    failedAttempts += 1;
    reconnectTimer = setTimeout(() => {
      ensureConnected().then(
        () => {
          failedAttempts = 0;
          console.log("[db] listening connection restored");
          for (const listener of everyListener()) listener.onReconnect?.();
        },
        (error: unknown) => {
          console.error(
            "[db] reconnecting the listening connection failed:",
            error instanceof Error ? error.message : error,
          );
          if (!isClosed) scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  return {
    async listen(channel: string, listener: ChannelListener) {
      assertChannelName(channel);
      let set = listeners.get(channel);
      const isNewChannel = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      const connected = await ensureConnected();
      // LISTEN twice on one connection is harmless, so no need to know whether connect() just did it.
      if (isNewChannel) await connected.query(`listen ${channel}`);
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      for (const listener of everyListener()) listener.onClose?.();
      listeners.clear();
      const current = client ?? (await connecting?.catch(() => null));
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
