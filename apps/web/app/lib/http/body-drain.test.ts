import { once } from "node:events";
import { createServer } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainWhenAnswered } from "#server/body-policy.mjs";

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A server that answers every request at once, before its body has arrived, as a refusal does. */
async function answeringBeforeTheBody() {
  const sockets: Socket[] = [];
  const server = createServer((req, res) => {
    drainWhenAnswered(req, res);
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
});
