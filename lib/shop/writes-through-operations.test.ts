// Components render and call operations (lib/shop/); only the operations' backend writes records. This
// reads the components' source for a store's record-writing action, however it is reached.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const recordWrites = [
  'placeOrder', 'updateStatus', 'cancelOrder', 'login', 'logout', 'updateUser', 'addProduct', 'updateProduct',
  'deleteProduct', 'replaceProducts', 'addReview', 'markHelpful', 'startConversation', 'sendMessage',
  'markMessagesRead', 'adminReply', 'closeConversation', 'submitRequest', 'setRequestStatus', 'setEstimate',
];
const storeWrite = new RegExp(`(getState\\(\\)|\\(\\w+\\) => \\w+)\\.(${recordWrites.join('|')})\\b`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('record writes', () => {
  it('no component or page writes a record through a store: each calls an operation', () => {
    const offenders = [...sourceFiles('components'), ...sourceFiles('app')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => (storeWrite.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
        .filter((hit): hit is string => hit !== null),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice one', () => {
    expect(storeWrite.test('const add = useCatalogue((s) => s.addProduct);')).toBe(true);
    expect(storeWrite.test('await useOrders.getState().cancelOrder(order.id)')).toBe(true);
    expect(storeWrite.test('{messages.cancelOrder}')).toBe(false);
  });
});
