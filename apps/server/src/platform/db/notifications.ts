import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import type { DbOrTx } from './transaction';

/**
 * Tells listeners, in this process and any other on the same database, that something changed. Sent in the
 * caller's transaction, PostgreSQL (and PGlite) delivers it only when that transaction commits, so a listener
 * that wakes always finds the change; a rolled-back change tells nobody.
 */
export async function notify(tx: DbOrTx, channel: string, payload = ''): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export type NotificationHandler = (payload: string) => void;

/**
 * One process's ear on the database's notifications. On PostgreSQL it holds one connection of its own (outside
 * the pool) and reconnects when it drops, telling every handler (with an empty payload) that it may have missed
 * something; on PGlite, one process, it listens on the database itself.
 */
export class DbListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client | null> | null = null;
  private pgliteUnlisten = new Map<string, () => Promise<void>>();
  private closed = false;
  /** Listening on PostgreSQL: connected, and every channel asked for is listened to again after a reconnect. */
  private live = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (message: string, error: unknown) => void = () => {},
  ) {}

  private get driver(): PGlite | pg.Pool | null {
    const client = '$client' in this.db ? this.db.$client : null;
    return client instanceof PGlite || client instanceof pg.Pool ? client : null;
  }

  /**
   * Whether a change committed now will be heard: on PGlite always (until closed), on PostgreSQL while the
   * connection is up. What is kept on the strength of notifications is trusted only while this holds.
   */
  get listening(): boolean {
    if (this.closed) return false;
    return this.driver instanceof PGlite || this.live;
  }

  /** Calls `handler` with each notification on `channel` from now on; answers how to stop. */
  async on(channel: string, handler: NotificationHandler): Promise<() => void> {
    if (!/^[a-z_]{1,60}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscribe(channel);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    for (const unlisten of this.pgliteUnlisten.values()) await unlisten().catch(() => undefined);
    this.pgliteUnlisten.clear();
  }

  private deliver(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  private async subscribe(channel: string) {
    const driver = this.driver;
    if (driver instanceof PGlite) {
      const unlisten = await driver.listen(channel, (payload) => this.deliver(channel, payload));
      this.pgliteUnlisten.set(channel, unlisten);
      return;
    }
    if (!driver) return;
    this.connecting ??= this.connect(driver);
    const client = this.client ?? (await this.connecting);
    if (client) await client.query(`listen ${channel}`);
    if (client && client === this.client) this.live = true;
  }

  private async connect(pool: pg.Pool): Promise<pg.Client | null> {
    if (this.closed) return null;
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(pool, client, error));
    client.on('end', () => this.lost(pool, client, null));
    await client.connect();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return null;
    }
    this.client = client;
    return client;
  }

  /** The connection dropped: listen again shortly, and wake everyone meanwhile (notifications were missed). */
  private lost(pool: pg.Pool, client: pg.Client, error: unknown) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.connecting = null;
    this.live = false;
    if (error) this.onError('database notifications were cut off; listening again', error);
    client.end().catch(() => undefined);
    this.reconnect(pool);
  }

  private reconnect(pool: pg.Pool) {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connecting = this.connect(pool);
      this.connecting
        .then(async (fresh) => {
          for (const channel of this.handlers.keys()) await fresh?.query(`listen ${channel}`);
          if (fresh && fresh === this.client) this.live = true;
          for (const channel of this.handlers.keys()) this.deliver(channel, '');
        })
        .catch((cause: unknown) => {
          this.connecting = null;
          this.onError('could not listen to database notifications; trying again', cause);
          this.reconnect(pool);
        });
    }, 1000);
    this.reconnectTimer.unref();
  }
}
