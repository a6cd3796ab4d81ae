// PLACEHOLDER: replaced by the issue that owns this route.
export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold">routes/site/blog/post.tsx</h1>
    </section>
  );
}
