/**
 * The changes a notified cache has heard, in order, so that it keeps no read that began before a change to what
 * the read saw (it may have seen the rows as they were). A tag names what a change covers: a user, a site.
 */
export class HeardChanges<T> {
  /** Advances on every change heard; a read remembers it at its start. */
  private sequence = 0;
  private everythingChangedAt = 0;
  private readonly changedAt = new Map<T, number>();

  /** `maxTags`: how many tags' marks are remembered before they are all forgotten at once. */
  constructor(private readonly maxTags = 10_000) {}

  /** Marks the start of a read from the database: pass it to `since`. */
  readStarted(): number {
    return this.sequence;
  }

  /** Anything may have changed (or notifications may have been missed). */
  everything(): void {
    this.sequence += 1;
    this.everythingChangedAt = this.sequence;
    this.changedAt.clear();
  }

  /** What `tag` covers changed. */
  changed(tag: T): void {
    this.sequence += 1;
    if (this.changedAt.size >= this.maxTags) {
      // forgetting the marks is safe once everything read before them is refused too
      this.everythingChangedAt = this.sequence;
      this.changedAt.clear();
    }
    this.changedAt.set(tag, this.sequence);
  }

  /** Whether a change to everything, or to any of `tags`, was heard since the read that began at `readStarted`. */
  since(readStarted: number, tags: readonly T[]): boolean {
    return (
      this.everythingChangedAt > readStarted ||
      tags.some((tag) => (this.changedAt.get(tag) ?? 0) > readStarted)
    );
  }
}
