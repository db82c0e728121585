// The server's one body policy, applied before any route sees a request (decision 063).
// Sizes are checked here, from Content-Length, before a byte of the body is read; the app's
// readForm (app/lib/http/read-form.server.ts) checks the content type, parses the form and counts
// the bytes of a body sent without a length. The two share the limits below.

/** Every form of the site fits many times over (the longest, a 1,000-character contact message, is < 13 KB encoded). */
export const FORM_MAX_BYTES = 64 * 1024;
/** The profile picture (2 MiB, PICTURE_MAX_BYTES) plus the multipart framing and the small fields around it. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024 + 16 * 1024;
/** Paths whose multipart posts may carry a picture (the page and its single-fetch data URL). */
const UPLOAD_PATHS = new Set(["/my-profile/settings", "/my-profile/settings.data"]);
/** Editors' photos (app/features/back-office/photo-renditions.server.ts PHOTO_MAX_BYTES, plus framing). */
const PHOTO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024 + 16 * 1024;
/** The back-office's photo forms; only editors get past the route's first line (decision 128). */
const PHOTO_UPLOAD_PATH = /^\/admin\/(posts\/[A-Za-z0-9]{1,40}\/photos|photos)(\.data)?$/;
/**
 * The destination form, which carries up to three photos in one step without JavaScript
 * (app/features/back-office/destination-form.ts NEW_PHOTO_SLOTS) beside its text.
 */
const DESTINATION_FORM_MAX_BYTES = 3 * 20 * 1024 * 1024 + 256 * 1024;
const DESTINATION_FORM_PATH = /^\/admin\/destinations\/(new|\d{1,12})(\.data)?$/;

/**
 * Set by this module only (any copy a client sends is removed first): tells readForm that the
 * body was refused at the edge, so a browser's document request gets the site's error page
 * with the message instead of a bare text answer.
 */
export const BODY_REFUSED_HEADER = "x-wayfarer-body-refused";

/**
 * After a refusal the connection is closed, but only once the client has stopped sending (or
 * has been silent this long, or sent this much): closing a socket with unread bytes in it
 * makes the kernel answer with a reset, and the client may lose the 413 it was sent. The
 * discarded bytes are never buffered or parsed.
 */
const LINGER_MS = 5_000;
const LINGER_MAX_BYTES = 8 * 1024 * 1024;

export const TOO_LARGE_MESSAGE =
  "This form is larger than the site accepts. Please shorten what you typed and send it again.";
export const LENGTH_REQUIRED_MESSAGE =
  "This upload did not say how large it is. Please choose the picture again and send the form from the page.";

const BODILESS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

function bodyLimitFor(method, path, contentType) {
  if (BODILESS.has(method)) return 0;
  const multipart = /^multipart\/form-data\b/i.test(contentType ?? "");
  if (multipart && PHOTO_UPLOAD_PATH.test(path)) return PHOTO_UPLOAD_MAX_BYTES;
  if (multipart && DESTINATION_FORM_PATH.test(path)) return DESTINATION_FORM_MAX_BYTES;
  return multipart && UPLOAD_PATHS.has(path) ? UPLOAD_MAX_BYTES : FORM_MAX_BYTES;
}

/**
 * A request the app should answer itself: a browser's navigation (it should see a page, not a
 * line of text) or the app's own client (`.data`, which only reads the app's encoding; the
 * picture form shows its own "at most 2 MB" message from it).
 */
function isAppRequest(req) {
  if (req.path.endsWith(".data")) return true;
  const mode = req.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /\btext\/html\b/i.test(req.get("accept") ?? "");
}

/**
 * Once the answer is sent, whatever is left of a body nobody read goes into nothing, so the
 * connection either carries on (keep-alive) or closes cleanly after the client has stopped
 * sending. Without this, a body the app stopped reading leaves the connection stuck (the next
 * request on it waits forever, until a timeout resets it), and closing a socket with unread
 * bytes makes the kernel answer with a reset that can overtake the 413. Bounded in bytes and
 * time, so a client that never stops sending is cut off anyway. The bytes are never parsed.
 */
