import type { Clock } from '../platform/clock';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(to: Date | string) {
    this.current = new Date(to).getTime();
  }
}
