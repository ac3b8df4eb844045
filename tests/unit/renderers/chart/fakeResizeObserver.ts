// jsdom lays nothing out: a ResizeObserver stand-in whose callbacks a test fires by hand after
// changing the size the container reports.
export const resizeCallbacks: (() => void)[] = [];

export class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resizeCallbacks.push(this.callback);
  }
  disconnect() {
    resizeCallbacks.splice(resizeCallbacks.indexOf(this.callback), 1);
  }
  unobserve() {}
}

/** Fires every observer, as a layout would after a size change. */
export function resizeAll(): void {
  resizeCallbacks.forEach((callback) => callback());
}
