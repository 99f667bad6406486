// The header's Login link and account menu: on every page, so kept apart from the account screens' words.
export const accountMenuCopy = {
  login: 'Login',
  /** The disclosure button's hidden words after the first name. */
  menuLabel: 'account menu',
  dashboard: 'Dashboard',
  orders: 'Orders',
  logout: 'Logout',
} as const;
