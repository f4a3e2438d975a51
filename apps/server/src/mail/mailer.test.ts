import { once } from "node:events";
import { createServer, type AddressInfo, type Server } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { createMailer, REMOVED_ONCE_SENT } from "./mailer.ts";

/** Just enough of an SMTP server to accept mail; it keeps what it was sent. */
function startSmtpServer(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let isReadingData = false;
    socket.write("220 test.local ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (isReadingData) {
          if (line === ".") {
            isReadingData = false;
            socket.write("250 2.0.0 queued\r\n");
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test.local\r\n");
        else if (/^DATA/i.test(line)) {
          isReadingData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return { server, received };
}

let database: DatabaseHandle;
let smtp: ReturnType<typeof startSmtpServer>;
let smtpUrl: string;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = startSmtpServer();
  smtp.server.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  smtp.server.close();
  await database.close();
});

const link = "http://localhost:3000/reset-password?token=live-token-123";
const mail = (to: string) => ({
  to,
  subject: "Reset your Touchline password",
  text: `Hello,\n\nChoose a new password here: ${link}\n\nThe link works once.`,
  secrets: [link],
});

const storedCopy = async (to: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  return row!;
};

describe("the mail outbox", () => {
  it("keeps no working link once SMTP has accepted the mail", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: "Touchline <no-reply@touchline.local>",
      log: () => {},
    });
    await mailer.send(mail("sent@example.com"));
    expect(smtp.received.join("\n")).toContain("live-token-123");
    const row = await storedCopy("sent@example.com");
    expect(row.sentAt).not.toBeNull();
    expect(row.body).not.toContain("live-token-123");
    expect(row.body).toBe(`Hello,\n\nChoose a new password here: ${REMOVED_ONCE_SENT}\n\nThe link works once.`);
  });

  it("keeps the whole mail without SMTP: the outbox and the log are how it reaches anyone", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: database.db,
      from: "Touchline <no-reply@touchline.local>",
      log: (line) => lines.push(line),
    });
    await mailer.send(mail("local@example.com"));
    expect((await storedCopy("local@example.com")).body).toContain(link);
    expect(lines.join("\n")).toContain(link);
  });
});
