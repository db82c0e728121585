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

describe("the rest of a body nobody read", () => {
  it("is drained on a keep-alive connection without a listener left behind per request", async () => {
    const { port, sockets } = await answeringBeforeTheBody();
    const client = connect(port, "127.0.0.1");
    closers.push(() => client.destroy());
    await once(client, "connect");
    let received = "";
    client.setEncoding("utf8");
    client.on("data", (text: string) => (received += text));
    const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
    const answered = async (count: number) => {
      while (answers() < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    const closeListeners: number[] = [];
    for (let request = 1; request <= 12; request += 1) {
      // The first chunk, then the answer, then the rest: the answer comes before the body ends.
      client.write(
        "POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n" +
          "Content-Type: application/x-www-form-urlencoded\r\n\r\n5\r\na=one\r\n",
      );
      await answered(request);
      closeListeners.push(sockets[0]!.listenerCount("close"));
      client.write("0\r\n\r\n");
    }

    expect(sockets).toHaveLength(1);
    expect(received).not.toMatch(/Connection: close/i);
    // Each count is taken while that request's body is still being drained.
    expect(closeListeners.at(-1)).toBe(closeListeners[0]);
  });

  it("is not cut off when the server was too busy to read it in time: the next request is answered", async () => {
    const lingerMs = 50;
    const { port, sockets } = await answeringBeforeTheBody({ lingerMs });
    const client = connect(port, "127.0.0.1");
    closers.push(() => client.destroy());
    await once(client, "connect");
    let received = "";
    let failure: Error | null = null;
    client.setEncoding("utf8");
    client.on("data", (text: string) => (received += text));
    client.on("error", (error) => (failure = error));
    const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;

    client.write(
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\n\r\n5\r\na=one\r\n",
    );
    while (answers() < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // The rest of the body and the next request are sent, then the process is held past the
    // linger bound, as a loaded machine holds it. Done after I/O (setImmediate), so the event
    // loop's next step is the timers: the bound runs out with both still unread.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.write("0\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
        const heldUntil = Date.now() + lingerMs * 4;
        while (Date.now() < heldUntil) {
          // Busy on purpose: no timer or read can run meanwhile.
        }
        resolve();
      }),
    );
    while (answers() < 2 && failure === null && !client.destroyed)
      await new Promise((resolve) => setTimeout(resolve, 5));

    expect(failure).toBeNull();
    expect(answers()).toBe(2);
    expect(sockets).toHaveLength(1);
  });

  it("still cuts off a client that stops sending halfway", async () => {
    const { port } = await answeringBeforeTheBody({ lingerMs: 50 });
    const client = connect(port, "127.0.0.1");
    closers.push(() => client.destroy());
    await once(client, "connect");
    client.on("error", () => {});
    client.resume();
    client.write(
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\n\r\n5\r\na=one\r\n",
    );
    // Nothing more is sent: the server closes the connection once the client has been silent.
    await once(client, "close");
    expect(client.destroyed).toBe(true);
  });
});
