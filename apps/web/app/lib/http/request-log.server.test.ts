import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logging.mjs";
import {
  createMemoryLog,
  firebaseMessageLog,
  requestLog,
  serverLog,
  setServerLog,
} from "./request-log.server";
import { requestContext } from "./request-context.server";

afterEach(() => setServerLog(undefined));

describe("request log", () => {
  it("is the request's own logger (with its request id) when the server gave one", () => {
    const own = createMemoryLog();
    const processLog = createMemoryLog();
    setServerLog(processLog);
    requestLog(requestContext({ log: own })).error({ reason: "x" }, "Could not read the catalogue");
    expect(own.entries).toEqual([
      { level: "error", message: "Could not read the catalogue", details: { reason: "x" } },
    ]);
    expect(processLog.entries).toEqual([]);
  });

  it("falls back to the process's log without a request logger (react-router dev, tests)", () => {
    const processLog = createMemoryLog();
    setServerLog(processLog);
    requestLog(undefined).warn({}, "no request logger");
    requestLog(requestContext({})).info({}, "nor here");
    expect(serverLog()).toBe(processLog);
    expect(processLog.entries.map((entry) => entry.message)).toEqual([
      "no request logger",
      "nor here",
    ]);
  });

  it("writes Firebase's messages to the process's log, errors as err with their stack", () => {
    const processLog = createMemoryLog();
    setServerLog(processLog);
    const failure = new Error("Firestore unavailable");
    firebaseMessageLog.info("No profile found for user u1");
    firebaseMessageLog.error("Sign-out failed", failure);
    firebaseMessageLog.warn("Sign-in: Auth unavailable", "deadline exceeded");
    expect(processLog.entries).toEqual([
      { level: "info", message: "No profile found for user u1", details: {} },
      { level: "error", message: "Sign-out failed", details: { err: failure } },
      {
        level: "warn",
        message: "Sign-in: Auth unavailable",
        details: { detail: "deadline exceeded" },
      },
    ]);
  });
});

describe("the process's log in the terminal format", () => {
  it("writes one line with the message, then the fields a reader needs", () => {
    let written = "";
    const terminal = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const log = createLogger({ format: "pretty", destination: terminal });
    log.warn({ reason: "deadline exceeded" }, "Firebase unavailable");
    log.error({ err: new Error("Firestore unavailable") }, "Could not read the catalogue");
    const [warning, error, stack] = written.split("\n");
    expect(warning).toMatch(/ WARN {2}Firebase unavailable reason="deadline exceeded"$/);
    expect(error).toMatch(/ ERROR Could not read the catalogue$/);
    expect(stack).toBe("Error: Firestore unavailable");
  });
});
