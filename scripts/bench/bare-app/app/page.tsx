// The floor the bench compares every page's JavaScript with: a page with nothing of ours in it.
export default function BarePage() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js page, built with the same versions as the shop.</p>
    </main>
  );
}
