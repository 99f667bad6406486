'use client';

// The header's parts that only a store can fill, as the header uses them: each is fetched with its store once the
// store is in use (loadWhenInUse). A first visit, with nothing stored, shows the plain cart link and Login and
// downloads neither the stores nor these parts.
import { CartLinkView } from './cart-link-view';
import { loadWhenInUse } from './load-when-in-use';
import { LoginLink } from './login-link';

export const CartLink = loadWhenInUse(
  'cart',
  () => import('./cart-link').then((module) => module.CartLink),
  () => <CartLinkView count={0} />,
);

export const AccountNav = loadWhenInUse(
  'session',
  () => import('./account-nav').then((module) => module.AccountNav),
  () => <LoginLink />,
);

export const AdminLink = loadWhenInUse('admin', () => import('./admin-links').then((module) => module.AdminLink));

export const AdminMenuItem = loadWhenInUse('admin', () => import('./admin-links').then((module) => module.AdminMenuItem));
