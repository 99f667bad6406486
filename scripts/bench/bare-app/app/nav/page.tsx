// The floor for timing a client-side navigation: the bare framework following a link to another exported page.
// Its own route, so the bare page's JavaScript stays the framework's smallest.
import Link from 'next/link';

export default function BareNavPage() {
  return (
    <main>
      <h1>Navigate</h1>
      <Link href="/photo">Open the photo page</Link>
    </main>
  );
}
