import clsx from 'clsx';

/** What a tab's last action did, as its status line says it. */
export interface TabMessage {
  text: string;
  /** Refused or not saved: said in the shop's warning colour, not as done. */
  refused?: boolean;
}

/** A tab's status line: always in the page, so each new message is announced; red when the action was refused. */
export function TabStatus({ message, className = 'mb-3' }: { message: TabMessage | null; className?: string }) {
  return (
    <p role="status" className={clsx(className, 'min-h-5 text-sm font-medium', message?.refused ? 'text-ember' : 'text-moss')}>
      {message?.text}
    </p>
  );
}
