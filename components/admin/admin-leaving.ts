// Logout, in the admin frame's bar, goes to the shop's home page (rules §4). Until that page has arrived the dashboard
// is still on screen, sees the owner signed out, and would send them to /admin/login instead: Logout marks the way out
// here first, and the dashboard lets it be.
let leaving = false;

export const startLeaving = () => {
  leaving = true;
};

export const isLeaving = () => leaving;

/** A dashboard opened anew (the owner signed in again) starts with no way out under way. */
export const stopLeaving = () => {
  leaving = false;
};
