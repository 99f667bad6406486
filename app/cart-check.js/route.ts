import { cartPrepaintScript } from '@/lib/cart-prepaint';

// Written to out/cart-check.js at build time; /cart loads it (see lib/cart-prepaint.ts).
export const dynamic = 'force-static';

export function GET() {
  return new Response(cartPrepaintScript(), { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}
