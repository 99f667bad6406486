'use client';

import { MessageCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { useChatUi } from '@/lib/store/chat-ui';

/** The /support chat card's action: opens the support chat widget where it was. */
export function OpenChatButton({ label }: { label: string }) {
  const open = useChatUi((s) => s.open);
  return (
    <Button onClick={open}>
      <Icon node={MessageCircle} className="size-4" />
      {label}
    </Button>
  );
}
