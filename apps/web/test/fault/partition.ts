// A network partition between the site and one emulator, without touching the emulator (which
// the run's other suites share): the site reaches the emulator through this relay, and `hold()`
// stops relaying both ways while every connection stays open — nothing answers, as from a
// process stopped with SIGSTOP. `release()` delivers what was held and relays again.
import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";

export type Partition = {
  /** host:port to give the site instead of the emulator's. */
  host: string;
  hold(): void;
  release(): void;
  close(): Promise<void>;
};

export async function startPartition(target: string): Promise<Partition> {
  const [host = "127.0.0.1", port = "0"] = target.split(":");
  let held = false;
  /** What arrived while held, per destination, in order; `null` is the sender's end. */
  const queues = new Map<Socket, (Buffer | null)[]>();
  const deliver = (to: Socket, chunk: Buffer | null) => {
    if (held) queues.get(to)?.push(chunk);
    else if (chunk === null) to.end();
    else to.write(chunk);
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host, port: Number(port) });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      queues.set(to, []);
      from.on("data", (chunk: Buffer) => deliver(to, chunk));
      from.on("end", () => deliver(to, null));
      from.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
      from.on("close", () => queues.delete(from));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const [to, chunks] of queues) {
        for (const chunk of chunks.splice(0)) deliver(to, chunk);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of queues.keys()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
