// A large, valid store state for the scale bench: 500 products, 2,000 orders, 300 conversations.
const CATEGORIES = ['cutting-boards', 'phone-stands', 'key-hangers', 'home-decor', 'serving-trays', 'kitchen-storage', 'office-accessories'];
const WOODS = ['Black walnut', 'Hard maple', 'Black cherry', 'White oak', 'Acacia', 'Bamboo'];
const STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];
const DAY = 86_400_000;

function product(i) {
  return {
    id: `bench-${i}`,
    name: `${WOODS[i % WOODS.length]} piece no. ${i}`,
    description: `A handcrafted ${WOODS[i % WOODS.length].toLowerCase()} piece made for everyday use, number ${i} of the bench catalogue.`,
    price: 24 + ((i * 37) % 101),
    images: [`https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f?auto=format&fit=crop&w=800&q=75&bench=${i}`],
    category: CATEGORIES[i % CATEGORIES.length],
    inStock: i % 9 !== 0,
    materials: [WOODS[i % WOODS.length], 'Food-safe mineral oil'],
    dimensions: '12" x 8" x 1"',
    weight: `${1 + (i % 6)} lbs`,
    craftingTime: '1-2 weeks',
    reviews: [],
    averageRating: 0,
    totalReviews: 0,
  };
}

const address = { street: '1 Main St', city: 'Edmonton', state: 'AB', zipCode: 'T5J 0N3', country: 'Canada' };

function order(i, now) {
  const total = 50 + ((i * 13) % 400) + 0.99;
  return {
    id: String(now - i * 3_600_000),
    userId: `user-${i % 400}`,
    customerEmail: `customer${i % 400}@example.com`,
    customerName: `Customer ${i % 400}`,
    items: [{ productId: `bench-${i % 500}`, productName: `Piece no. ${i % 500}`, unitPrice: total - 20, quantity: 1, customizations: [] }],
    subtotal: total - 20,
    shipping: 15,
    shippingMethod: 'Standard',
    tax: 5,
    total,
    status: STATUSES[i % STATUSES.length],
    createdAt: new Date(now - i * 3_600_000).toISOString(),
    shippingAddress: address,
  };
}

function conversation(i, now) {
  const id = `bench-conv-${i}`;
  const at = new Date(now - i * DAY / 10).toISOString();
  const message = (n, senderType) => ({
    id: `${id}-m${n}`,
    conversationId: id,
    senderId: senderType === 'admin' ? 'admin' : `guest_${i}`,
    senderName: senderType === 'admin' ? 'Support' : `Guest ${i}`,
    senderType,
    content: `Message ${n} about order ${i}.`,
    timestamp: at,
    read: senderType === 'customer',
  });
  return {
    id,
    customerId: `guest_${i}`,
    customerName: `Guest ${i}`,
    customerEmail: `guest${i}@example.com`,
    subject: 'Order Status',
    status: i % 4 === 0 ? 'closed' : 'active',
    lastMessage: at,
    unreadCount: 1,
    messages: [message(1, 'customer'), message(2, 'admin'), message(3, 'customer')],
  };
}

/** The bench's admin session, with the proof for the credential the bench built the site with (index.mjs). */
const adminSession = () => ({
  id: 'admin',
  email: process.env.BENCH_ADMIN_EMAIL,
  name: 'Admin User',
  role: 'admin',
  proof: process.env.BENCH_ADMIN_PROOF,
});

/** localStorage entries (the stores' `{ state, version }` envelopes) keyed by store name, with the admin signed in. */
export function largeState(now = Date.now()) {
  return {
    admin: { state: { session: adminSession() }, version: 2 },
    catalogue: { state: { products: Array.from({ length: 500 }, (_, i) => product(i)) }, version: 2 },
    orders: { state: { orders: Array.from({ length: 2000 }, (_, i) => order(i, now)) }, version: 2 },
    chat: { state: { conversations: Array.from({ length: 300 }, (_, i) => conversation(i, now)), guestId: null }, version: 2 },
  };
}
