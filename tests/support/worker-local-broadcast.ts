// Test workers are threads of one process, and Node's BroadcastChannel reaches every thread: one test file's
// sign-out would sign out the console another file is testing at the same moment. Each worker gets its own
// channels, which still carry messages between the "tabs" one test opens.
class WorkerLocalBroadcastChannel extends EventTarget {
  static readonly #open = new Map<string, Set<WorkerLocalBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly name: string;

  constructor(name: string) {
    super();
    this.name = name;
    const peers = WorkerLocalBroadcastChannel.#open.get(name) ?? new Set();
    peers.add(this);
    WorkerLocalBroadcastChannel.#open.set(name, peers);
  }

  postMessage(data: unknown): void {
    for (const peer of WorkerLocalBroadcastChannel.#open.get(this.name) ?? []) {
      if (peer === this) continue;
      // Delivered later, as a real channel does.
      setTimeout(() => {
        const event = new MessageEvent("message", { data });
        peer.onmessage?.(event);
        peer.dispatchEvent(event);
      }, 0);
    }
  }

  close(): void {
    WorkerLocalBroadcastChannel.#open.get(this.name)?.delete(this);
  }
}

globalThis.BroadcastChannel = WorkerLocalBroadcastChannel as unknown as typeof BroadcastChannel;
