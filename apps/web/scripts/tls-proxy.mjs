// A TLS-terminating proxy for local tests of the production set-up: https on one port with a
// certificate made on the spot, forwarding to the site over http with X-Forwarded-Proto and
// X-Forwarded-For, as a load balancer would. Optionally a plain-http listener too, which
// forwards with X-Forwarded-Proto: http (the site should redirect those to https).
import { request as httpRequest, createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { generate } from "selfsigned";

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
export async function localhostCertificate() {
  const now = new Date();
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 86_400_000),
    extensions: [
      { name: "basicConstraints", cA: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * @param {{ target: string, httpsPort: number, httpPort?: number, host?: string, certificate?: { key: string, cert: string } }} options
 */
export async function startTlsProxy({
  target,
  httpsPort,
  httpPort,
  host = "127.0.0.1",
  certificate,
}) {
  const tls = certificate ?? (await localhostCertificate());
  const upstream = new URL(target);
  const forward = (proto) => (req, res) => {
    const headers = {
      ...req.headers,
      "x-forwarded-proto": proto,
      "x-forwarded-for": req.socket.remoteAddress ?? "",
    };
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    proxied.once("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  };
  const servers = [createHttpsServer(tls, forward("https"))];
  if (httpPort !== undefined) servers.push(createHttpServer(forward("http")));
  const ports = [httpsPort, httpPort];
  await Promise.all(
    servers.map(
      (server, index) =>
        new Promise((resolve) => server.listen(ports[index], host, () => resolve(undefined))),
    ),
  );
  return {
    certificate: tls.cert,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve(undefined));
            }),
        ),
      ),
  };
}
