import { describe, expect, it } from 'vitest';
import { photoWidths } from '@/components/ui/photo-sizes';
import { SRCSET_WIDTHS } from './photo-host.mjs';

describe('the bench photo host', () => {
  it('encodes ahead every width the shop’s srcset offers', () => {
    expect(SRCSET_WIDTHS).toEqual(photoWidths);
  });
});
