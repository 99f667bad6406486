// Written without Intl, as the shop's other numbers are: 2000 reads "2,000".
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The message for text longer than its field allows (lib/limits.ts). */
export const tooLong = (max: number, length: number) =>
  `Please keep this to ${grouped(max)} characters or fewer (it has ${grouped(length)}).`;
