// PLACEHOLDER: replaced by the issue that owns this route.
export function loader() {
  return new Response("Not available yet", { status: 404, headers: { "Content-Type": "text/plain" } });
}
