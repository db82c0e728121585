// on-headers ships no types: it calls the listener just before a response writes its headers.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";

  export default function onHeaders(
    res: ServerResponse,
    listener: (this: ServerResponse) => void,
  ): void;
}
