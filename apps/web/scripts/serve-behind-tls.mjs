#!/usr/bin/env node
/**
 * Serves the release artefact as production would see it, on this machine: a private emulator
 * set, the artefact with SITE_URL=https://localhost and TRUST_PROXY=loopback, and a
 * TLS-terminating proxy on ports 443 (https, self-signed) and 80 (plain http, redirected by the
 * site). Runs the command after `--` against it, then stops everything; without a command it
 * serves until Ctrl-C. Ports 80 and 443 need root (or CAP_NET_BIND_SERVICE).
 *
 * The command trusts the certificate through SSL_CERT_FILE (the system's CA bundle plus this
 * certificate), which Node reads with --use-openssl-ca; NODE_EXTRA_CA_CERTS is set as well.
 *
 *   pnpm release
 *   node apps/web/scripts/serve-behind-tls.mjs -- env NODE_OPTIONS=--use-openssl-ca \
 *     npx -p @mdn/mdn-http-observatory@1.4.8 mdn-http-observatory-scan localhost
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startEmulators } from "@travel/firebase-emulators";
import { localhostCertificate, startTlsProxy } from "./tls-proxy.mjs";

const repoRoot = new URL("../../..", import.meta.url).pathname;
const artefact = join(repoRoot, "dist/release/web");
const separator = process.argv.indexOf("--");
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const SITE_PORT = 43200;

const emulators = await startEmulators({
  projectId: "demo-travel-tls",
  ports: { auth: 43299, firestore: 43280, storage: 43298 },
  quiet: true,
});
const seed = join(repoRoot, "packages/firebase-client/dist/cli/seed.js");
await promisify(execFile)(process.execPath, [seed], { env: { ...process.env, ...emulators.env } });

const site = spawn("sh", ["start.sh"], {
  cwd: artefact,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    PATH: process.env.PATH,
    HOST: "127.0.0.1",
    PORT: String(SITE_PORT),
    SITE_URL: "https://localhost",
    TRUST_PROXY: "loopback",
    SESSION_SECRET: "tls-local-session-secret-0123456789abcdef",
    ...emulators.env,
  },
});
for (let tries = 0; ; tries += 1) {
  try {
    await fetch(`http://127.0.0.1:${SITE_PORT}/robots.txt`, { redirect: "manual" });
    break;
  } catch {
    if (tries > 300) throw new Error("The artefact did not start within 30 s.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const certificate = await localhostCertificate();
const scratch = mkdtempSync(join(tmpdir(), "wayfarer-tls-"));
const systemBundle = "/etc/ssl/certs/ca-certificates.crt";
const bundle = join(scratch, "ca-bundle.pem");
const systemCertificates = existsSync(systemBundle) ? readFileSync(systemBundle, "utf8") : "";
writeFileSync(bundle, `${systemCertificates}\n${certificate.cert}`);
writeFileSync(join(scratch, "localhost.pem"), certificate.cert);
const proxy = await startTlsProxy({
  target: `http://127.0.0.1:${SITE_PORT}`,
  httpsPort: 443,
  httpPort: 80,
  certificate,
});
console.error("https://localhost (self-signed) and http://localhost → the release artefact");

const stop = async () => {
  await proxy.close();
  site.kill("SIGTERM");
  await new Promise((resolve) => site.once("exit", resolve));
  await emulators.stop({ exportData: false });
  rmSync(scratch, { recursive: true, force: true });
};
if (command.length > 0) {
  const [program, ...args] = command;
  const run = spawn(program ?? "true", args, {
    stdio: "inherit",
    env: {
      ...process.env,
      SSL_CERT_FILE: bundle,
      NODE_EXTRA_CA_CERTS: join(scratch, "localhost.pem"),
    },
  });
  const code = await new Promise((resolve) => run.once("exit", resolve));
  await stop();
  process.exit(code ?? 1);
} else {
  process.once("SIGINT", () => void stop().then(() => process.exit(0)));
}
