import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

// React Router's default server entry without its bot check (the `isbot` package is not among the
// site's dependencies); the client entry is the framework's default.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers }),
          );
        },
        onShellError: reject,
      },
    );
    setTimeout(abort, 5_000);
  });
}