export function drainWhenAnswered(req, res, { lingerMs = LINGER_MS } = {}) {
  const socket = req.socket;
  let draining = false;
  const drain = () => {
    if (draining || req.complete) return;
    draining = true;
    let discarded = 0;
    let lastBytesAt = performance.now();
    const cutOff = () => socket.destroy();
    // A client silent for `lingerMs` is cut off, not one still sending however slowly (Node's
    // requestTimeout bounds the whole request). The silence is judged after the event loop has
    // read what arrived meanwhile (setImmediate runs after I/O): on a machine that held the
    // process past the bound, the timer fires before the bytes that end the body are read,
    // and the next request, already sent behind them on this connection, got a reset.
    const judgeSilence = () =>
      setImmediate(() => {
        if (req.readableEnded || socket.destroyed) return;
        const silentMs = performance.now() - lastBytesAt;
        if (silentMs >= lingerMs) return cutOff();
        timer = setTimeout(judgeSilence, lingerMs - silentMs);
        timer.unref();
      });
    let timer = setTimeout(judgeSilence, lingerMs);
    timer.unref();
    // Taken off the socket again at the body's end: a keep-alive connection outlives its
    // requests, and would otherwise collect one listener per drained body.
    const stopLingering = () => {
      clearTimeout(timer);
      socket.off("close", stopLingering);
    };
    socket.once("close", stopLingering);
    req.once("end", stopLingering);
    // The app's reader has gone with its answer; from here on the bytes are only counted.
    req.removeAllListeners("data");
    req.on("data", (chunk) => {
      lastBytesAt = performance.now();
      discarded += chunk.length;
      if (discarded > LINGER_MAX_BYTES) cutOff();
    });
    req.resume();
  };
  // Node ends a "Connection: close" answer with socket.destroySoon(), which would drop bytes
  // still in flight: half-close instead (the client sees the end of the answer), drain, then close.
  const destroySoon = socket.destroySoon;
  const destroyAfterDrain = () => {
    socket.destroySoon = destroySoon;
    if (req.complete) return destroySoon.call(socket);
    socket.end();
    drain();
    req.once("end", () => socket.destroy());
  };
  socket.destroySoon = destroyAfterDrain;
  res.once("finish", () => {
    if (socket.destroySoon === destroyAfterDrain) socket.destroySoon = destroySoon;
    drain();
  });
}

/**
 * Express middleware. A body larger than its route allows is answered 413 with
 * Connection: close; a multipart upload without a length is answered 411. Page and `.data`
 * requests go on to the app marked as refused, which answers with the page or the form's
 * message (the app reads none of the body: readForm, or the picture upload's own length
 * check, refuses first). Anything else gets the status and the sentence as text.
 */
export function bodyPolicy(req, res, next) {
  delete req.headers[BODY_REFUSED_HEADER];
  if (BODILESS.has(req.method)) return next();
  drainWhenAnswered(req, res);

  const contentType = req.get("content-type");
  const limit = bodyLimitFor(req.method, req.path, contentType);
  const declared = req.get("content-length");
  const length = declared === undefined ? null : Number(declared);

  let refusal = null;
  if (length !== null && length > limit) refusal = { status: 413, message: TOO_LARGE_MESSAGE };
  else if (length === null && req.get("transfer-encoding") && limit === UPLOAD_MAX_BYTES) {
    // A browser always sends a length with a file; without one the upload parser could not be bounded up front.
    refusal = { status: 411, message: LENGTH_REQUIRED_MESSAGE };
  }
  if (!refusal) return next();

  res.setHeader("Connection", "close");
  if (isAppRequest(req)) {
    req.headers[BODY_REFUSED_HEADER] = String(refusal.status);
    return next();
  }
  res.status(refusal.status).type("text/plain").send(refusal.message);
}
