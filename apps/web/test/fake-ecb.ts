// A stand-in for the European Central Bank's daily rates file, which the test machines cannot
// reach: a local HTTP server whose next answer each test chooses (today's rates, an error, a
// page that is not the file, or silence).
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An ECB daily file for `date` with these rates, in the ECB's own format. */
export function ecbFile(date: string, perEuro: Record<string, number>): string {
  const cubes = Object.entries(perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export type FakeAnswer =
  { kind: "file"; body: string } | { kind: "status"; status: number } | { kind: "silent" };

export type FakeEcb = {
  url: string;
  requests: () => number;
  answerWith: (answer: FakeAnswer) => void;
  close: () => Promise<void>;
};

export async function startFakeEcb(first: FakeAnswer): Promise<FakeEcb> {
  let answer = first;
  let count = 0;
  const held: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    count += 1;
    if (answer.kind === "silent") {
      held.push(response);
      return;
    }
    if (answer.kind === "status") {
      response.writeHead(answer.status, { "Content-Type": "text/html" });
      response.end("<html><body>Service unavailable</body></html>");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/xml" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    requests: () => count,
    answerWith: (next) => {
      answer = next;
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
