import { once } from "node:events";
import { createServer } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainWhenAnswered } from "#server/body-policy.mjs";

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A server that answers every request at once, before its body has arrived, as a refusal does. */
async function answeringBeforeTheBody(options?: { lingerMs: number }) {
  const sockets: Socket[] = [];
  const server = createServer((req, res) => {
    drainWhenAnswered(req, res, options);
    res.end("ok");
  });
  server.on("connection", (socket) => sockets.push(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(() => server.close());
  return { port: (server.address() as AddressInfo).port, sockets };
}

/** A form post's head and its first chunk: the body is still open when the server answers. */
const HEAD_AND_FIRST_CHUNK =
  "POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n" +
  "Content-Type: application/x-www-form-urlencoded\r\n\r\n5\r\na=one\r\n";
const LAST_CHUNK = "0\r\n\r\n";

/** A raw connection to `port` that keeps what it receives and counts the answers in it. */
async function openConnection(port: number) {
  const client = connect(port, "127.0.0.1");
  closers.push(() => client.destroy());
  await once(client, "connect");
  const seen = { received: "", failure: null as Error | null };
  client.setEncoding("utf8");
  client.on("data", (text: string) => (seen.received += text));
  client.on("error", (error) => (seen.failure = error));
  const answers = () => seen.received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
  /** Resolves once `count` answers have come; throws if the connection fails first. */
  const answered = async (count: number) => {
    while (answers() < count) {
      if (seen.failure !== null || client.destroyed)
        throw new Error(`The connection ended after ${answers()} answers`, {
          cause: seen.failure,
        });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { client, seen, answers, answered };
}

describe("the rest of a body nobody read", () => {
  it("is drained on a keep-alive connection without a listener left behind per request", async () => {
    const { port, sockets } = await answeringBeforeTheBody();
    const { client, seen, answered } = await openConnection(port);

    const closeListeners: number[] = [];
    for (let request = 1; request <= 12; request += 1) {
      // The first chunk, then the answer, then the rest: the answer comes before the body ends.
      client.write(HEAD_AND_FIRST_CHUNK);
      await answered(request);
      closeListeners.push(sockets[0]!.listenerCount("close"));
      client.write(LAST_CHUNK);
    }

    expect(sockets).toHaveLength(1);
    expect(seen.received).not.toMatch(/Connection: close/i);
    // Each count is taken while that request's body is still being drained.
    expect(closeListeners.at(-1)).toBe(closeListeners[0]);
  });

  it("is not cut off when the server was too busy to read it in time: the next request is answered", async () => {
    const lingerMs = 50;
    const { port, sockets } = await answeringBeforeTheBody({ lingerMs });
    const { client, seen, answers, answered } = await openConnection(port);
    client.write(HEAD_AND_FIRST_CHUNK);
    await answered(1);
    // The rest of the body and the next request are sent, then the process is held past the
    // linger bound, as a loaded machine holds it. Done after I/O (setImmediate), so the event
    // loop's next step is the timers: the bound runs out with both still unread.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.write(`${LAST_CHUNK}GET / HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        const heldUntil = Date.now() + lingerMs * 4;
        while (Date.now() < heldUntil) {
          // Busy on purpose: no timer or read can run meanwhile.
        }
        resolve();
      }),
    );
    await answered(2);

    expect(seen.failure).toBeNull();
    expect(answers()).toBe(2);
    expect(sockets).toHaveLength(1);
  });

  it("still cuts off a client that stops sending halfway", async () => {
    const { port } = await answeringBeforeTheBody({ lingerMs: 50 });
    const { client } = await openConnection(port);
    client.write(HEAD_AND_FIRST_CHUNK);
    // Nothing more is sent: the server closes the connection once the client has been silent.
    await once(client, "close");
    expect(client.destroyed).toBe(true);
  });
});
