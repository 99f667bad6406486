export interface PausingProxy {
  url: string;
  pause(path: string, at: (html: string) => number, ms: number): void;
  close(): void;
}

export function startPausingProxy(upstream: string): Promise<PausingProxy>;
