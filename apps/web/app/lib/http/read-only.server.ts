/**
 * The action of a read-only resource route (JSON, pictures, robots.txt): a post, put or delete
 * gets 405 with the methods it takes and a sentence, where React Router would answer a resource route
 * without an action with "Unexpected Server Error" (decision 063).
 */
export function refuseWrites(): Response {
  return new Response(
    "This page only shows information: there is no form to send here. Please go back to the page you came from.",
    {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    },
  );
}
